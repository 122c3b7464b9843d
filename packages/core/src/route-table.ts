/**
 * The web app's pages, as the path patterns its router serves: apps/web/src/app/router.tsx builds
 * its routes from these (the build fails when the two differ), and the server answers any other
 * address with 404 (still with the app, which shows its not-found page there).
 */
export const ROUTE_PATHS = [
  '/',
  '/auth',
  '/reset-password',
  '/dashboard',
  '/settings',
  '/admin',
  '/courses',
  '/courses/:id',
  '/university-courses',
  '/university-courses/:id',
  '/providers',
  '/career-paths',
  '/career-paths/:id',
  '/careers',
  '/jobs',
  '/jobs/:id',
  '/pricing',
  '/mentors',
  '/student-card',
  '/community',
  '/blog',
  '/prep',
  '/career-advisor',
  '/degree-recommendation',
  '/cv-builder',
  '/cover-letter',
  '/plan',
  '/plans/:id',
  '/shared-plans/:token',
  '/help',
  '/about',
  '/privacy',
  '/terms',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

export interface RouteMatch {
  path: RoutePath;
  /** The `:name` segments' values, decoded (`/courses/:id` → `{ id }`). */
  params: Record<string, string>;
}

/**
 * The route `pathname` opens, matched as the router matches it: letter case ignored, trailing
 * slashes allowed, a `:param` standing for one non-empty segment. Undefined for any other path.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const path of ROUTE_PATHS) {
    const pattern = path.split('/').slice(1).filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { path, params };
  }
  return undefined;
}

/** The address `match` stands for, spelled as the table spells it (`/Courses/42/` → `/courses/42`). */
export function routeAddress({ path, params }: RouteMatch): string {
  return path.replace(/:(\w+)/g, (_param, name: string) => encodeURIComponent(params[name] ?? ''));
}
