import type { ProviderInfo } from '@app/core/catalog-api';
import { countOf } from '@app/core/format-count';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ArrowRight, Briefcase, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Monogram } from '@/components/monogram';
import { PageIntro } from '@/components/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogKeys, fetchProviders } from '@/lib/catalog-api';
import { placeholderKeys } from '@/lib/placeholder-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /providers (Companies in the menus): the provider directory with live course counts. */
export function ProvidersPage() {
  useDocumentTitle(
    'Companies',
    'The technology companies whose certification courses SkillBridge lists, from AWS, Microsoft and Google Cloud to Salesforce, Cisco and CompTIA.',
  );
  const query = useQuery({
    queryKey: catalogKeys.providers,
    queryFn: ({ signal }) => fetchProviders(signal),
  });
  const providers = query.data?.providers;
  const withCourses = providers?.filter((p) => p.courseCount > 0).length;

  return (
    <>
      <PageIntro
        title="Companies"
        description={
          withCourses === undefined
            ? 'Certification courses and training from the technology companies that shape the industry.'
            : `Certification courses and training from ${countOf(withCourses, 'technology company', 'technology companies')}, with more on the way.`
        }
      >
        <Button asChild size="lg" className="mt-8">
          <Link to="/courses">
            Browse All Courses
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PageIntro>

      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="sr-only">Provider directory</h2>
        {query.isError ? (
          <div role="alert" className="flex flex-col items-center py-16 text-center">
            <AlertCircle aria-hidden="true" className="size-10 text-destructive" />
            <p className="mt-3 text-lg font-semibold">Failed to load companies.</p>
            <Button className="mt-4" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy={query.isPending}>
            {providers
              ? providers.map((p) => <ProviderCard key={p.slug} provider={p} />)
              : placeholderKeys(8).map((key) => (
                  <li key={key}>
                    <Skeleton className="h-64 rounded-xl" />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ProviderCard({ provider }: { provider: ProviderInfo }) {
  return (
    <li data-provider={provider.name} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <Monogram name={provider.name} colorClass={provider.color} className="size-12 text-base" />
        <div className="min-w-0">
          <h3 className="truncate text-lg font-semibold">{provider.name}</h3>
          <Badge variant="secondary" className="mt-1">
            {provider.category}
          </Badge>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        <span className="inline-flex items-center gap-1.5" data-course-count={provider.courseCount}>
          <GraduationCap aria-hidden="true" className="size-4 text-primary" />
          {provider.courseCount > 0 ? countOf(provider.courseCount, 'course') : 'No courses yet'}
        </span>
        {provider.jobCount !== undefined && (
          <span className="inline-flex items-center gap-1.5" data-job-count={provider.jobCount}>
            <Briefcase aria-hidden="true" className="size-4 text-primary" />
            {countOf(provider.jobCount, 'job')}
          </span>
        )}
      </div>
      <p className="mt-3 flex-1 text-sm text-muted-foreground">{provider.description}</p>
      <Button asChild variant="outline" className="mt-5 w-full">
        <Link to={`/courses?provider=${encodeURIComponent(provider.name)}`}>
          View Courses
          <span className="sr-only"> from {provider.name}</span>
        </Link>
      </Button>
    </li>
  );
}
