import { useDocumentTitle } from '@/lib/use-document-title';

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <section className="relative isolate overflow-hidden bg-hero text-hero-foreground">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,oklch(0.45_0.2_264/0.55),transparent_60%)]"
      />
      <div className="mx-auto flex min-h-[60vh] max-w-5xl flex-col items-center justify-center px-4 pt-28 pb-20 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          Build your tech career with the right certifications
        </h1>
        <p className="mt-6 text-lg text-hero-muted">This page is being built.</p>
      </div>
    </section>
  );
}
