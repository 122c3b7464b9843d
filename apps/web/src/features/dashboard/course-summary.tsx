import type { DashboardCourse } from '@app/core/learning-api';
import { Link } from 'react-router';
import { CourseImage } from '@/components/course-image';

/** A course's picture, title (to its page) and provider, as the dashboard's cards show them. */
export function CourseSummary({ course }: { course: DashboardCourse }) {
  return (
    <div className="flex min-w-0 gap-3">
      <CourseImage src={course.image ?? undefined} className="size-16 shrink-0 rounded-lg" />
      <div className="min-w-0">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          {course.available ? (
            <Link
              to={`/courses/${encodeURIComponent(course.id)}`}
              className="rounded-sm hover:text-primary hover:underline"
            >
              {course.title}
            </Link>
          ) : (
            course.title
          )}
        </h3>
        <p className="mt-0.5 truncate text-sm text-muted-foreground">{course.provider}</p>
        {!course.available && <p className="text-xs text-muted-foreground">No longer in the catalogue</p>}
      </div>
    </div>
  );
}
