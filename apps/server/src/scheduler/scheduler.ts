import { LIVE_SOURCES, type LiveSource } from '@app/core/course-catalogue';
import { LIVE_SOURCE_INFO } from '@app/core/live-sync';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { JobsService } from '../modules/jobs/service.ts';
import { slotHasRun } from '../sync/queries.ts';
import type { SyncOutcome, SyncService } from '../sync/service.ts';

/** How often an instance looks for a due slot (and for a newer snapshot another instance saved). */
export const TICK_INTERVAL_MS = 60_000;

export interface ScheduledSlot {
  source: LiveSource;
  /** '2026-05-01T06:00Z': the run's key in sync_runs. */
  key: string;
  at: Date;
}

/** Today's (UTC) slot of a source: Microsoft 06:00, Salesforce 07:00, edX 08:00. */
export function slotFor(source: LiveSource, now: Date): ScheduledSlot {
  const hour = LIVE_SOURCE_INFO[source].scheduleHourUtc;
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  return { source, key: `${at.toISOString().slice(0, 13)}:00Z`, at };
}

export type TickEntry =
  | { source: LiveSource; slot: string; result: SyncOutcome['status'] }
  | { source: LiveSource; slot: string; result: 'failed'; error: string };

export interface Scheduler {
  /**
   * One pass at `now`: for each source whose slot today has come and has no run yet, run it.
   * Instances share the work through the database: a slot's run is recorded under an advisory lock
   * and a unique (source, slot) key, so an instance that gets there later finds it done. Missed
   * slots of earlier days are not caught up; the next day's slot runs as usual.
   */
  tick(now?: Date, options?: { runSlots?: boolean }): Promise<TickEntry[]>;
  /**
   * Ticks every `intervalMs` (a minute by default; SCHEDULER_TICK_MS) until stop(). With
   * `runSlots: false` (SCHEDULER=off) the instance runs no scheduled sync but still picks up
   * snapshots that other instances (or the CLI) saved.
   */
  start(options?: { runSlots?: boolean }): void;
  stop(): Promise<void>;
}

export function createScheduler(options: {
  database: Database;
  sync: SyncService;
  /**
   * The jobs board: each tick also brings this instance's jobs index up to another instance's
   * fetch, so its job counts (the catalogue's providers) follow even when nobody reads the board.
   */
  jobs?: Pick<JobsService, 'catchUp'>;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
}): Scheduler {
  const { database, sync } = options;
  const logger = options.logger.child({ component: 'scheduler' });
  const clock = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  const notConfiguredLogged = new Set<string>();

  async function tick(now = clock(), tickOptions: { runSlots?: boolean } = {}): Promise<TickEntry[]> {
    const done: TickEntry[] = [];
    await sync.closeAbandonedRuns(now).catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not close abandoned sync runs');
    });
    for (const source of tickOptions.runSlots === false ? [] : LIVE_SOURCES) {
      const slot = slotFor(source, now);
      if (now < slot.at) continue;
      const adapter = sync.adapters[source];
      if (!adapter.configured) {
        if (!notConfiguredLogged.has(slot.key + source)) {
          notConfiguredLogged.add(slot.key + source);
          logger.info(
            { source, slot: slot.key },
            `Scheduled ${adapter.label} sync skipped: ${adapter.unconfiguredReason}`,
          );
        }
        continue;
      }
      // Cheap check first; the run itself checks again under the lock.
      if (await slotHasRun(database.db, source, slot.key)) continue;
      try {
        const outcome = await sync.run(source, { trigger: 'schedule', slot: slot.key });
        done.push({ source, slot: slot.key, result: outcome.status });
      } catch (error) {
        // The sync service has recorded and logged it; the other sources still run.
        done.push({
          source,
          slot: slot.key,
          result: 'failed',
          error: String((error as Error).message ?? error),
        });
      }
    }
    await sync.refreshIfStale().catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not check for newer live course snapshots');
    });
    await options.jobs?.catchUp().catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not check for newer jobs');
    });
    return done;
  }

  return {
    tick,
    start(startOptions = {}) {
      if (timer) return;
      const runSlots = startOptions.runSlots ?? true;
      const run = () => {
        if (current) return;
        current = tick(clock(), { runSlots })
          .catch((error: unknown) => logger.error({ err: error }, 'Scheduler tick failed'))
          .finally(() => {
            current = undefined;
          });
      };
      timer = setInterval(run, options.intervalMs ?? TICK_INTERVAL_MS);
      timer.unref();
      run();
      if (!runSlots) {
        logger.info(
          'Scheduled syncs are off on this instance (SCHEDULER=off); watching for new snapshots only',
        );
        return;
      }
      logger.info(
        Object.fromEntries(
          LIVE_SOURCES.map((s) => [
            s,
            `${String(LIVE_SOURCE_INFO[s].scheduleHourUtc).padStart(2, '0')}:00 UTC`,
          ]),
        ),
        'Live course sync scheduler started',
      );
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      // A sync in progress gets a moment to finish; a longer one is recorded as abandoned later.
      if (current) await Promise.race([current, new Promise((r) => setTimeout(r, 5_000).unref())]);
    },
  };
}
