import { FEATURED_UNIVERSITIES } from '@app/core/universities';
import { Link } from 'react-router';
import { Monogram } from '@/components/monogram';
import { Button } from '@/components/ui/button';

/** The eight universities of the home page's logo grid. */
export function UniversitiesSection() {
  return (
    <section aria-labelledby="universities-heading" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="universities-heading" className="text-center text-3xl font-bold tracking-tight">
          World-Class Universities
        </h2>
        <p className="mt-2 text-center text-muted-foreground">
          Explore university courses alongside industry certifications.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {FEATURED_UNIVERSITIES.map((u) => (
            <li
              key={u.name}
              data-university={u.name}
              className="flex flex-col items-center gap-2 rounded-xl border bg-card p-5 text-center shadow-sm"
            >
              <Monogram name={u.name} initials={u.initials} className="size-12" />
              <span className="font-semibold">{u.name}</span>
              <span className="text-sm text-muted-foreground">{u.country}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild variant="outline">
            <Link to="/university-courses">Explore University Courses</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
