import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/**
 * Route-level error element. A page that throws (or whose code chunk fails to download
 * after a new release) is replaced by a friendly message; the header and footer stay.
 */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error('Error while rendering a route', error);
  }, [error]);
  return <ErrorFallback fullScreen={fullScreen} />;
}
