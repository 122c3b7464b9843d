import { AI_SHORT_MAX, CV_SKILLS_MAX } from '@app/core/ai-api';
import { addSkillTag, removeSkillTag } from '@app/core/cv-form';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SkillTagInputProps {
  /** The list's name, e.g. "Technical Skills". */
  label: string;
  /** What one tag is, for the add button and input, e.g. "technical skill". */
  noun: string;
  placeholder: string;
  tags: readonly string[];
  onChange(tags: readonly string[]): void;
}

/**
 * One of the CV's skill lists. Spec: a tag is added with Enter or the plus button (only if
 * non-empty after trimming) and removed by clicking it. A list holds up to CV_SKILLS_MAX tags.
 */
export function SkillTagInput({ label, noun, placeholder, tags, onChange }: SkillTagInputProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const fullId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const full = tags.length >= CV_SKILLS_MAX;

  function add() {
    // A full list keeps what was typed: the hint below says to remove a skill first.
    if (full) return;
    const next = addSkillTag(tags, draft);
    if (next !== tags) onChange(next);
    // A blank or repeated entry is not added; clearing the box either way shows it was handled.
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the tag instead of submitting the whole CV form.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          ref={inputRef}
          value={draft}
          maxLength={AI_SHORT_MAX}
          placeholder={placeholder}
          aria-describedby={full ? fullId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Add ${noun}`}
          disabled={full}
          onClick={add}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {full && (
        <p id={fullId} className="text-sm text-muted-foreground">
          This list holds up to {CV_SKILLS_MAX} skills; remove one to add another.
        </p>
      )}
      {tags.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge asChild variant="secondary" className="cursor-pointer gap-1 py-1 hover:bg-secondary/70">
                <button
                  type="button"
                  aria-label={`Remove ${tag}`}
                  onClick={() => {
                    onChange(removeSkillTag(tags, tag));
                    // The clicked tag disappears; keep keyboard focus in this list's box.
                    inputRef.current?.focus();
                  }}
                  className="outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {tag}
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
