import { type RefObject, useEffect, useState } from 'react';

/**
 * How far down the document an element starts (0 until known): the scroll margin of a list that
 * scrolls with the window. Kept current as what is above it changes height (a filter panel opening,
 * a banner coming and going), which changes the page's height too. Read in a ResizeObserver, which
 * reports after the browser's own layout, so mounting the list forces no layout of its own.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
