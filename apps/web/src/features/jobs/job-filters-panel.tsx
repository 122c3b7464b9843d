import {
  EXPERIENCE_LEVEL_LABELS,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  REMOTE_TYPE_LABELS,
} from '@app/core/job-options';
import { ANY, type JobFilters } from '@app/core/job-search';
import type { JobListResponse } from '@app/core/jobs-api';
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { JobFiltersChange } from './use-jobs-state';

/** How long typing in Location must pause before the list follows. */
const LOCATION_DEBOUNCE_MS = 300;

interface JobFiltersPanelProps {
  id: string;
  filters: JobFilters;
  options: JobListResponse['options'] | undefined;
  onChange: (change: JobFiltersChange) => void;
}

interface Option {
  value: string;
  label: string;
}

function Select({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A value from the URL that no job has (an old link) still shows as chosen.
  const shown =
    value !== ANY && !options.some((o) => o.value.toLowerCase() === value.toLowerCase())
      ? [{ value, label: value }, ...options]
      : options;
  const selected = shown.find((o) => o.value.toLowerCase() === value.toLowerCase())?.value ?? ANY;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={selected}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full appearance-none truncate rounded-md border border-input bg-background pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <option value={ANY}>{allLabel}</option>
          {shown.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

/**
 * The filter panel (spec): Company, Location (free text), Work Type, Job Type, Experience Level,
 * whose options come from the loaded jobs, and Skills: an add-skill dropdown without the skills
 * already chosen, the chosen ones as removable chips under 'Selected Skills:'.
 */
export function JobFiltersPanel({ id, filters, options, onChange }: JobFiltersPanelProps) {
  const locationId = useId();
  const skillId = useId();
  const [location, setLocation] = useState(filters.location);
  const sent = useRef(filters.location);

  // Clear all (or another outside change) replaces what is typed.
  useEffect(() => {
    if (filters.location !== sent.current) {
      sent.current = filters.location;
      setLocation(filters.location);
    }
  }, [filters.location]);

  useEffect(() => {
    if (location === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = location;
      onChange({ location });
    }, LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [location, onChange]);

  const chosen = new Set(filters.skills.map((s) => s.toLowerCase()));
  const addable = (options?.skills ?? []).filter((s) => !chosen.has(s.toLowerCase()));

  return (
    <section id={id} aria-label="Filters" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Select
          label="Company"
          allLabel="All Companies"
          value={filters.company}
          options={(options?.companies ?? []).map((c) => ({ value: c, label: c }))}
          onChange={(company) => onChange({ company })}
        />
        <div className="space-y-1.5">
          <label htmlFor={locationId} className="text-sm font-medium">
            Location
          </label>
          <Input
            id={locationId}
            type="search"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            placeholder={JOB_MESSAGES.locationPlaceholder}
            autoComplete="off"
          />
        </div>
        <Select
          label="Work Type"
          allLabel="All Work Types"
          value={filters.remoteType}
          options={(options?.remoteTypes ?? []).map((v) => ({ value: v, label: REMOTE_TYPE_LABELS[v] }))}
          onChange={(remoteType) => onChange({ remoteType })}
        />
        <Select
          label="Job Type"
          allLabel="All Job Types"
          value={filters.jobType}
          options={(options?.jobTypes ?? []).map((v) => ({ value: v, label: JOB_TYPE_LABELS[v] }))}
          onChange={(jobType) => onChange({ jobType })}
        />
        <Select
          label="Experience Level"
          allLabel="All Levels"
          value={filters.experienceLevel}
          options={(options?.experienceLevels ?? []).map((v) => ({
            value: v,
            label: EXPERIENCE_LEVEL_LABELS[v],
          }))}
          onChange={(experienceLevel) => onChange({ experienceLevel })}
        />
      </div>

      <div className="mt-4 space-y-3">
        <div className="space-y-1.5 sm:max-w-sm">
          <label htmlFor={skillId} className="text-sm font-medium">
            Skills
          </label>
          <div className="relative">
            <select
              id={skillId}
              value=""
              onChange={(event) => {
                const skill = event.target.value;
                if (skill) onChange({ addSkill: skill });
              }}
              className="h-10 w-full appearance-none truncate rounded-md border border-input bg-background pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <option value="">Add a skill filter...</option>
              {addable.map((skill) => (
                <option key={skill} value={skill}>
                  {skill}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
          </div>
        </div>
        {filters.skills.length > 0 && (
          <div>
            <p className="mb-2 text-sm font-medium" id={`${id}-selected-skills`}>
              {JOB_MESSAGES.selectedSkills}
            </p>
            <ul
              aria-labelledby={`${id}-selected-skills`}
              className="flex flex-wrap gap-2"
              data-selected-skills
            >
              {filters.skills.map((skill) => (
                <li key={skill}>
                  <button
                    type="button"
                    onClick={() => onChange({ removeSkill: skill })}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-sm text-primary-foreground',
                      'outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    )}
                  >
                    {skill}
                    <X aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(remove)</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
