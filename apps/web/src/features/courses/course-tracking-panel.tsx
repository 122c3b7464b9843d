import type { Course } from '@app/core/course';
import {
  formatMinutes,
  formatWeeksLeft,
  PROGRESS_MAX,
  SESSION_MINUTES_MAX,
  weeksLeft,
} from '@app/core/learning';
import type { TrackedCourse } from '@app/core/learning-api';
import { formatDay, timeAgo } from '@app/core/relative-time';
import { Award, Bookmark, CircleCheck, ExternalLink, PlayCircle, Star, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { type TrackingChange, useCourseTracking, useTrackingChange } from '@/lib/learning-api';
import { rememberPendingAction, signInThen } from '@/lib/pending-action';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useEverTrue } from '@/lib/use-ever-true';

// The completion dialog (a Radix dialog and radio group, ~9 KB compressed) loads when first opened,
// not with every course page.
const CompleteCourseDialog = lazy(async () => ({
  default: (await import('./complete-course-dialog')).CompleteCourseDialog,
}));

const toasts: Partial<Record<TrackingChange['kind'], [string, string]>> = {
  progress: ['Progress updated', 'Your dashboard shows the new progress.'],
  session: ['Study session logged', 'The time is added to your learning hours.'],
  deleteSession: ['Study session removed', 'It no longer counts towards your learning hours.'],
  complete: ['Course completed', 'Well done! Its skills are now on your dashboard.'],
  reopen: ['Course reopened', 'It is back in progress.'],
  untrack: ['Course removed', 'It is no longer tracked on your dashboard.'],
};

/** The course page's tracking controls (#track): save, start, progress, study time, completion. */
export function CourseTrackingPanel({ course }: { course: Course }) {
  const { user } = useSession();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // Card links lead here with #track; the router does not scroll to a hash by itself.
  useEffect(() => {
    if (hash === '#track') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <section
      ref={ref}
      id="track"
      aria-labelledby="track-heading"
      className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="track-heading" className="text-lg font-semibold">
        Track your learning
      </h2>
      {user ? (
        <SignedInTracking course={course} />
      ) : course.status === 'retired' ? (
        <RetiredNote course={course} />
      ) : (
        <VisitorTracking course={course} />
      )}
    </section>
  );
}

function RetiredNote({ course }: { course: Course }) {
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      This course is retired, so it can no longer be started or saved.
      {course.replacementCourseId !== undefined && ' Its replacement is named above.'}
    </p>
  );
}

/** Start Learning and Save for a visitor: each signs in first and is done on coming back here. */
function VisitorTracking({ course }: { course: Course }) {
  const location = useLocation();
  const id = String(course.id);
  const start = { kind: 'start-course', id } as const;
  const save = { kind: 'save-course', id } as const;
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">
        Sign in to save this course, log your study time and record your certificate on your dashboard.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={signInThen(location, start)} onClick={() => rememberPendingAction(start)}>
            <PlayCircle aria-hidden="true" />
            Start Learning
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link
            to={signInThen(location, save)}
            onClick={() => rememberPendingAction(save)}
            aria-label={`Save ${course.title}: sign in first`}
          >
            <Bookmark aria-hidden="true" />
            Save
          </Link>
        </Button>
      </div>
    </>
  );
}

function SignedInTracking({ course }: { course: Course }) {
  const id = String(course.id);
  const query = useCourseTracking(id, true);
  const [completing, setCompleting] = useState(false);
  const dialogWanted = useEverTrue(completing);
  const change = useTrackingChange(id, (done) => {
    if (done.kind === 'complete') setCompleting(false);
    const message = done.kind === 'track' ? trackToast(done.status) : toasts[done.kind];
    if (message) toast.success(message[0], message[1]);
  });

  if (query.isPending) return <Spinner className="mt-4" label="Loading your tracking" />;
  if (query.isError) {
    return (
      <div className="mt-3 text-sm">
        <p className="text-destructive">{query.error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const tracking = query.data.tracking;
  // A retired course is not started or saved anew; one tracked already keeps its tracking.
  if (!tracking && course.status === 'retired') return <RetiredNote course={course} />;
  const busy = change.isPending;
  return (
    <div className="mt-3 grid gap-4">
      {!tracking ? (
        <>
          <p className="text-sm text-muted-foreground">
            Save it for later or start now; your dashboard keeps your progress, hours and certificate.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => change.mutate({ kind: 'track', status: 'in_progress' })}>
              <PlayCircle aria-hidden="true" />
              Start Learning
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => change.mutate({ kind: 'track', status: 'enrolled' })}
            >
              <Bookmark aria-hidden="true" />
              Save
            </Button>
          </div>
        </>
      ) : tracking.status === 'completed' ? (
        <CompletedSummary
          tracking={tracking}
          busy={busy}
          onEdit={() => setCompleting(true)}
          onChange={change.mutate}
        />
      ) : (
        <InProgressControls
          tracking={tracking}
          busy={busy}
          onComplete={() => setCompleting(true)}
          onChange={change.mutate}
        />
      )}
      {tracking && <SessionsList tracking={tracking} busy={busy} onChange={change.mutate} />}
      {tracking && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          disabled={busy}
          onClick={() => {
            if (
              window.confirm(
                'Stop tracking this course? Its progress, study sessions and certificate are removed.',
              )
            ) {
              change.mutate({ kind: 'untrack' });
            }
          }}
        >
          <Trash2 aria-hidden="true" />
          Remove from my learning
        </Button>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <CompleteCourseDialog
            open={completing}
            onOpenChange={setCompleting}
            courseTitle={course.title}
            current={tracking}
            pending={busy}
            onSubmit={(completion) => change.mutate({ kind: 'complete', completion })}
          />
        </Suspense>
      )}
    </div>
  );
}

