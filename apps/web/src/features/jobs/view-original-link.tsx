import { JOB_MESSAGES } from '@app/core/job-options';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The spec's View Original: the employer's own posting, in a new tab. */
export function ViewOriginalLink({ url, size }: { url: string; size?: 'sm' }) {
  return (
    <Button asChild variant="outline" size={size}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {JOB_MESSAGES.viewOriginal}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
