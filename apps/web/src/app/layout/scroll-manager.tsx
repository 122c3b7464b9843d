import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const MAX_FRAMES = 60;

/**
 * A single-page app gets no native scrolling on navigation: go to the top of a newly
 * opened page, or to the element named by the URL's hash (e.g. /help#contact-support).
 * Back and forward navigations are left to the browser's own scroll restoration, and
 * changes of the query string alone (filters, search) keep the position.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs this when the same hash link is followed again.
  useEffect(() => {
    const pathnameChanged = lastPathname.current !== null && lastPathname.current !== pathname;
    lastPathname.current = pathname;

    if (hash.length > 1) {
      const id = decodeURIComponent(hash.slice(1));
      let frame = 0;
      let tries = 0;
      // The target may render a frame or two after the route (lazy content, data).
      const scrollToTarget = () => {
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView({ block: 'start' });
          return;
        }
        tries += 1;
        if (tries < MAX_FRAMES) frame = requestAnimationFrame(scrollToTarget);
      };
      scrollToTarget();
      return () => cancelAnimationFrame(frame);
    }

    if (pathnameChanged && navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key, navigationType]);

  return null;
}
