import type { Course } from '@app/core/course';
import type { EnrollmentStatus } from '@app/core/learning';
import { Bookmark, BookmarkCheck, CircleCheck, PlayCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTrackedCourses, useTrackingChange } from '@/lib/learning-api';
import { rememberPendingAction, signInThen } from '@/lib/pending-action';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

const pill =
  'inline-flex h-8 items-center gap-1.5 rounded-full border bg-background/95 px-3 text-xs font-medium shadow-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

const trackedLabel: Record<EnrollmentStatus, { text: string; icon: typeof Bookmark }> = {
  enrolled: { text: 'Saved', icon: BookmarkCheck },
  in_progress: { text: 'In Progress', icon: PlayCircle },
  completed: { text: 'Completed', icon: CircleCheck },
};

/**
 * The course card's light tracking control: 'Save' adds the course to the dashboard; once tracked
 * it shows the status and leads to the course page, where the full controls are. Visitors are
 * asked to sign in first.
 */
export function SaveCourseButton({ course, className }: { course: Course; className?: string }) {
  const { user } = useSession();
  if (!user) return <SignInToSave course={course} className={className} />;
  return <TrackingPill course={course} className={className} />;
}

/** A visitor's 'Save': sign in first, then back to this page, where the course is then saved. */
function SignInToSave({ course, className }: { course: Course; className?: string }) {
  // Only here: a card reading the location would render again on every keystroke of a search.
  const location = useLocation();
  const action = { kind: 'save-course', id: String(course.id) } as const;
  return (
    <Link
      to={signInThen(location, action)}
      onClick={() => rememberPendingAction(action)}
      className={cn(pill, className)}
      aria-label={`Save ${course.title}: sign in first`}
    >
      <Bookmark aria-hidden="true" className="size-3.5" />
      Save
    </Link>
  );
}

function TrackingPill({ course, className }: { course: Course; className?: string }) {
  const id = String(course.id);
  const tracked = useTrackedCourses().get(id);
  const save = useTrackingChange(id, () =>
    toast.success('Course saved', 'Find it under Saved on your dashboard.'),
  );
  if (tracked) {
    const { text, icon: Icon } = trackedLabel[tracked.status];
    return (
      <Link
        to={`/courses/${encodeURIComponent(id)}#track`}
        className={cn(pill, 'border-primary/40 text-primary', className)}
        aria-label={`${text}: ${course.title}. Open its tracking`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {text}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={cn(pill, className)}
      disabled={save.isPending}
      aria-label={`Save ${course.title}`}
      onClick={() => save.mutate({ kind: 'track', status: 'enrolled' })}
    >
      <Bookmark aria-hidden="true" className="size-3.5" />
      Save
    </button>
  );
}
