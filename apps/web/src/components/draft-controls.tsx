import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DraftStatus } from '@/lib/use-form-draft';

const statusText = (status: DraftStatus, signedIn: boolean) => {
  const where = signedIn ? 'to your account' : 'on this device';
  switch (status) {
    case 'saving':
      return 'Saving draft...';
    case 'saved':
      return `Draft saved ${where}`;
    case 'failed':
      return 'Your draft could not be saved. Check your connection.';
    default:
      return `Your answers are saved ${where} as you type.`;
  }
};

/** Where a form's draft is kept, whether the last save worked, and 'Clear form'. */
export function DraftControls({
  status,
  signedIn,
  onClear,
}: {
  status: DraftStatus;
  signedIn: boolean;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p
        role="status"
        aria-live="polite"
        className="text-sm text-muted-foreground"
        data-testid="draft-status"
      >
        {statusText(status, signedIn)}
      </p>
      <Button type="button" variant="outline" onClick={onClear}>
        <Eraser aria-hidden="true" />
        Clear form
      </Button>
    </div>
  );
}
