import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
const CALL_TO_ACTION = deferrable('cta', async () => CallToActionSection);

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

function CallToActionSection() {
  return (
    <section aria-labelledby="cta-heading" className="bg-hero py-20 text-center text-hero-foreground">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to start your journey?
        </h2>
        <p className="mt-4 text-lg text-hero-muted">
          Create a free account to search the whole catalogue, track your learning and use the AI tools.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/auth#signup">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-hero-foreground hover:bg-white/10 hover:text-hero-foreground"
          >
            <Link to="/courses">Browse Courses</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
