import type { CourseFacets } from '@app/core/catalog-api';
import { LEVELS, PRICE_FILTERS } from '@app/core/course-options';
import { ALL, type CourseFilters, type CourseSort } from '@app/core/course-search';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { FilterSelect, SortSelect } from '@/components/filter-select';
import { FiltersDisclosure } from '@/components/filters-disclosure';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { COURSE_SORT_OPTIONS } from '@/lib/result-sort';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { cn } from '@/lib/utils';
import type { CatalogueChange } from './use-catalogue-state';

interface CourseFiltersBarProps {
  search: string;
  filters: CourseFilters;
  facets: CourseFacets | undefined;
  /** The order the results are in. */
  sort: CourseSort;
  active: boolean;
  onChange: (change: CatalogueChange) => void;
  onSortChange: (sort: CourseSort) => void;
  onClear: () => void;
}

/** The search box, the four dropdowns, the order and 'Clear filters'. */
export function CourseFiltersBar({
  search,
  filters,
  facets,
  sort,
  active,
  onChange,
  onSortChange,
  onClear,
}: CourseFiltersBarProps) {
  const onSearch = useCallback((text: string) => onChange({ search: text }), [onChange]);
  // Results follow every keystroke (target: under 100 ms from key to results, `npm run
  // bench:keystroke`): the server searches an in-memory index, and a newer search cancels the
  // request still in flight.
  const { text, setText, submit, reset } = useDebouncedSearch(search, onSearch, 0);

  // On a phone the search, then a 'Filters' button that shows the dropdowns, which would otherwise
  // fill the first screen. Two columns on a tablet; on a laptop four: the search, the order and
  // 'Clear filters' above the four dropdowns, so none is squeezed and both rows end at the same
  // edge; everything in one row on a wide screen. The last column ('Clear filters') is there only
  // while the button is.
  return (
    <search
      className={cn(
        'grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-2',
        'lg:grid-cols-4',
        active
          ? '2xl:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_minmax(9.5rem,1fr)_auto]'
          : '2xl:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_minmax(9.5rem,1fr)]',
      )}
    >
      <SearchField
        label="Search courses"
        placeholder="Search courses, skills, or specific topics..."
        value={text}
        onValueChange={setText}
        onSubmit={submit}
        className={cn('md:col-span-2 2xl:col-span-1', active ? 'lg:col-span-2' : 'lg:col-span-3')}
      />
      <FiltersDisclosure activeCount={activeFilterCount(filters)}>
        <FilterSelect
          label="Category"
          allLabel="All Categories"
          value={filters.category}
          options={facets?.categories ?? []}
          onChange={(category) => onChange({ category })}
          className="lg:col-start-1 2xl:col-start-auto"
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
        <SortSelect
          value={sort}
          options={COURSE_SORT_OPTIONS}
          // Without a search there is nothing to match: the order is by title.
          unavailable={search.trim() === '' ? ['relevance'] : []}
          onChange={onSortChange}
          className={cn(
            'lg:row-start-1 2xl:col-start-auto 2xl:row-start-auto',
            active ? 'lg:col-start-3' : 'lg:col-start-4',
          )}
        />
        {active && (
          <Button
            variant="outline"
            className="h-11 lg:col-start-4 lg:row-start-1 2xl:col-start-auto 2xl:row-start-auto"
            onClick={() => {
              reset();
              onClear();
            }}
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        )}
      </FiltersDisclosure>
    </search>
  );
}

/** Dropdowns set to something other than 'All …'. */
function activeFilterCount(filters: CourseFilters): number {
  return Object.values(filters).filter((value) => value.toLowerCase() !== ALL).length;
}
