import { formatCount } from '@app/core/format-count';
import { universityCoursePageHead } from '@app/core/public-pages';
import { UNIVERSITY_TEXTS } from '@app/core/university-options';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, ExternalLink, GraduationCap, MapPin, Star, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CourseImage } from '@/components/course-image';
import { PageLoader } from '@/components/page-loader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { fetchUniversityCourse, universityKeys } from './university-api';

/**
 * /university-courses/{id}: one university course on a page of its own (the address the sitemap
 * lists), with everything its card shows and its full description; the course itself is taught
 * on the provider's site.
 */
export function UniversityCoursePage() {
  const id = useParams().id ?? '';
  const query = useQuery({
    queryKey: universityKeys.course(id),
    queryFn: ({ signal }) => fetchUniversityCourse(id, signal),
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 404 || error.status === 400)) && count < 1,
  });
  const course = query.data;
  const head = course && universityCoursePageHead(course);
  const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(head ? head.title : missing ? 'Course not found' : 'Course Details', head?.description);

  if (query.isError) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{missing ? 'Course not found' : 'Failed to load course'}</h1>
        <p className="mt-3 text-muted-foreground">
          {missing
            ? 'This university course is not listed. It may have been removed or its link may be wrong.'
            : query.error.message}
        </p>
        <div className="mt-8 flex gap-3">
          {!missing && <Button onClick={() => void query.refetch()}>Try again</Button>}
          <Button asChild variant={missing ? 'default' : 'outline'}>
            <Link to="/university-courses">Browse University Courses</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!course) return <PageLoader label="Loading course" />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6" data-university-course-page={course.id}>
      <Link
        to="/university-courses"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All university courses
      </Link>
      <article className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <GraduationCap aria-hidden="true" className="size-4" />
              {course.university}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {course.country}
            </span>
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Badge variant="secondary">{course.category}</Badge>
            {course.level && <Badge variant="outline">{course.level}</Badge>}
            {course.duration && (
              <Badge variant="outline">
                <Clock aria-hidden="true" />
                {course.duration}
              </Badge>
            )}
            {course.rating !== null && (
              <Badge variant="outline">
                <Star aria-hidden="true" className="fill-amber-400 text-amber-500" />
                <span className="sr-only">Rating: </span>
                {course.rating.toFixed(1)}
              </Badge>
            )}
            {course.students !== null && (
              <Badge variant="outline">
                <Users aria-hidden="true" />
                {formatCount(course.students)} students
              </Badge>
            )}
          </div>
          <CourseImage src={course.image ?? undefined} className="mt-6 aspect-[16/9] rounded-xl" />
          {course.description && (
            <>
              <h2 className="mt-8 text-xl font-semibold">About this course</h2>
              <p className="mt-2 text-pretty whitespace-pre-line leading-relaxed">{course.description}</p>
            </>
          )}
          {course.subjects.length > 0 && (
            <>
              <h2 className="mt-8 text-xl font-semibold">Subjects</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {course.subjects.map((subject) => (
                  <li
                    key={subject}
                    className="rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground"
                  >
                    {subject}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside>
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <p className="text-sm text-muted-foreground">The course is taught on {course.provider}'s site.</p>
            <Button asChild size="lg" className="mt-4 w-full">
              <a href={course.url} target="_blank" rel="noopener noreferrer">
                {UNIVERSITY_TEXTS.viewCourse}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </aside>
      </article>
    </div>
  );
}
