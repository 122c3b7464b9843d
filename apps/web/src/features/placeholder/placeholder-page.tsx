import { useDocumentTitle } from '@/lib/use-document-title';

/** Stands in for a page whose feature has not been built yet: its real title, nothing invented. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">This page is being built.</p>
    </section>
  );
}
