import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A course picture that falls back to our default image when its own is missing or broken. The
 * default is drawn by the page (a gradient and an icon) rather than downloaded: nothing to fetch
 * per card, and on a catalogue where most courses have no picture the grid of identical
 * placeholders is not what the browser waits for as the page's main content.
 */
export function CourseImage({ src, className }: { src: string | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (!src || src === failed) {
    return (
      <div
        aria-hidden="true"
        data-default-image
        className={cn(
          'flex w-full items-center justify-center bg-linear-to-br from-blue-900 to-indigo-600 text-white/90',
          className,
        )}
      >
        <GraduationCap className="size-1/3 max-h-16 max-w-16" strokeWidth={1.75} />
      </div>
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
