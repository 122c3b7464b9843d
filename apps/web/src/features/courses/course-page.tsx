import type { CourseDetailResponse } from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import { formatLifecycleDate, lifecycleNotice } from '@app/core/course-lifecycle';
import { countOf } from '@app/core/format-count';
import { findProvider } from '@app/core/providers';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CalendarClock, Clock, ExternalLink, History } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CourseCard } from '@/components/course-card';
import { CourseImage } from '@/components/course-image';
import { Monogram } from '@/components/monogram';
import { PageLoader } from '@/components/page-loader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { catalogKeys, fetchCourse } from '@/lib/catalog-api';
import { prerenderedAnswer } from '@/lib/prerendered-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CourseTrackingPanel } from './course-tracking-panel';

/** /courses/{id}: everything about one course, its provider, related courses and the way to enrol. */
export function CoursePage() {
  const id = useParams().id ?? '';
  const query = useQuery({
    queryKey: catalogKeys.course(id),
    queryFn: ({ signal }) => fetchCourse(id, signal),
    // The server sent this course's page rendered with its data: the first render matches it.
    initialData: () => prerenderedAnswer<CourseDetailResponse>(catalogKeys.course(id)),
    // An unknown id will not appear by asking again.
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 404 || error.status === 400)) && count < 1,
  });
  useDocumentTitle(
    query.data?.course.title ?? (query.isError ? 'Course not found' : 'Course Details'),
    query.data?.course.description,
  );

  if (query.isPending) return <PageLoader label="Loading course" />;
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{missing ? 'Course not found' : 'Failed to load course'}</h1>
        <p className="mt-3 text-muted-foreground">
          {missing
            ? 'This course is not in the catalogue. It may have been removed or its link may be wrong.'
            : query.error.message}
        </p>
        <div className="mt-8 flex gap-3">
          {!missing && <Button onClick={() => void query.refetch()}>Try again</Button>}
          <Button asChild variant={missing ? 'default' : 'outline'}>
            <Link to="/courses">Browse All Courses</Link>
          </Button>
        </div>
      </div>
    );
  }

  const { course, provider, related, replacement } = query.data;
  const directory = findProvider(course.provider);
  const retired = course.status === 'retired';
  const confirmedOn = formatLifecycleDate(course.factsConfirmedOn);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <Link
        to="/courses"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All courses
      </Link>

      <article className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <div className="flex items-center gap-3">
            <Monogram name={course.provider} colorClass={directory?.color} />
            <Link
              to={`/courses?provider=${encodeURIComponent(course.provider)}`}
              className="rounded-sm font-medium text-muted-foreground hover:text-primary hover:underline"
            >
              {course.provider}
            </Link>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
          <LifecycleBanner course={course} replacement={replacement} />
          <div className="mt-4 flex flex-wrap gap-2">
            <Badge variant="secondary">{course.category}</Badge>
            <Badge variant="outline">{course.level}</Badge>
            <Badge variant="outline">
              <span className="sr-only">Price: </span>
              {course.price}
            </Badge>
            {course.duration && (
              <Badge variant="outline">
                <Clock aria-hidden="true" />
                <span className="sr-only">Duration: </span>
                {course.duration}
              </Badge>
            )}
            {course.examCode && (
              <Badge variant="outline" data-testid="exam-code">
                Exam {course.examCode}
              </Badge>
            )}
          </div>
          {confirmedOn && (
            <p className="mt-3 text-sm text-muted-foreground">
              Details confirmed with {course.provider} on {confirmedOn}.
            </p>
          )}
          <CourseImage src={course.image} className="mt-6 aspect-[16/9] rounded-xl" />
          <h2 className="mt-8 text-xl font-semibold">About this course</h2>
          <p className="mt-2 text-pretty leading-relaxed">{course.description}</p>
          {course.skills.length > 0 && (
            <>
              <h2 className="mt-8 text-xl font-semibold">Skills you will practise</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {course.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground">
                    {skill}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <aside className="flex flex-col gap-4">
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            {retired ? (
              <>
                <p className="text-sm text-muted-foreground">
                  {course.provider} no longer offers this course.
                </p>
                {replacement && (
                  <Button asChild size="lg" className="mt-4 w-full">
                    <Link to={`/courses/${encodeURIComponent(String(replacement.id))}`}>
                      See its replacement
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                )}
                <Button asChild variant="outline" className="mt-3 w-full">
                  <a href={course.link} target="_blank" rel="noopener noreferrer">
                    {course.provider}'s page
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              </>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  Enrolment happens on {course.provider}'s own site.
                </p>
                <Button asChild size="lg" className="mt-4 w-full">
                  <a href={course.link} target="_blank" rel="noopener noreferrer">
                    Enroll Now
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              </>
            )}
          </div>
          <CourseTrackingPanel course={course} />
          {provider && (
            <div className="rounded-xl border bg-card p-5 shadow-sm">
              <h2 className="flex items-center gap-3 text-lg font-semibold">
                <Monogram name={provider.name} colorClass={provider.color} className="size-8 rounded-md" />
                {provider.name}
              </h2>
              <p className="mt-3 text-sm text-muted-foreground">{provider.description}</p>
              <p className="mt-3 text-sm">{countOf(provider.courseCount, 'course')} in the catalogue</p>
              <Button asChild variant="outline" className="mt-4 w-full">
                <Link to={`/courses?provider=${encodeURIComponent(provider.name)}`}>View Courses</Link>
              </Button>
            </div>
          )}
        </aside>
      </article>

      {related.length > 0 && (
        <section className="render-when-near mt-14" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-semibold">
            Related courses
          </h2>
          <div className="mt-6 flex flex-wrap justify-center gap-6 lg:justify-start">
            {related.map((c) => (
              <div key={c.id} className="w-full max-w-[320px]">
                <CourseCard course={c} />
              </div>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * A retired course's banner (when it retired, and the course that replaced it, linked) or a
 * retiring course's notice (until when it is offered); nothing for an active course.
 */
function LifecycleBanner({ course, replacement }: { course: Course; replacement: Course | null }) {
  const notice = lifecycleNotice(course);
  if (!notice) return null;
  const Icon = notice.kind === 'retired' ? History : CalendarClock;
  return (
    <div
      role="note"
      data-testid="lifecycle-banner"
      className={
        notice.kind === 'retired'
          ? 'mt-4 flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3'
          : 'mt-4 flex gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm">
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-1">{notice.text}</p>
        {replacement && (
          <p className="mt-1">
            {notice.kind === 'retired' ? 'Replaced by ' : 'To be replaced by '}
            <Link
              to={`/courses/${encodeURIComponent(String(replacement.id))}`}
              className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
            >
              {replacement.title}
            </Link>
            .
          </p>
        )}
      </div>
    </div>
  );
}
