import { JOB_BOARD_LABELS } from '@app/core/job-fetches';
import { HELD_TEXTS, type HeldJobBoard, type HeldJobBoardsResponse } from '@app/core/job-shrink-guard';
import type { FetchJobsResponse } from '@app/core/jobs-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api, errorMessage } from '@/lib/api-client';
import { jobKeys } from '@/lib/jobs-api';
import { toast } from '@/lib/toast';
import { adminConsoleKeys } from './admin-console-api';
import { adminJobsKeys, fetchJobFetchRuns } from './admin-jobs-api';
import { formatSyncTime } from './format';

const heldBoardsKey = ['admin', 'jobs', 'held'] as const;

const fetchHeldBoards = (signal?: AbortSignal) =>
  api.get<HeldJobBoardsResponse>('/admin/jobs/held', { signal });
const applyHeldBoard = (held: HeldJobBoard) =>
  api.post<FetchJobsResponse>(
    `/admin/jobs/held/${encodeURIComponent(held.source)}/${encodeURIComponent(held.board)}/apply`,
  );

/**
 * The board answers the shrink guard held (`GET /api/admin/jobs/held`): each would have closed
 * more than half of its board's active postings, so nothing changed. "Apply anyway" applies one
 * (`POST /api/admin/jobs/held/:source/:board/apply`). Shown only while some answer is held.
 */
export function HeldJobBoards() {
  const queryClient = useQueryClient();
  const [applying, setApplying] = useState<string | null>(null);
  // The fetch history's query (shared with it): a run that starts or ends may have held an answer.
  const runs = useQuery({ queryKey: adminJobsKeys.runs, queryFn: ({ signal }) => fetchJobFetchRuns(signal) });
  const newest = runs.data?.runs[0];
  const held = useQuery({
    queryKey: [...heldBoardsKey, newest?.id, newest?.status],
    queryFn: ({ signal }) => fetchHeldBoards(signal),
  });
  const list = held.data?.held ?? [];
  if (list.length === 0) return null;

  async function apply(board: HeldJobBoard) {
    const key = `${board.source}:${board.board}`;
    setApplying(key);
    try {
      const result = await applyHeldBoard(board);
      if (result.success && result.summary) {
        toast.success(
          HELD_TEXTS.appliedTitle,
          HELD_TEXTS.applied(result.summary.total_fetched, result.summary.deactivated_jobs),
        );
      } else {
        toast.error(HELD_TEXTS.applyFailedTitle, result.error ?? undefined);
      }
    } catch (error) {
      console.error('Applying a held job board answer failed:', error);
      toast.error(HELD_TEXTS.applyFailedTitle, errorMessage(error, 'Please try again.'));
    } finally {
      setApplying(null);
      void queryClient.invalidateQueries({ queryKey: heldBoardsKey });
      void queryClient.invalidateQueries({ queryKey: adminJobsKeys.runs });
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.history });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    }
  }

  return (
    <section
      aria-labelledby="held-job-boards-title"
      className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
      data-testid="held-job-boards"
    >
      <h3 id="held-job-boards-title" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
        {HELD_TEXTS.title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{HELD_TEXTS.description}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {list.map((board) => {
          const key = `${board.source}:${board.board}`;
          const name = `${board.company ?? board.board} (${JOB_BOARD_LABELS[board.source]} ${board.board})`;
          return (
            <li
              key={key}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-background p-3"
            >
              <div className="flex flex-col gap-1 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <Badge variant="outline">{HELD_TEXTS.badge}</Badge>
                  {name}
                </span>
                <span>{HELD_TEXTS.summary(board.postings, board.active, board.closing)}</span>
                <span className="text-muted-foreground">
                  Held <time dateTime={board.heldAt}>{formatSyncTime(board.heldAt)}</time>
                </span>
              </div>
              <Button
                variant="outline"
                disabled={applying !== null}
                aria-label={`${HELD_TEXTS.applyAnyway}: ${name}`}
                onClick={() => void apply(board)}
              >
                {applying === key ? HELD_TEXTS.applying : HELD_TEXTS.applyAnyway}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
