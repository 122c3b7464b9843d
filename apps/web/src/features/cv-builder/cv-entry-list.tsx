import { AI_SHORT_MAX, CV_ENTRY_TEXT_MAX } from '@app/core/ai-api';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { RequiredMark } from '@/components/required-mark';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

export interface EntryField<T> {
  key: keyof T & string;
  label: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

interface CvEntryListProps<T extends object> {
  /** One entry's name, e.g. "Education"; entries are legends "Education 1", "Education 2"… */
  entryName: string;
  addLabel: string;
  entries: T[];
  /** The most entries the CV takes (the server refuses more). */
  max: number;
  fields: EntryField<T>[];
  onChange(entries: T[]): void;
  createEntry(): T;
}

/**
 * Repeatable entries (education, work experience). Spec: the remove button shows only when
 * more than one entry exists, so there is always one to fill in. Adding stops at `max`.
 */
export function CvEntryList<T extends object>({
  entryName,
  addLabel,
  entries,
  max,
  fields,
  onChange,
  createEntry,
}: CvEntryListProps<T>) {
  const baseId = useId();
  const full = entries.length >= max;

  function update(index: number, key: keyof T, value: string) {
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [key]: value } : entry)));
  }

  return (
    <div className="grid gap-6">
      {entries.map((entry, index) => {
        const legend = `${entryName} ${index + 1}`;
        return (
          // Entries have no identity of their own; their position is what the legend shows.
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are only appended or removed
          <fieldset key={index} className="grid gap-4 rounded-lg border p-4 pt-2">
            <legend className="px-1 text-sm font-semibold">{legend}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field) => {
                const id = `${baseId}-${index}-${field.key}`;
                const value = String(entry[field.key] ?? '');
                return (
                  <div key={field.key} className={cn('grid gap-2', field.wide && 'sm:col-span-2')}>
                    <Label htmlFor={id}>
                      {field.label} {field.required && <RequiredMark />}
                    </Label>
                    {field.multiline ? (
                      <Textarea
                        id={id}
                        rows={3}
                        maxLength={CV_ENTRY_TEXT_MAX}
                        placeholder={field.placeholder}
                        value={value}
                        onChange={(e) => update(index, field.key, e.target.value)}
                      />
                    ) : (
                      <Input
                        id={id}
                        maxLength={AI_SHORT_MAX}
                        placeholder={field.placeholder}
                        value={value}
                        onChange={(e) => update(index, field.key, e.target.value)}
                      />
                    )}
                  </div>
                );
              })}
            </div>
            {entries.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${legend}`}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
                className="justify-self-end text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={full}
          aria-describedby={full ? `${baseId}-full` : undefined}
          onClick={() => onChange([...entries, createEntry()])}
        >
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
        {full && (
          <p id={`${baseId}-full`} className="text-sm text-muted-foreground">
            A CV takes up to {max} {entryName.toLowerCase()} entries.
          </p>
        )}
      </div>
    </div>
  );
}
