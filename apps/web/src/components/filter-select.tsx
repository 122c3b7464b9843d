import type { FacetOption } from '@app/core/catalog-api';
import { ALL } from '@app/core/course-search';
import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';

interface NativeSelectProps {
  /** Read by screen readers only; the chosen option is what shows. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  /** Drawn at the start of the box, before the chosen option. */
  icon?: ReactNode;
  className?: string;
  selectClassName?: string;
}

/** The dropdowns' shared box: a native select so every device and screen reader knows it. */
export function NativeSelect({
  label,
  value,
  onChange,
  children,
  icon,
  className,
  selectClassName,
}: NativeSelectProps) {
  const id = useId();
  return (
    <div className={cn('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {icon}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'h-11 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          icon ? 'pl-9' : undefined,
          selectClassName,
        )}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  /** The first option, meaning no filter, e.g. 'All Categories'. */
  allLabel: string;
  value: string;
  options: readonly FacetOption[] | readonly string[];
  onChange: (value: string) => void;
  className?: string;
}

/** A filter dropdown (catalogue, university courses). */
export function FilterSelect({ label, allLabel, value, options, onChange, className }: FilterSelectProps) {
  const values = options.map((o) => (typeof o === 'string' ? o : o.value));
  // A value from the URL that the catalogue does not offer (say an old link) still shows as chosen.
  const shown =
    value !== ALL && !values.some((v) => v.toLowerCase() === value.toLowerCase())
      ? [value, ...values]
      : values;
  const selected = shown.find((v) => v.toLowerCase() === value.toLowerCase()) ?? ALL;
  return (
    <NativeSelect label={label} value={selected} onChange={onChange} className={className}>
      <option value={ALL}>{allLabel}</option>
      {shown.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </NativeSelect>
  );
}

export interface SortOption<S extends string> {
  value: S;
  label: string;
}

interface SortSelectProps<S extends string> {
  /** The order the results are in. */
  value: S;
  options: readonly SortOption<S>[];
  /** Orders that do not apply now, such as Best match without a search. */
  unavailable?: readonly S[];
  onChange: (value: S) => void;
  className?: string;
  selectClassName?: string;
}

/** The 'Sort by' dropdown beside the filters (catalogue, university courses, jobs). */
export function SortSelect<S extends string>({
  value,
  options,
  unavailable = [],
  onChange,
  className,
  selectClassName,
}: SortSelectProps<S>) {
  return (
    <NativeSelect
      label="Sort by"
      value={value}
      onChange={(picked) => {
        const option = options.find((o) => o.value === picked);
        if (option) onChange(option.value);
      }}
      icon={
        <ArrowDownUp
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      }
      className={className}
      selectClassName={selectClassName}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={unavailable.includes(o.value)}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}
