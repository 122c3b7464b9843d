import type { FacetOption } from '@app/core/catalog-api';
import { ALL } from '@app/core/course-search';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

interface FilterSelectProps {
  label: string;
  /** The first option, meaning no filter, e.g. 'All Categories'. */
  allLabel: string;
  value: string;
  options: readonly FacetOption[] | readonly string[];
  onChange: (value: string) => void;
}

/** A filter dropdown (catalogue, university courses): a native select so every device and screen reader knows it. */
export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  const values = options.map((o) => (typeof o === 'string' ? o : o.value));
  // A value from the URL that the catalogue does not offer (say an old link) still shows as chosen.
  const shown =
    value !== ALL && !values.some((v) => v.toLowerCase() === value.toLowerCase())
      ? [value, ...values]
      : values;
  const selected = shown.find((v) => v.toLowerCase() === value.toLowerCase()) ?? ALL;
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={selected}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <option value={ALL}>{allLabel}</option>
        {shown.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
