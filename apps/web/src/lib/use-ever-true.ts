import { useRef } from 'react';

/**
 * Whether `value` has been true at any render so far. A dialog whose code loads on first use
 * (React.lazy) mounts from its first opening on and stays mounted, so it can animate closed.
 */
export function useEverTrue(value: boolean): boolean {
  const ever = useRef(false);
  if (value) ever.current = true;
  return ever.current;
}
