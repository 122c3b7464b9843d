import type { CourseFacets } from '@app/core/catalog-api';
import { LEVELS, PRICE_FILTERS } from '@app/core/course-options';
import type { CourseFilters } from '@app/core/course-search';
import { Search, X } from 'lucide-react';
import { useCallback, useId } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import type { CatalogueChange } from './use-catalogue-state';

interface CourseFiltersBarProps {
  search: string;
  filters: CourseFilters;
  facets: CourseFacets | undefined;
  active: boolean;
  onChange: (change: CatalogueChange) => void;
  onClear: () => void;
}

/** The search box, the four dropdowns and 'Clear filters'. */
export function CourseFiltersBar({
  search,
  filters,
  facets,
  active,
  onChange,
  onClear,
}: CourseFiltersBarProps) {
  const searchId = useId();
  const onSearch = useCallback((text: string) => onChange({ search: text }), [onChange]);
  const { text, setText, submit, reset } = useDebouncedSearch(search, onSearch);

  return (
    <search className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto]">
      <div className="relative md:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="sr-only">
          Search courses
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
          placeholder="Search courses, skills, or specific topics..."
          autoComplete="off"
          className="h-11 w-full rounded-md border border-input bg-background pr-3 pl-10 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
      </div>
      <FilterSelect
        label="Category"
        allLabel="All Categories"
        value={filters.category}
        options={facets?.categories ?? []}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label="Provider"
        allLabel="All Providers"
        value={filters.provider}
        options={facets?.providers ?? []}
        onChange={(provider) => onChange({ provider })}
      />
      <FilterSelect
        label="Level"
        allLabel="All Levels"
        value={filters.level}
        options={LEVELS}
        onChange={(level) => onChange({ level })}
      />
      <FilterSelect
        label="Price"
        allLabel="All Prices"
        value={filters.price}
        options={PRICE_FILTERS}
        onChange={(price) => onChange({ price })}
      />
      {active && (
        <Button
          variant="outline"
          className="h-11"
          onClick={() => {
            reset();
            onClear();
          }}
        >
          <X aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </search>
  );
}
