import type { Course } from '@app/core/course';
import { LIVE_SOURCES, type LiveSource } from '@app/core/course-catalogue';
import {
  type LiveSourcesResponse,
  SYNC_RESPONSE_SAMPLE,
  type SyncRun,
  type SyncStatusResponse,
} from '@app/core/live-sync';
import type { SyncConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { CatalogService, VersionedCourses } from '../modules/catalog/service.ts';
import type { SourceAdapter } from './adapter.ts';
import { edxAdapter } from './edx/adapter.ts';
import { microsoftLearnAdapter } from './microsoft/adapter.ts';
import {
  closeAbandonedRuns,
  finishFailedRun,
  insertRun,
  listRuns,
  pruneRuns,
  readActiveSnapshotMeta,
  readSnapshot,
  runningSources,
  type Snapshot,
  saveSnapshot,
} from './queries.ts';
import type { ParseOutcome } from './records.ts';
import { salesforceTrailheadAdapter } from './salesforce/adapter.ts';
import { SyncSourceError } from './source-error.ts';

/** A run still marked running after this long was abandoned (its server stopped). */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface RunOptions {
  trigger: SyncRun['trigger'];
  /** Scheduled runs: the slot ('2026-05-01T06:00Z'). A slot that already has a run is not run again. */
  slot?: string;
  /** The admin who asked. */
  requestedBy?: string;
  /** A saved response to import instead of fetching (`--from-file`). */
  document?: unknown;
}

export type SyncOutcome =
  | {
      status: 'succeeded';
      runId: number;
      snapshotId: number;
      fetchedAt: Date;
      /** Courses now active for the source. */
      total: number;
      fetched: number;
      skipped: number;
      sample: Course[];
    }
  /** The source answered with no usable course: nothing changed. */
  | { status: 'empty'; runId: number; fetched: number; skipped: number; error: string }
  /** The slot had already run (on this or another instance). */
  | { status: 'already-ran' };

export interface SyncService {
  readonly adapters: Readonly<Record<LiveSource, SourceAdapter>>;
  /**
   * Fetches (or imports) a source and, when it yielded courses, makes them the active snapshot and
   * rebuilds the catalogue. Runs of one source take turns, in this process and across instances.
   * @throws SyncSourceError when the source failed; the run is recorded and nothing else changes.
   */
  run(source: LiveSource, options: RunOptions): Promise<SyncOutcome>;
  /** What the admin cards show: active snapshot, whether a run is going, the last run. */
  status(): Promise<SyncStatusResponse>;
  runs(options: { source?: LiveSource | undefined; limit: number }): Promise<SyncRun[]>;
  /** The active snapshot of a source (or one by id), for the download. */
  snapshot(source: LiveSource, snapshotId?: number): Promise<Snapshot | null>;
  /**
   * Per-source readiness of the catalogue for the /courses banner. A source is loading while a run
   * fetches it or while this server's index does not yet hold its newest snapshot (a sync on
   * another instance, say); the latter also starts the rebuild that fixes it.
   */
  liveSources(): Promise<LiveSourcesResponse>;
  /** Rebuilds the catalogue when the database has a newer active snapshot than the index. */
  refreshIfStale(): Promise<boolean>;
  /** Marks runs left 'running' by a stopped server as failed. */
  closeAbandonedRuns(now: Date): Promise<number>;
  /** Reads the catalogue's live courses from the active snapshots (the catalogue's loader). */
  liveCourses(source: LiveSource): Promise<VersionedCourses>;
}

export function createAdapters(config: SyncConfig): Record<LiveSource, SourceAdapter> {
  return {
    microsoft: microsoftLearnAdapter(config.microsoft),
    salesforce: salesforceTrailheadAdapter(config.salesforce),
    edx: edxAdapter(config.edx),
  };
}

export function createSyncService(options: {
  database: Database;
  config: SyncConfig;
  logger: Logger;
  /** Rebuilt after every saved snapshot; set later with `attachCatalog` when built after this. */
  catalog?: CatalogService;
  adapters?: Record<LiveSource, SourceAdapter>;
  now?: () => Date;
}): SyncService & { attachCatalog(catalog: CatalogService): void } {
  const { database, config, logger } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const adapters = options.adapters ?? createAdapters(config);
  let catalog = options.catalog;
  // Runs of one source queue here in this process; the advisory lock does the same across processes.
  const queues = new Map<LiveSource, Promise<unknown>>();
  let refreshing: Promise<boolean> | undefined;
  /** Catalogue rebuilds under way; while one runs, a stale index is about to be replaced anyway. */
  let rebuildsInFlight = 0;

  function queued<T>(source: LiveSource, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(source) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(
      source,
      next.catch(() => {}),
    );
    return next;
  }

  async function rebuildCatalog(reason: string) {
    if (!catalog) return;
    rebuildsInFlight++;
    try {
      await catalog.rebuild();
    } catch (error) {
      logger.error(
        { err: error, reason },
        'Course catalogue rebuild failed; the previous index stays in use',
      );
    } finally {
      rebuildsInFlight--;
    }
  }

  async function runLocked(source: LiveSource, run: RunOptions): Promise<SyncOutcome> {
    const adapter = adapters[source];
    const label = adapter.label;
    const runId = await insertRun(db, {
      source,
      trigger: run.trigger,
      slot: run.slot,
      requestedBy: run.requestedBy,
      startedAt: now(),
    });
    if (runId === null) return { status: 'already-ran' };
    const log = logger.child({
      source,
      runId,
      trigger: run.trigger,
      ...(run.slot ? { slot: run.slot } : {}),
    });
    log.info(
      { api: run.document === undefined ? adapter.describe() : 'saved response' },
      `${label} sync started`,
    );

    let outcome: ParseOutcome;
    try {
      outcome =
        run.document === undefined
          ? await adapter.fetchCourses({ timeoutMs: config.timeoutMs })
          : adapter.parseSaved(run.document);
    } catch (error) {
      const message =
        error instanceof SyncSourceError ? error.message : `${label} could not be read (${String(error)})`;
      await finishFailedRun(db, runId, { finishedAt: now(), fetched: 0, skipped: 0, error: message });
      // A source failing is expected now and then: its message says it all, a stack would not help.
      log.error(error instanceof SyncSourceError ? {} : { err: error }, `${label} sync failed: ${message}`);
      await pruneRuns(db, source).catch(() => {});
      throw error instanceof SyncSourceError ? error : new SyncSourceError(message, { cause: error });
    }

    if (outcome.problems.length) {
      log.warn(
        { skipped: outcome.skipped, examples: outcome.problems.slice(0, 5) },
        `${label}: records skipped`,
      );
    }
    if (outcome.courses.length === 0) {
      const error =
        outcome.fetched === 0
          ? `${label} returned no courses; the courses synced before are kept`
          : `None of the ${outcome.fetched} records ${label} returned was usable; the courses synced before are kept`;
      await finishFailedRun(db, runId, {
        finishedAt: now(),
        fetched: outcome.fetched,
        skipped: outcome.skipped,
        error,
      });
      log.warn({ fetched: outcome.fetched, skipped: outcome.skipped }, error);
      await pruneRuns(db, source).catch(() => {});
      return { status: 'empty', runId, fetched: outcome.fetched, skipped: outcome.skipped, error };
    }

    const fetchedAt = now();
    const snapshotId = await saveSnapshot(db, source, {
      courses: outcome.courses,
      fetchedAt,
      runId,
      fetched: outcome.fetched,
      skipped: outcome.skipped,
    });
    log.info(
      { snapshotId, saved: outcome.courses.length, fetched: outcome.fetched, skipped: outcome.skipped },
      `${label} sync saved ${outcome.courses.length} courses`,
    );
    await pruneRuns(db, source).catch(() => {});
    await rebuildCatalog(`${source} sync`);
    return {
      status: 'succeeded',
      runId,
      snapshotId,
      fetchedAt,
      total: outcome.courses.length,
      fetched: outcome.fetched,
      skipped: outcome.skipped,
      sample: outcome.courses.slice(0, SYNC_RESPONSE_SAMPLE),
    };
  }

  const service = {
    adapters,

    attachCatalog(next: CatalogService) {
      catalog = next;
    },

    run(source: LiveSource, run: RunOptions) {
      return queued(source, () => database.withAdvisoryLock(`sync:${source}`, () => runLocked(source, run)));
    },

    async status() {
      const [active, running, lastRuns] = await Promise.all([
        readActiveSnapshotMeta(db),
        runningSources(db, new Date(now().getTime() - ABANDONED_AFTER_MS)),
        Promise.all(LIVE_SOURCES.map((source) => listRuns(db, { source, limit: 1 }))),
      ]);
      return {
        sources: LIVE_SOURCES.map((source, i) => {
          const snap = active[source];
          return {
            source,
            active: snap
              ? { snapshotId: snap.id, courses: snap.courseCount, fetchedAt: snap.fetchedAt.toISOString() }
              : null,
            running: running.has(source),
            lastRun: lastRuns[i]![0] ?? null,
            configured: adapters[source].configured,
          };
        }),
      };
    },

    runs: (options: { source?: LiveSource | undefined; limit: number }) => listRuns(db, options),

    snapshot: (source: LiveSource, snapshotId?: number) => readSnapshot(db, source, snapshotId),

    async liveSources() {
      const [active, running] = await Promise.all([
        readActiveSnapshotMeta(db),
        runningSources(db, new Date(now().getTime() - ABANDONED_AFTER_MS)),
      ]);
      const indexed = catalog?.liveState() ?? null;
      const stale =
        indexed !== null && LIVE_SOURCES.some((s) => (active[s]?.id ?? null) !== indexed[s].version);
      if (stale && rebuildsInFlight === 0) void service.refreshIfStale();
      return {
        sources: LIVE_SOURCES.map((source) => ({
          source,
          loading:
            indexed === null ||
            running.has(source) ||
            (active[source]?.id ?? null) !== indexed[source].version,
          courses: indexed?.[source].count ?? 0,
        })),
      };
    },

    refreshIfStale() {
      if (refreshing) return refreshing;
      const check = (async () => {
        const indexed = catalog?.liveState();
        if (!catalog || !indexed) return false;
        const active = await readActiveSnapshotMeta(db);
        const changed = LIVE_SOURCES.filter((s) => (active[s]?.id ?? null) !== indexed[s].version);
        if (!changed.length) return false;
        logger.info({ sources: changed }, 'Newer live course snapshots found; rebuilding the catalogue');
        await rebuildCatalog('newer snapshot');
        return true;
      })();
      refreshing = check;
      // Cleared once settled, never before the assignment above: a check that ends without
      // awaiting (no index yet, as at the first tick after start-up) would otherwise clear first
      // and leave its settled `false` in place, so no later tick would ever rebuild.
      const clear = () => {
        if (refreshing === check) refreshing = undefined;
      };
      check.then(clear, clear);
      return check;
    },

    closeAbandonedRuns: (at: Date) => closeAbandonedRuns(db, new Date(at.getTime() - ABANDONED_AFTER_MS), at),

    async liveCourses(source: LiveSource): Promise<VersionedCourses> {
      const snap = await readSnapshot(db, source);
      if (!snap) return { version: null, courses: [] };
      if (snap.invalid)
        logger.warn(
          { source, invalid: snap.invalid },
          'Stored live courses that no longer validate were left out',
        );
      return { version: snap.id, courses: snap.courses };
    },
  };
  return service;
}
