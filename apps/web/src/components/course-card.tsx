import type { Course } from '@app/core/course';
import { findProvider } from '@app/core/providers';
import { Clock, ExternalLink } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CourseImage } from './course-image';
import { Monogram } from './monogram';
import { SaveCourseButton } from './save-course-button';

/** Skills a card shows at most (spec, section 9). */
export const CARD_SKILLS = 3;

interface CourseCardProps {
  course: Course;
  className?: string;
}

/**
 * One course: picture, provider, title and description (two lines each), category, level, exam
 * code and lifecycle when known, price, up to three skills, duration when known, a link to its
 * page and one out to enrol.
 * Memoised: a search re-renders the page on every keystroke, and a card whose course is the same
 * object need not render again.
 */
export const CourseCard = memo(function CourseCard({ course, className }: CourseCardProps) {
  const provider = findProvider(course.provider);
  const detailsPath = `/courses/${encodeURIComponent(String(course.id))}`;
  return (
    <article
      data-course-id={course.id}
      className={cn(
        'relative flex h-[450px] w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <CourseImage src={course.image} className="h-32 shrink-0" />
      <SaveCourseButton course={course} className="absolute top-2 right-2" />
      <div className="flex min-h-0 flex-1 flex-col gap-2.5 p-4">
        <div className="flex shrink-0 items-center gap-2">
          <Monogram name={course.provider} colorClass={provider?.color} className="size-8 rounded-md" />
          <span className="truncate text-sm font-medium text-muted-foreground" data-course-provider>
            {course.provider}
          </span>
        </div>
        <h3 className="line-clamp-2 shrink-0 text-base leading-snug font-semibold" title={course.title}>
          <Link to={detailsPath} className="rounded-sm hover:text-primary hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="line-clamp-2 shrink-0 text-sm text-muted-foreground">{course.description}</p>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <Badge variant="secondary" className="max-w-full truncate">
            {course.category}
          </Badge>
          <Badge variant="outline">{course.level}</Badge>
          {course.examCode && (
            <Badge variant="outline">
              <span className="sr-only">Exam </span>
              {course.examCode}
            </Badge>
          )}
          {course.status === 'retired' && <Badge variant="destructive">Retired</Badge>}
          {course.status === 'retiring' && <Badge variant="secondary">Retiring</Badge>}
        </div>
        {course.skills.length > 0 && (
          // Long skill names wrap; whatever does not fit the card's fixed height is cut off.
          <ul aria-label="Skills" className="flex min-h-6 flex-wrap gap-1.5 overflow-hidden">
            {course.skills.slice(0, CARD_SKILLS).map((skill) => (
              <li
                key={skill}
                className="max-w-full truncate rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground"
              >
                {skill}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex shrink-0 items-end justify-between gap-2 border-t pt-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold" data-price>
              <span className="sr-only">Price: </span>
              {course.price}
            </p>
            {course.duration && (
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Clock aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Duration: </span>
                {course.duration}
              </p>
            )}
          </div>
          <Button asChild size="sm">
            <a href={course.link} target="_blank" rel="noopener noreferrer">
              Enroll Now
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">
                : {course.title} at {course.provider} (opens in a new tab)
              </span>
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
});
