import {
  elementScroll,
  observeElementOffset,
  type Rect,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

// The virtualizer reads its scroll box's size and writes its scroll position as soon as it is
// mounted, i.e. while React commits the page. Either makes the browser lay out the whole new page
// inside that commit's task, which on a phone is a long task of its own (most of the catalogue's
// first commit). These options avoid both where the answer is already known.

type GridOptions<E extends HTMLElement> = Partial<
  Pick<
    VirtualizerOptions<E, Element>,
    'initialRect' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
  >
>;

/** Scroll boxes that have scrolled, or been scrolled, since they were mounted. */
const moved = new WeakSet<Element>();

/**
 * Options for a vertical virtualizer over an element scroll box. With `size` (the box's size when
 * the caller sets it itself), the first size comes from there and later ones from a
 * ResizeObserver, which reports after the browser's own layout; without it, the library measures.
 */
export function quietGridOptions<E extends HTMLElement>(size?: Rect): GridOptions<E> {
  return {
    ...(size && {
      initialRect: size,
      observeElementRect: (instance, onChange) => {
        const element = instance.scrollElement;
        if (!element) return;
        const observer = new ResizeObserver(([entry]) => {
          if (!entry) return;
          onChange({
            width: Math.round(entry.contentRect.width),
            height: Math.round(entry.contentRect.height),
          });
        });
        observer.observe(element);
        return () => observer.disconnect();
      },
    }),
    observeElementOffset: (instance, onChange) =>
      observeElementOffset(instance, (offset, isScrolling) => {
        if (instance.scrollElement) moved.add(instance.scrollElement);
        onChange(offset, isScrolling);
      }),
    // A box that has not moved since it was mounted is at the top: scrolling it there is a no-op
    // that still costs a layout.
    scrollToFn: (offset, options, instance) => {
      const element = instance.scrollElement;
      if (!element) return;
      if (!moved.has(element) && offset + (options.adjustments ?? 0) === 0) return;
      moved.add(element);
      elementScroll(offset, options, instance);
    },
  };
}
