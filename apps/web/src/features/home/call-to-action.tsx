import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The home page's closing invitation to sign up. */
export function CallToActionSection() {
  return (
    <section aria-labelledby="cta-heading" className="bg-hero py-20 text-center text-hero-foreground">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to start your journey?
        </h2>
        <p className="mt-4 text-lg text-hero-muted">
          Create a free account to save and track courses, follow your job applications and keep your drafts.
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
