import type { JobFetchRun, JobFetchTrigger, JobsFetchStatus } from '@app/core/job-fetches';
import type { FetchJobsResponse } from '@app/core/jobs-api';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { readFetchRuns, writeFetchRuns } from './fetch-history-queries.ts';

/** Fetches and imports the history keeps. */
const KEEP = 30;
/**
 * A run still marked running with no board done for this long was abandoned (its server
 * stopped): each board is one request, or a few pages, each with its own time-out.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;

export interface FetchHistory {
  /**
   * Runs `fetch` as one recorded run: marked running with its number of boards, counted as each
   * board ends (`boardDone`), then finished with the fetch's result. Call it while holding the
   * jobs fetch lock. Writing the history never fails the fetch.
   */
  record(
    run: { trigger: JobFetchTrigger; boards: number },
    fetch: (boardDone: () => void) => Promise<FetchJobsResponse>,
  ): Promise<FetchJobsResponse>;
  runs(): Promise<JobFetchRun[]>;
  status(): Promise<JobsFetchStatus>;
}

function finished(run: JobFetchRun, result: FetchJobsResponse, now: string): JobFetchRun {
  const summary = result.summary;
  const failed = summary?.failed ?? {};
  const held = summary?.held ?? {};
  return {
    ...run,
    // A held answer waits for an admin, whatever else the run did.
    status:
      Object.keys(held).length > 0
        ? 'held'
        : !result.success
          ? 'failed'
          : Object.keys(failed).length > 0
            ? 'partial'
            : 'succeeded',
    finishedAt: now,
    updatedAt: now,
    done: run.boards,
    fetched: summary?.total_fetched ?? 0,
    newJobs: summary?.new_jobs ?? 0,
    updatedJobs: summary?.updated_jobs ?? 0,
    closedJobs: summary?.deactivated_jobs ?? 0,
    skipped: summary?.skipped ?? 0,
    failed,
    held,
    error: result.error ?? null,
  };
}

export function createFetchHistory(options: { db: Db; logger: Logger }): FetchHistory {
  const { db, logger } = options;

  return {
    async record(run, fetch) {
      let runs: JobFetchRun[] = [];
      // Progress writes of the boards fetched side by side go out one after another.
      let writes: Promise<void> = Promise.resolve();
      const save = () => {
        const snapshot = runs.slice(0, KEEP);
        writes = writes
          .then(() => writeFetchRuns(db, snapshot))
          .catch((err: unknown) => logger.warn({ err }, 'Could not write the job fetch history'));
        return writes;
      };
      const startedAt = new Date().toISOString();
      const mine: JobFetchRun = {
        id: `${startedAt}#${Math.random().toString(36).slice(2, 8)}`,
        trigger: run.trigger,
        status: 'running',
        startedAt,
        finishedAt: null,
        updatedAt: startedAt,
        boards: run.boards,
        done: 0,
        fetched: 0,
        newJobs: 0,
        updatedJobs: 0,
        closedJobs: 0,
        skipped: 0,
        failed: {},
        held: {},
        error: null,
      };
      const replace = (next: JobFetchRun) => {
        runs = runs.map((r) => (r.id === mine.id ? next : r));
      };
      try {
        // This run holds the lock, so a run still marked running was left by a server that stopped.
        runs = (await readFetchRuns(db)).map((r) =>
          r.status === 'running'
            ? {
                ...r,
                status: 'failed',
                finishedAt: startedAt,
                updatedAt: startedAt,
                error: 'The fetch was interrupted (its server stopped).',
              }
            : r,
        );
      } catch (err) {
        logger.warn({ err }, 'Could not read the job fetch history');
      }
      runs.unshift(mine);
      await save();

      let current = mine;
      const boardDone = () => {
        current = { ...current, done: current.done + 1, updatedAt: new Date().toISOString() };
        replace(current);
        void save();
      };
      let result: FetchJobsResponse;
      try {
        result = await fetch(boardDone);
      } catch (error) {
        replace(finished(current, { success: false, error: String(error) }, new Date().toISOString()));
        await save();
        throw error;
      }
      replace(finished(current, result, new Date().toISOString()));
      await save();
      return result;
    },

    runs: () => readFetchRuns(db),

    async status() {
      const runs = await readFetchRuns(db);
      const cutoff = Date.now() - ABANDONED_AFTER_MS;
      const running = runs.find((r) => r.status === 'running' && Date.parse(r.updatedAt) > cutoff);
      const last = runs.find((r) => r.status !== 'running' && r.finishedAt !== null);
      return {
        fetching: running
          ? {
              trigger: running.trigger,
              boards: running.boards,
              done: running.done,
              startedAt: running.startedAt,
            }
          : null,
        lastFetch:
          last && last.status !== 'running'
            ? { status: last.status, finishedAt: last.finishedAt ?? last.updatedAt }
            : null,
      };
    },
  };
}
