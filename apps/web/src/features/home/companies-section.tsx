import { countOf } from '@app/core/format-count';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Monogram } from '@/components/monogram';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogKeys, fetchProviders } from '@/lib/catalog-api';
import { placeholderKeys } from '@/lib/placeholder-keys';

/** Companies shown on the home page (spec, section 9: the first 8). */
const HOME_COMPANIES = 8;

/** The first eight companies of the directory with their course counts (and job counts, once known). */
export function CompaniesSection() {
  const query = useQuery({
    queryKey: catalogKeys.providers,
    queryFn: ({ signal }) => fetchProviders(signal),
  });
  // Rendered in slices once the answer is in, not in the answer's synchronous re-render.
  const data = useDeferredValue(query.data);
  if (query.isError) return null;
  const companies = data?.providers.slice(0, HOME_COMPANIES);
  return (
    <section aria-labelledby="companies-heading" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="companies-heading" className="text-center text-3xl font-bold tracking-tight">
          Learn from Top Tech Companies
        </h2>
        <p className="mt-2 text-center text-muted-foreground">
          Industry certifications straight from the companies that build the technology.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {companies
            ? companies.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/courses?search=${encodeURIComponent(c.name)}`}
                    data-company={c.name}
                    className="flex h-full flex-col items-center gap-2 rounded-xl border bg-card p-5 text-center shadow-sm transition-shadow hover:shadow-md"
                  >
                    <Monogram name={c.name} colorClass={c.color} className="size-12 text-base" />
                    <span className="font-semibold">{c.name}</span>
                    <span className="text-sm text-muted-foreground" data-course-count={c.courseCount}>
                      {countOf(c.courseCount, 'course')}
                    </span>
                    {c.jobCount !== undefined && (
                      <span className="text-sm text-muted-foreground">{countOf(c.jobCount, 'job')}</span>
                    )}
                  </Link>
                </li>
              ))
            : placeholderKeys(HOME_COMPANIES).map((key) => (
                <li key={key}>
                  <Skeleton className="h-36 rounded-xl" />
                </li>
              ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild variant="outline">
            <Link to="/providers">View All Companies</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
