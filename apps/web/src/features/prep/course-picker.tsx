import type { Course } from '@app/core/course';
import { AlertCircle } from 'lucide-react';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { cn } from '@/lib/utils';
import { usePrepCourses } from './use-prep-courses';

interface CoursePickerProps {
  labelledBy: string;
  search: string;
  onSearch: (text: string) => void;
  selected: Course | null;
  onSelect: (course: Course) => void;
}

/** The search box and the list of catalogue courses to prepare for. */
export function CoursePicker({ labelledBy, search, onSearch, selected, onSelect }: CoursePickerProps) {
  const box = useDebouncedSearch(search, onSearch);
  const query = usePrepCourses(search);
  const courses = query.data?.courses ?? [];
  // While a new search loads, the previous answer stays on screen: the count line describes it.
  const shownSearch = query.data?.search ?? '';
  const selectedId = selected ? String(selected.id) : '';

  return (
    <div className="grid gap-3">
      <SearchField
        label="Search courses"
        placeholder="Search by title, provider or category..."
        value={box.text}
        onValueChange={box.setText}
        onSubmit={box.submit}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="prep-course-count">
        {query.isPending
          ? 'Loading courses...'
          : query.isError
            ? ''
            : shownSearch
              ? `${courses.length} matching ${courses.length === 1 ? 'course' : 'courses'}${query.data?.truncated ? ' (refine your search to see more)' : ''}`
              : `Showing ${courses.length} courses. Search to find others.`}
      </p>
      {query.isPending ? (
        <div className="grid gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3 text-sm"
        >
          <AlertCircle aria-hidden="true" className="size-4 text-destructive" />
          Courses could not be loaded.
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : courses.length === 0 ? (
        <p className="rounded-md border p-4 text-sm text-muted-foreground">No courses match your search.</p>
      ) : (
        <RadioGroup
          aria-labelledby={labelledBy}
          value={selectedId}
          onValueChange={(id) => {
            const course = courses.find((c) => String(c.id) === id);
            if (course) onSelect(course);
          }}
          data-testid="prep-course-list"
          className={cn(
            'max-h-80 gap-2 overflow-y-auto rounded-md border p-2',
            query.isFetching && 'opacity-70',
          )}
        >
          {courses.map((course) => (
            <RadioGroupItem
              key={course.id}
              value={String(course.id)}
              data-course-id={course.id}
              className="rounded-md border border-transparent px-3 py-2 text-left hover:bg-accent data-[state=checked]:border-primary data-[state=checked]:bg-accent"
            >
              <span className="block font-medium">{course.title}</span>
              <span className="block text-sm text-muted-foreground">
                {course.provider} · {course.category}
              </span>
            </RadioGroupItem>
          ))}
        </RadioGroup>
      )}
    </div>
  );
}
