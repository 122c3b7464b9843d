import { Spinner } from '@/components/ui/spinner';

/** Centred spinner shown while a page's code or data loads. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