function trackToast(status: 'enrolled' | 'in_progress'): [string, string] {
  return status === 'enrolled'
    ? ['Course saved', 'Find it under Saved on your dashboard.']
    : ['Course started', 'Log your study time here as you go.'];
}

interface ControlsProps {
  tracking: TrackedCourse;
  busy: boolean;
  onChange: (change: TrackingChange) => void;
}

function InProgressControls({
  tracking,
  busy,
  onChange,
  onComplete,
}: ControlsProps & { onComplete: () => void }) {
  const [progress, setProgress] = useState(String(tracking.progress));
  const [minutes, setMinutes] = useState('');
  const [progressError, setProgressError] = useState<string | null>(null);
  const [minutesError, setMinutesError] = useState<string | null>(null);

  function submitProgress(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(progress);
    if (progress.trim() === '' || !Number.isInteger(value) || value < 0 || value > PROGRESS_MAX) {
      setProgressError('Enter a whole number from 0 to 100.');
      return;
    }
    setProgressError(null);
    onChange({ kind: 'progress', progress: value });
  }

  function submitSession(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(minutes);
    if (minutes.trim() === '' || !Number.isInteger(value) || value < 1 || value > SESSION_MINUTES_MAX) {
      setMinutesError(`Enter the minutes you studied, from 1 to ${SESSION_MINUTES_MAX}.`);
      return;
    }
    setMinutesError(null);
    onChange({ kind: 'session', minutes: value });
    setMinutes('');
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={tracking.status === 'in_progress' ? 'default' : 'secondary'}>
          {tracking.status === 'in_progress' ? 'In Progress' : 'Saved'}
        </Badge>
        {tracking.status === 'enrolled' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onChange({ kind: 'track', status: 'in_progress' })}
          >
            Mark In Progress
          </Button>
        )}
      </div>
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span id="tracking-progress-label">Progress</span>
          <span className="font-medium">{tracking.progress}%</span>
        </div>
        <Progress
          value={tracking.progress}
          aria-labelledby="tracking-progress-label"
          className="mt-1.5 h-2"
        />
        <p className="mt-1.5 text-xs text-muted-foreground">
          Time left: {formatWeeksLeft(weeksLeft(tracking.progress))} · {formatMinutes(tracking.minutesLogged)}{' '}
          logged
        </p>
      </div>
      <form onSubmit={submitProgress} className="flex items-end gap-2" noValidate>
        <FormField
          label="Progress (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={progress}
          error={progressError}
          onChange={(event) => setProgress(event.target.value)}
          fieldClassName="flex-1"
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Update
        </Button>
      </form>
      <form onSubmit={submitSession} className="flex items-end gap-2" noValidate>
        <FormField
          label="Minutes studied"
          type="number"
          inputMode="numeric"
          min={1}
          max={SESSION_MINUTES_MAX}
          step={1}
          placeholder="e.g. 45"
          value={minutes}
          error={minutesError}
          onChange={(event) => setMinutes(event.target.value)}
          fieldClassName="flex-1"
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Log Session
        </Button>
      </form>
      <Button disabled={busy} onClick={onComplete}>
        <CircleCheck aria-hidden="true" />
        Mark as Completed
      </Button>
    </>
  );
}

function CompletedSummary({ tracking, busy, onChange, onEdit }: ControlsProps & { onEdit: () => void }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge>Completed</Badge>
        {tracking.completedAt && (
          <span className="text-sm text-muted-foreground">
            on {formatDay(new Date(tracking.completedAt))}
          </span>
        )}
      </div>
      <p className="text-sm">
        {tracking.rating ? (
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
            Your rating: {tracking.rating} out of 5
          </span>
        ) : (
          'Not rated'
        )}
      </p>
      {tracking.certificate ? (
        <a
          href={tracking.certificate.credentialUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <Award aria-hidden="true" className="size-4" />
          View Certificate
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">No certificate added.</p>
      )}
      <p className="text-xs text-muted-foreground">{formatMinutes(tracking.minutesLogged)} logged in all.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={onEdit}>
          Edit completion
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onChange({ kind: 'reopen' })}>
          Reopen course
        </Button>
        <Button asChild variant="link" size="sm">
          <Link to="/dashboard?tab=completed">See it on your dashboard</Link>
        </Button>
      </div>
    </>
  );
}

function SessionsList({ tracking, busy, onChange }: ControlsProps) {
  if (tracking.recentSessions.length === 0) return null;
  const now = new Date();
  return (
    <div>
      <h3 className="text-sm font-medium">Recent study sessions</h3>
      <ul className="mt-2 divide-y rounded-md border text-sm">
        {tracking.recentSessions.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
            <span>
              {formatMinutes(s.minutes)}{' '}
              <span className="text-muted-foreground">· {timeAgo(new Date(s.studiedAt), now)}</span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              disabled={busy}
              aria-label={`Remove the ${formatMinutes(s.minutes)} session`}
              onClick={() => onChange({ kind: 'deleteSession', sessionId: s.id })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
