// Renders a page's first screen to HTML with the app's own components, so the browser paints
// header, the page's heading and intro and its loading placeholders before any JavaScript has
// arrived: at build time for every static route (see prerenderShells in vite.config.ts), and on
// the server for a record's page with the record's own data (built to ssr/prerender.mjs; see
// apps/server/src/modules/site-index/first-screen.ts). The client does not hydrate this
// markup: main.tsx renders over it once the page's code is ready, in the same layout, and replays
// the taps and Enter presses made on it meanwhile (app/prerendered-interactions.ts).
import type { PrerenderedQuery } from '@app/core/prerendered-queries';
import { ROUTE_PATHS } from '@app/core/route-table';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { loadDeferredSections } from '@/features/home/deferred-section';
import { collectDocumentHead, type DocumentHead } from '@/lib/use-document-title';

/**
 * The route tree as a visitor-agnostic first screen: the sign-in guard (a pathless route that
 * only wraps its children) lets the page through, so a guarded page prerenders its own intro —
 * the client only paints it for a signed-in user; a visitor is sent on to /auth.
 */
function withoutGuards(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children && withoutGuards(route.children);
    if (!route.path && !route.index && route.lazy && children) {
      return { id: route.id, Component: Outlet, children } as RouteObject;
    }
    return { ...route, children } as RouteObject;
  });
}

/** Static paths of the app, e.g. `/`, `/courses` (no `:param` or `*` routes). */
export function staticPaths(list: RouteObject[] = routes): string[] {
  return list.flatMap((route) => [
    ...(route.path && !route.path.includes(':') && !route.path.includes('*') ? [route.path] : []),
    ...(route.children ? staticPaths(route.children) : []),
  ]);
}

/**
 * Throws unless the router serves exactly the route table's paths (and `*`): the server answers
 * 404 for any path outside that table, so a page missing from it could not be opened.
 */
export function checkRouteTable(list: RouteObject[] = routes): void {
  const paths = (routeList: RouteObject[]): string[] =>
    routeList.flatMap((route) => [
      ...(route.path && route.path !== '*' ? [route.path] : []),
      ...(route.children ? paths(route.children) : []),
    ]);
  const served = new Set(paths(list));
  const known = new Set<string>(ROUTE_PATHS);
  const unknown = [...served].filter((path) => !known.has(path));
  const missing = [...known].filter((path) => !served.has(path));
  if (unknown.length > 0 || missing.length > 0) {
    throw new Error(
      `the router and packages/core/src/route-table.ts differ: not in the table ${unknown.join(' ') || '-'}; not routed ${missing.join(' ') || '-'}`,
    );
  }
}

/** True when `path` sits behind the sign-in guard. */
export function isGuarded(path: string, list: RouteObject[] = routes, inGuard = false): boolean {
  return list.some((route) => {
    const guard = inGuard || (!route.path && !route.index && Boolean(route.lazy) && Boolean(route.children));
    if (route.path === path) return guard;
    return route.children ? isGuarded(path, route.children, guard) : false;
  });
}

/**
 * The markup of `path`'s first screen: the session and every query still loading, as on a cold
 * load, but for the `answered` ones (a record's page rendered by the server with the record's
 * data), and the title and description the page sets. `path` null renders the layout around the
 * page loader (the shell for any other URL).
 */
export async function renderShell(
  path: string | null,
  answered: readonly PrerenderedQuery[] = [],
): Promise<{ markup: string; head: DocumentHead }> {
  const handler =
    path === null ? createStaticHandler(withFallbackOnly(withoutGuards(routes))) : pagesHandler();
  // Any path but `/`: the home page's header floats over its hero, every other page's does not.
  const context = await handler.query(new Request(`http://localhost${path ?? '/loading'}`));
  if (context instanceof Response) throw new Error(`prerender of ${path} answered a redirect`);
  // The home page's below-the-fold sections load their code on the client after the first screen;
  // the prerendered HTML has them in full (the route's module registered them while loading).
  await loadDeferredSections();
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: DocumentHead = {};
  collectDocumentHead((asked) => Object.assign(head, asked));
  const queryClient = createQueryClient();
  for (const { queryKey, data } of answered) queryClient.setQueryData(queryKey, data);
  try {
    const markup = renderToString(
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
    return { markup, head };
  } finally {
    collectDocumentHead(undefined);
  }
}

let pages: ReturnType<typeof createStaticHandler> | undefined;

/**
 * One handler for every page, made once: it keeps the lazy routes it has loaded, while a second
 * handler over the same routes finds their loaders already spent and matches nothing (the server
 * renders a record's page on every request).
 */
function pagesHandler(): ReturnType<typeof createStaticHandler> {
  pages ??= createStaticHandler(withoutGuards(routes));
  return pages;
}

/** The layout with only the pages route's loading fallback in it. */
function withFallbackOnly(tree: RouteObject[]): RouteObject[] {
  return tree.map((layout) => ({
    ...layout,
    children: layout.children?.map((pages) => {
      const Fallback = pages.HydrateFallback;
      if (!Fallback) throw new Error('the pages route has no HydrateFallback to prerender');
      return { ...pages, HydrateFallback: undefined, children: [{ path: '*', Component: Fallback }] };
    }),
  })) as RouteObject[];
}

/**
 * The source modules `path`'s route loads lazily (the page, and the guard where there is one), as
 * the build's module ids (`/src/…`), read off the route's lazy loaders.
 */
export function lazyModules(path: string, list: RouteObject[] = routes): string[] | null {
  for (const route of list) {
    const own = route.lazy ? moduleIds(route.lazy) : [];
    if (route.path === path) return own;
    const below = route.children ? lazyModules(path, route.children) : null;
    if (below) return [...own, ...below];
  }
  return null;
}

function moduleIds(lazy: NonNullable<RouteObject['lazy']>): string[] {
  const loaders = typeof lazy === 'function' ? [lazy] : Object.values(lazy);
  return loaders.flatMap((loader) =>
    [...String(loader).matchAll(/import__\(\s*["'](\/src\/[^"']+)["']/g)].map((m) => m[1] as string),
  );
}
