import type { CatalogStatsResponse } from '@app/core/catalog-api';
import { formatCount } from '@app/core/format-count';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogKeys, fetchCatalogStats } from '@/lib/catalog-api';
import { placeholderKeys } from '@/lib/placeholder-keys';

const items = (stats: CatalogStatsResponse) => [
  { label: 'Courses and certifications', value: stats.courses },
  { label: 'Technology companies', value: stats.providers },
  { label: 'Subject areas', value: stats.categories },
  ...(stats.jobs !== undefined ? [{ label: 'Open jobs', value: stats.jobs }] : []),
  ...(stats.universityCourses !== undefined
    ? [{ label: 'University courses', value: stats.universityCourses }]
    : []),
];

/** Live counts from the catalogue; nothing is shown that the database cannot count. */
export function StatsStrip() {
  const query = useQuery({ queryKey: catalogKeys.stats, queryFn: ({ signal }) => fetchCatalogStats(signal) });
  if (query.isError) return null;
  return (
    <section aria-label="Catalogue in numbers" className="border-b bg-card">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-10 text-center sm:flex sm:justify-around sm:px-6">
        {query.data
          ? items(query.data).map((item) => (
              <div key={item.label} data-stat={item.label}>
                <dt className="text-sm text-muted-foreground">{item.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary sm:text-4xl">
                  {formatCount(item.value)}
                </dd>
              </div>
            ))
          : placeholderKeys(3).map((key) => (
              <div key={key} className="flex flex-col items-center gap-2">
                <Skeleton className="h-9 w-20" />
                <Skeleton className="h-4 w-32" />
              </div>
            ))}
      </dl>
    </section>
  );
}
