import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Spec: the call to action leads to the course catalogue and to sign-up. */
export function CareerPathsCta() {
  return (
    <section aria-labelledby="career-cta" className="border-t bg-muted/50">
      <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="career-cta" className="text-3xl font-bold tracking-tight">
          Ready to start your journey?
        </h2>
        <p className="mt-3 text-muted-foreground">
          Pick a path, then take the courses and certifications that lead to it. Create a free account to
          track your progress along the way.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link to="/courses">Browse Courses</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/auth">Create Free Account</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
