import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AccessNoticeProps {
  icon: LucideIcon;
  /** The page's h1, e.g. 'Please Sign In' or 'Access Denied'. */
  title: string;
  description: ReactNode;
  /** The way out: a Sign In or Go Home link, a retry button. */
  children?: ReactNode;
}

/** Shown instead of a page the user may not see (yet): why, and what to do next. */
export function AccessNotice({ icon: Icon, title, description, children }: AccessNoticeProps) {
  useDocumentTitle(title);
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center text-card-foreground shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
