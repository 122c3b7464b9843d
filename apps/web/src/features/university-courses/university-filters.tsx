import type { UniversityFacets } from '@app/core/university-api';
import { UNIVERSITY_TEXTS } from '@app/core/university-options';
import type { UniversityFilters } from '@app/core/university-search';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import type { UniversityChange } from './use-university-state';

interface UniversityFiltersBarProps {
  search: string;
  filters: UniversityFilters;
  facets: UniversityFacets | undefined;
  onChange: (change: UniversityChange) => void;
  /** Goes up on every 'Clear filters', which also empties text still being typed. */
  clearCount: number;
}

/** The search box and the country, category and level selects. */
export function UniversityFiltersBar({
  search,
  filters,
  facets,
  onChange,
  clearCount,
}: UniversityFiltersBarProps) {
  const searchId = useId();
  const onSearch = useCallback((text: string) => onChange({ search: text }), [onChange]);
  const { text, setText, submit, reset } = useDebouncedSearch(search, onSearch);
  // Each 'Clear filters' empties the box, text still being typed included.
  useEffect(() => {
    if (clearCount > 0) reset();
  }, [clearCount, reset]);

  return (
    <search className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-3 lg:grid-cols-[minmax(16rem,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="relative md:col-span-3 lg:col-span-1">
        <label htmlFor={searchId} className="sr-only">
          Search university courses
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once instead of waiting for the pause.
            if (event.key === 'Enter') submit(text);
          }}
          placeholder="Search courses, universities, or subjects..."
          autoComplete="off"
          className="h-11 w-full rounded-md border border-input bg-background pr-3 pl-10 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
      </div>
      <FilterSelect
        label="Country"
        allLabel="All Countries"
        value={filters.country}
        options={facets?.countries ?? []}
        onChange={(country) => onChange({ country })}
      />
      <FilterSelect
        label="Category"
        allLabel="All Categories"
        value={filters.category}
        options={facets?.categories ?? []}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label="Level"
        allLabel="All Levels"
        value={filters.level}
        options={facets?.levels ?? []}
        onChange={(level) => onChange({ level })}
      />
    </search>
  );
}

/** The 'Clear filters' action beside the result count. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClear}>
      <X aria-hidden="true" />
      {UNIVERSITY_TEXTS.clearFilters}
    </Button>
  );
}
