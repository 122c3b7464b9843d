import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

interface SearchFieldProps {
  /** Read by screen readers only; the placeholder carries the visible hint. */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
  /** Enter searches at once instead of waiting for the typing pause. */
  onSubmit: (text: string) => void;
  className?: string;
}

/** The large search box with its icon, shared by the catalogue and university filter bars. */
export function SearchField({
  label,
  placeholder,
  value,
  onValueChange,
  onSubmit,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSubmit(value);
        }}
        placeholder={placeholder}
        autoComplete="off"
        className="h-11 w-full rounded-md border border-input bg-background pr-3 pl-10 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
      />
    </div>
  );
}
