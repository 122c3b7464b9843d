import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@app/core/job-options';
import type { JobApplication } from '@app/core/jobs-api';
import { NativeSelect } from '@/components/filter-select';

/** Where an application stands, moved with a native select (keyboard and screen readers know it). */
export function StatusSelect({
  application,
  onMove,
  className,
}: {
  application: JobApplication;
  onMove: (status: ApplicationStatus) => void;
  className?: string;
}) {
  return (
    <NativeSelect
      label={`Status of ${application.job.title} at ${application.job.company}`}
      value={application.status}
      onChange={(value) => onMove(value as ApplicationStatus)}
      className={className}
      selectClassName="h-9"
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {APPLICATION_STATUS_LABELS[status]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A day as users read it ("Nov 25, 2026"), from an ISO date or date-time. */
export function dayLabel(iso: string): string {
  const date = iso.length === 10 ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
