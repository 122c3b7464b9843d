import type { CourseFacets } from '@app/core/catalog-api';
import { LEVELS, PRICE_FILTERS } from '@app/core/course-options';
import type { CourseFilters } from '@app/core/course-search';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
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
  const onSearch = useCallback((text: string) => onChange({ search: text }), [onChange]);
  // Results follow every keystroke (target: under 100 ms from key to results, `npm run
  // bench:keystroke`): the server searches an in-memory index, and a newer search cancels the
  // request still in flight.
  const { text, setText, submit, reset } = useDebouncedSearch(search, onSearch, 0);

  return (
    <search className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto]">
      <SearchField
        label="Search courses"
        placeholder="Search courses, skills, or specific topics..."
        value={text}
        onValueChange={setText}
        onSubmit={submit}
        className="md:col-span-2 lg:col-span-1"
      />
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
