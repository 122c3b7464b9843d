import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PageIntroProps {
  title: string;
  description?: ReactNode;
  /** Small line above the title, e.g. "Last updated: January 2025". */
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The band at the top of a content page holding its one h1. */
export function PageIntro({ title, description, eyebrow, children, className }: PageIntroProps) {
  return (
    <section className={cn('border-b bg-gradient-to-b from-accent to-background', className)}>
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow && <p className="mb-3 text-sm font-medium text-primary">{eyebrow}</p>}
        {/* Smaller on a narrow phone, where 'Recommendations' alone is wider than the screen at 36 px. */}
        <h1 className="text-[2rem]/tight font-bold tracking-tight text-balance break-words min-[400px]:text-4xl sm:text-5xl">
          {title}
        </h1>
        {description && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
        )}
        {children}
      </div>
    </section>
  );
}
