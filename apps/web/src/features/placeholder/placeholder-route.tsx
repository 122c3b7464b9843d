import { useMatches } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

/** Route component for pages still to come; the title comes from the route's `handle`. */
export function PlaceholderRoute() {
  const handle = useMatches().at(-1)?.handle as { title?: string } | undefined;
  return <PlaceholderPage title={handle?.title ?? 'Coming soon'} />;
}
