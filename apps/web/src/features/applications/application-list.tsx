import { APPLICATION_NOTE_MAX, APPLICATION_STATUS_LABELS, JOB_MESSAGES } from '@app/core/job-options';
import type { JobApplication } from '@app/core/jobs-api';
import { CalendarClock, ChevronDown, Loader2, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ViewOriginalLink } from '../jobs/view-original-link';
import { dayLabel, StatusSelect } from './status-select';
import type { useApplicationChanges } from './use-application-changes';

type Changes = ReturnType<typeof useApplicationChanges>;

/** The tracker as a list: one row per application, newest first, with its details folded away. */
export function ApplicationList({
  applications,
  changes,
}: {
  applications: JobApplication[];
  changes: Changes;
}) {
  return (
    <ul className="divide-y" data-testid="my-applications">
      {applications.map((application) => (
        <ApplicationRow key={application.id} application={application} changes={changes} />
      ))}
    </ul>
  );
}

function ApplicationRow({ application, changes }: { application: JobApplication; changes: Changes }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { job } = application;
  const removing = changes.remove.isPending && changes.remove.variables?.id === application.id;
  return (
    <li data-application-id={application.id} className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-medium break-words">{job.title}</p>
          <p className="text-sm break-words text-muted-foreground">
            {job.company}
            {job.location ? ` · ${job.location}` : ''} · Applied {dayLabel(application.appliedAt)}
            {application.followUpOn && (
              <span className="ml-1 inline-flex items-center gap-1" data-follow-up>
                · <CalendarClock aria-hidden="true" className="size-3.5" /> Follow up{' '}
                {dayLabel(application.followUpOn)}
              </span>
            )}
          </p>
        </div>
        {!job.isActive && (
          <Badge variant="outline" data-application-closed>
            {JOB_MESSAGES.closed}
          </Badge>
        )}
        <StatusSelect
          application={application}
          className="w-40"
          onMove={(status) => changes.update.mutate({ application, change: { status } })}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          Details
          <span className="sr-only">: {job.title}</span>
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
        </Button>
      </div>
      {open && (
        <div id={detailsId} className="mt-3 grid gap-4 rounded-lg bg-muted/40 p-3 md:grid-cols-2">
          <DetailsForm application={application} changes={changes} />
          <div className="space-y-3">
            <div>
              <h3 className="text-sm font-semibold">History</h3>
              <ol className="mt-1 space-y-0.5 text-sm text-muted-foreground" data-application-history>
                {application.history.map((step) => (
                  <li key={`${step.status}-${step.at}`}>
                    {APPLICATION_STATUS_LABELS[step.status]} · {dayLabel(step.at)}
                  </li>
                ))}
              </ol>
            </div>
            <div className="flex flex-wrap gap-2">
              {job.externalUrl && <ViewOriginalLink url={job.externalUrl} size="sm" />}
              <Button
                variant="outline"
                size="sm"
                disabled={removing}
                onClick={() => changes.remove.mutate(application)}
              >
                {removing ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                Remove
                <span className="sr-only">: {job.title}</span>
              </Button>
            </div>
          </div>
        </div>
      )}
    </li>
  );
}

/** The note and the follow-up day, saved together. */
function DetailsForm({ application, changes }: { application: JobApplication; changes: Changes }) {
  const [note, setNote] = useState(application.note);
  const [followUpOn, setFollowUpOn] = useState(application.followUpOn ?? '');
  const id = useId();
  const saving = changes.update.isPending && changes.update.variables?.application.id === application.id;
  const unchanged = note === application.note && followUpOn === (application.followUpOn ?? '');

  function save(event: FormEvent) {
    event.preventDefault();
    changes.update.mutate({ application, change: { note, followUpOn: followUpOn || null } });
  }

  return (
    <form className="space-y-3" onSubmit={save}>
      <div className="space-y-1">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={APPLICATION_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Who you spoke to, what comes next..."
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-follow-up`}>Follow-up date</Label>
        <Input
          id={`${id}-follow-up`}
          type="date"
          value={followUpOn}
          onChange={(event) => setFollowUpOn(event.target.value)}
          className="w-full sm:w-48"
        />
      </div>
      <Button type="submit" size="sm" disabled={saving || unchanged}>
        {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
        Save
        <span className="sr-only">: {application.job.title}</span>
      </Button>
    </form>
  );
}
