import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { CourseCard } from '@/components/course-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogKeys, fetchFeaturedCourses } from '@/lib/catalog-api';
import { placeholderKeys } from '@/lib/placeholder-keys';

/** Six featured courses (rule in @app/core/featured-courses, applied by the server). */
export function FeaturedCourses() {
  const query = useQuery({
    queryKey: catalogKeys.featured,
    queryFn: ({ signal }) => fetchFeaturedCourses(signal),
  });
  // A query's answer re-renders its component synchronously (one long task on a phone for six
  // course cards); deferred, React renders the cards in slices with the skeletons still up.
  const data = useDeferredValue(query.data);
  const loading = !data && !query.isError;
  return (
    <section aria-labelledby="featured-heading" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
              {loading ? 'Loading Featured Courses...' : 'Featured Courses'}
            </h2>
            <p className="mt-2 text-muted-foreground">
              Certifications and courses from Google Cloud, AWS, Microsoft and more.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/courses">
              View All Courses
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {query.isError ? (
          <p role="alert" className="mt-8 text-center text-muted-foreground">
            Failed to load courses.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div
            className="mt-8 grid justify-items-center gap-6 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="featured-courses"
            aria-busy={loading}
          >
            {data
              ? data.courses.map((course) => (
                  <div key={course.id} className="w-full max-w-[360px]">
                    <CourseCard course={course} />
                  </div>
                ))
              : placeholderKeys(6).map((key) => (
                  <Skeleton key={key} className="h-[450px] w-full max-w-[360px] rounded-xl" />
                ))}
          </div>
        )}
      </div>
    </section>
  );
}
