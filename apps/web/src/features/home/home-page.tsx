import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredSection, deferrable } from './deferred-section';
import { HeroChat } from './hero-chat';

// Below the fold: each in its own chunk, loaded and rendered after the first screen.
const STATS = deferrable('stats', async () => (await import('./stats-strip')).StatsStrip);
const TESTIMONIALS = deferrable(
  'testimonials',
  async () => (await import('./testimonials-section')).TestimonialsSection,
);
const FEATURED = deferrable('featured', async () => (await import('./featured-courses')).FeaturedCourses);
const UNIVERSITIES = deferrable(
  'universities',
  async () => (await import('./universities-section')).UniversitiesSection,
);
const COMPANIES = deferrable('companies', async () => (await import('./companies-section')).CompaniesSection);
const CALL_TO_ACTION = deferrable('cta', async () => (await import('./call-to-action')).CallToActionSection);

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-hero text-hero-foreground">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,oklch(0.45_0.2_264/0.55),transparent_60%)]"
        />
        <div className="mx-auto flex min-h-[60vh] max-w-5xl flex-col items-center justify-center px-4 pt-28 pb-20 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Build your tech career with the right certifications
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-hero-muted">
            Industry certifications and courses from the technology companies that hire, in one searchable
            catalogue. Tell our AI about your dream career to get started.
          </p>
          <div className="mt-10 flex w-full justify-center">
            <HeroChat />
          </div>
        </div>
      </section>
      <DeferredSection id={STATS} />
      <DeferredSection id={TESTIMONIALS} />
      <DeferredSection id={FEATURED} />
      <DeferredSection id={UNIVERSITIES} />
      <DeferredSection id={COMPANIES} />
      <DeferredSection id={CALL_TO_ACTION} />
    </>
  );
}
