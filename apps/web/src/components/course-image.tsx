import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A course picture that falls back to our default image when its own is missing or broken. The
 * default is painted by CSS (`.course-default-image`: a gradient and a small icon): no element or
 * download per card, and on a catalogue where most courses have no picture the grid of identical
 * placeholders is not what the browser waits for as the page's main content.
 */
export function CourseImage({ src, className }: { src: string | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (!src || src === failed) {
    return (
      <div aria-hidden="true" data-default-image className={cn('course-default-image w-full', className)} />
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('w-full object-cover', className)}
    />
  );
}
