import { formatCount } from '@app/core/format-count';
import { universityCoursePagePath } from '@app/core/public-pages';
import type { UniversityCourse } from '@app/core/university-course';
import { visibleSubjects } from '@app/core/university-layout';
import { CARD_SUBJECTS, UNIVERSITY_TEXTS } from '@app/core/university-options';
import { Clock, ExternalLink, GraduationCap, MapPin, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CourseImage } from '@/components/course-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface UniversityCourseCardProps {
  course: UniversityCourse;
  /** The card's height: the grid's row height minus the gap. */
  height: number;
  className?: string;
}

/**
 * One university course (spec section 2): picture with the level badge, category, rating, title,
 * university, country, description, duration, learners, the first two subjects plus '+N', the
 * provider and 'View Course' (a new tab). Anything the course does not state is left out.
 */
export function UniversityCourseCard({ course, height, className }: UniversityCourseCardProps) {
  const subjects = visibleSubjects(course.subjects, CARD_SUBJECTS);
  const hasMeta = course.duration !== null || course.students !== null;
  return (
    <article
      data-university-course-id={course.id}
      style={{ height }}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative h-24 shrink-0">
        <CourseImage src={course.image ?? undefined} className="h-full" />
        {course.level && (
          <Badge className="absolute top-2 left-2 shadow-sm" data-course-level>
            <span className="sr-only">Level: </span>
            {course.level}
          </Badge>
        )}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-1 p-4">
        <div className="flex shrink-0 items-center justify-between gap-2">
          <Badge variant="secondary" className="max-w-[70%] truncate" data-course-category>
            {course.category}
          </Badge>
          {course.rating !== null && (
            <span className="inline-flex items-center gap-1 text-xs font-medium" data-course-rating>
              <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
              <span className="sr-only">Rating: </span>
              {course.rating.toFixed(1)}
            </span>
          )}
        </div>
        <h3 className="line-clamp-2 shrink-0 text-base leading-snug font-semibold" title={course.title}>
          <Link
            to={universityCoursePagePath(course.id)}
            className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {course.title}
          </Link>
        </h3>
        {/* The university has a line of its own (two when long), so its name is read in full. */}
        <div className="flex shrink-0 flex-col gap-0.5 text-sm text-muted-foreground">
          <p className="flex items-start gap-1.5">
            <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span
              className="line-clamp-2 min-w-0 break-words"
              data-course-university
              title={course.university}
            >
              {course.university}
            </span>
          </p>
          <p className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 truncate" data-course-country title={course.country}>
              <span className="sr-only">, </span>
              {course.country}
            </span>
          </p>
        </div>
        {course.description && (
          <p className="line-clamp-2 min-h-0 text-sm text-muted-foreground">{course.description}</p>
        )}
        {hasMeta && (
          <p className="flex shrink-0 flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
            {course.duration !== null && (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Duration: </span>
                {course.duration}
              </span>
            )}
            {course.students !== null && (
              <span className="inline-flex items-center gap-1" data-course-students>
                <Users aria-hidden="true" className="size-3.5" />
                {formatCount(course.students)} students
              </span>
            )}
          </p>
        )}
        {subjects.shown.length > 0 && (
          <ul aria-label="Subjects" className="flex min-h-6 shrink-0 flex-wrap gap-1.5 overflow-hidden">
            {subjects.shown.map((subject) => (
              <li
                key={subject}
                className="max-w-full truncate rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground"
              >
                {subject}
              </li>
            ))}
            {subjects.more > 0 && (
              <li className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
                <span aria-hidden="true">+{subjects.more}</span>
                <span className="sr-only">and {subjects.more} more</span>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex shrink-0 items-center justify-between gap-2 border-t pt-3">
          <span className="truncate text-xs font-medium text-muted-foreground" data-course-provider>
            {course.provider}
          </span>
          <Button asChild size="sm">
            <a href={course.url} target="_blank" rel="noopener noreferrer">
              {UNIVERSITY_TEXTS.viewCourse}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">
                : {course.title}, {course.university} (opens in a new tab)
              </span>
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
