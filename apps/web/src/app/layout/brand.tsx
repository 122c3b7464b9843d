import { SITE_NAME } from '@app/core/site';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** Logo mark and product name, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M7 21c3-6 6-9 9-9s6 3 9 9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M7 21h18" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
