import { RATING_MAX } from '@app/core/learning';
import type { CompletionRequest, TrackedCourse } from '@app/core/learning-api';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';

interface CompleteCourseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseTitle: string;
  /** The completion being edited, when the course is already completed. */
  current: TrackedCourse | null;
  pending: boolean;
  onSubmit: (completion: CompletionRequest) => void;
}

/** Today in the user's own calendar, as YYYY-MM-DD (what a date input holds). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Why a credential URL will not be accepted, or null. The server checks again. */
function urlProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return 'Enter a web address starting with https://';
    if (!url.hostname.includes('.')) return 'Enter the full web address of the certificate.';
    return null;
  } catch {
    return 'Enter a web address starting with https://';
  }
}

/**
 * 'Mark as Completed': an optional rating (1-5) and an optional certificate (where it can be
 * checked, and when it was issued). Completing records the course's skills as acquired.
 */
export function CompleteCourseDialog(props: CompleteCourseDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(next) => !props.pending && props.onOpenChange(next)}>
      <DialogContent>
        {/* Mounted per opening, so the form starts from the saved completion each time. */}
        {props.open && <CompletionForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function CompletionForm({ courseTitle, current, pending, onSubmit }: CompleteCourseDialogProps) {
  const editing = current?.status === 'completed';
  const [rating, setRating] = useState<string>(current?.rating ? String(current.rating) : 'none');
  const [hasCertificate, setHasCertificate] = useState(Boolean(current?.certificate));
  const [credentialUrl, setCredentialUrl] = useState(current?.certificate?.credentialUrl ?? '');
  const [issuedOn, setIssuedOn] = useState(current?.certificate?.issuedOn ?? today());
  const [urlError, setUrlError] = useState<string | null>(null);
  const ratingLabelId = useId();
  const certificateId = useId();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasCertificate) {
      const problem = urlProblem(credentialUrl.trim());
      setUrlError(problem);
      if (problem) return;
    }
    onSubmit({
      rating: rating === 'none' ? null : Number(rating),
      certificate: hasCertificate ? { credentialUrl: credentialUrl.trim(), issuedOn } : null,
    });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit completion' : 'Mark as Completed'}</DialogTitle>
        <DialogDescription>{courseTitle}. Its skills are added to your acquired skills.</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} className="grid gap-5" noValidate>
        <fieldset className="grid gap-2">
          <legend id={ratingLabelId} className="mb-2 text-sm font-medium">
            Your rating (optional)
          </legend>
          <RadioGroup
            value={rating}
            onValueChange={setRating}
            aria-labelledby={ratingLabelId}
            className="flex flex-wrap gap-2"
          >
            <RadioGroupItem
              value="none"
              className="h-9 rounded-md border px-3 text-sm data-[state=checked]:border-primary data-[state=checked]:bg-accent"
            >
              No rating
            </RadioGroupItem>
            {Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)).map((value) => (
              <RadioGroupItem
                key={value}
                value={value}
                aria-label={`${value} out of 5`}
                className="inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm data-[state=checked]:border-primary data-[state=checked]:bg-accent"
              >
                {value}
                <Star aria-hidden="true" className="size-3.5 fill-current text-amber-500" />
              </RadioGroupItem>
            ))}
          </RadioGroup>
        </fieldset>

        <div className="grid gap-3">
          <div className="flex items-center gap-2">
            <input
              id={certificateId}
              type="checkbox"
              className="size-4 accent-primary"
              checked={hasCertificate}
              onChange={(event) => setHasCertificate(event.target.checked)}
            />
            <label htmlFor={certificateId} className="text-sm font-medium">
              I earned a certificate
            </label>
          </div>
          {hasCertificate && (
            <div className={cn('grid gap-3 rounded-lg border p-4 sm:grid-cols-2')}>
              <FormField
                label="Credential URL"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={credentialUrl}
                required
                error={urlError}
                onChange={(event) => {
                  setCredentialUrl(event.target.value);
                  setUrlError(null);
                }}
                fieldClassName="sm:col-span-2"
              />
              <FormField
                label="Issue date"
                type="date"
                value={issuedOn}
                max={today()}
                required
                onChange={(event) => setIssuedOn(event.target.value || today())}
              />
            </div>
          )}
        </div>

        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : editing ? 'Save' : 'Mark as Completed'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
