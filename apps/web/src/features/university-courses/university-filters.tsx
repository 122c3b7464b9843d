import type { CourseSort } from '@app/core/catalog-api';
import type { UniversityFacets } from '@app/core/university-api';
import { UNIVERSITY_TEXTS } from '@app/core/university-options';
import type { UniversityFilters } from '@app/core/university-search';
import { ALL } from '@app/core/university-search';
import { X } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { FilterSelect, SortSelect } from '@/components/filter-select';
import { FiltersDisclosure } from '@/components/filters-disclosure';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { COURSE_SORT_OPTIONS } from '@/lib/result-sort';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import type { UniversityChange } from './use-university-state';

interface UniversityFiltersBarProps {
  search: string;
  filters: UniversityFilters;
  facets: UniversityFacets | undefined;
  /** The order the results are in. */
  sort: CourseSort;
  onChange: (change: UniversityChange) => void;
  onSortChange: (sort: CourseSort) => void;
  /** Goes up on every 'Clear filters', which also empties text still being typed. */
  clearCount: number;
}

/** The search box, the country, category and level selects, and the order. */
export function UniversityFiltersBar({
  search,
  filters,
  facets,
  sort,
  onChange,
  onSortChange,
  clearCount,
}: UniversityFiltersBarProps) {
  const onSearch = useCallback((text: string) => onChange({ search: text }), [onChange]);
  const { text, setText, submit, reset } = useDebouncedSearch(search, onSearch);
  // Each 'Clear filters' empties the box, text still being typed included.
  useEffect(() => {
    if (clearCount > 0) reset();
  }, [clearCount, reset]);

  return (
    <search className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-4 lg:grid-cols-[minmax(14rem,1.5fr)_repeat(3,minmax(0,1fr))_minmax(10rem,1fr)]">
      <SearchField
        label="Search university courses"
        placeholder="Search courses, universities, or subjects..."
        value={text}
        onValueChange={setText}
        onSubmit={submit}
        className="md:col-span-4 lg:col-span-1"
      />
      <FiltersDisclosure
        activeCount={Object.values(filters).filter((value) => value.toLowerCase() !== ALL).length}
      >
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
        <SortSelect
          value={sort}
          options={COURSE_SORT_OPTIONS}
          // Without a search there is nothing to match: the order is by title.
          unavailable={search.trim() === '' ? ['relevance'] : []}
          onChange={onSortChange}
        />
      </FiltersDisclosure>
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
