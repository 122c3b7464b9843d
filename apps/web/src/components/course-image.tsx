import { useState } from 'react';
import { cn } from '@/lib/utils';

/** Our own picture for courses without one, or whose picture fails to load. */
export const DEFAULT_COURSE_IMAGE = '/course-default.svg';

/** A course picture that falls back to the default image when its own is missing or broken. */
export function CourseImage({ src, className }: { src: string | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  const shown = src && src !== failed ? src : DEFAULT_COURSE_IMAGE;
  return (
    <img
      src={shown}
      alt=""
      loading="lazy"
      decoding="async"
      data-default-image={shown === DEFAULT_COURSE_IMAGE || undefined}
      onError={() => {
        if (shown !== DEFAULT_COURSE_IMAGE) setFailed(shown);
      }}
      className={cn('w-full object-cover', className)}
    />
  );
}
