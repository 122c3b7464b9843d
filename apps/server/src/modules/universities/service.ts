import type {
  UniversityCourseListQuery,
  UniversityCourseListResponse,
  UniversityFetchTrigger,
  UniversityFetchTriggerResponse,
  UniversitySourceResult,
  UniversitySyncResponse,
  UniversitySyncStatusResponse,
} from '@app/core/university-api';
import {
  UNIVERSITY_FETCH_SOURCES,
  type UniversityCourse,
  type UniversityFetchSource,
} from '@app/core/university-course';
import { sql } from 'drizzle-orm';
import { hit } from '../../auth/rate-limit.ts';
import type { UniversitySourcesConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { runInSlices } from '../../search/slices.ts';
import { SyncSourceError } from '../../sync/source-error.ts';
import type { UniversityParseOutcome, UniversitySourceAdapter } from '../../sync/universities/adapter.ts';
import { courseraAdapter } from '../../sync/universities/coursera.ts';
import { DEFAULT_EDX_UNIVERSITY_ORGS, edxUniversitiesAdapter } from '../../sync/universities/edx.ts';
import {
  closeAbandonedFetchRuns,
  countActiveBySource,
  countActiveUniversityCourses,
  fetchRunning,
  finishFetchRun,
  insertFetchRun,
  listFetchRuns,
  pruneFetchRuns,
  readActiveUniversityCourses,
  replaceSourceCourses,
  slotHasRun,
} from './queries.ts';
import { UniversitySearchIndex } from './search-index.ts';

/** A fetch still marked running after this long was abandoned (its server stopped). */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
/** Hour (UTC) of the daily scheduled fetch: after the live catalogue syncs (06:00-08:00). */
export const UNIVERSITY_SCHEDULE_HOUR_UTC = 9;
/** How often a list request may ask the database whether another instance changed the courses. */
const STALE_CHECK_MS = 30_000;
const STALE_CHECK_EMPTY_MS = 1_000;
/**
 * A source whose fetch would leave fewer than this share of its active courses is taken to have
 * answered partially, and changes nothing unless forced.
 */
export const SHRINK_GUARD = 0.5;
const ADVISORY_LOCK = 'university-courses-fetch';
const VISITOR_LIMIT_KEY = 'university-courses:visitor-fetch';

export interface FetchOptions {
  trigger: UniversityFetchTrigger;
  requestedBy?: string | undefined;
  /** Scheduled fetches: the day ('2026-05-01'). A day that already has a run is not run again. */
  slot?: string | undefined;
  /** Default: every source. */
  sources?: readonly UniversityFetchSource[] | undefined;
  /** Saved responses to import instead of fetching (`--from-file`), per source. */
  documents?: Partial<Record<UniversityFetchSource, unknown>> | undefined;
  /** Apply a result even when it would deactivate more than half of a source's courses. */
  force?: boolean | undefined;
  /** Fetch only when no active course exists (checked again under the lock). */
  onlyIfEmpty?: boolean | undefined;
}

/** The fetch's result, or why it did not run: its day's slot already ran, or courses were there. */
export type FetchOutcome = UniversitySyncResponse | { notRun: 'already-ran' | 'not-needed' };

export interface UniversityService {
  list(query: UniversityCourseListQuery): Promise<UniversityCourseListResponse>;
  /** Active courses as the index holds them. */
  activeCount(): Promise<number>;
  /** Every active course, in title order. */
  allCourses(): Promise<readonly UniversityCourse[]>;
  /** One active course; undefined when none has that id. */
  course(id: string): Promise<UniversityCourse | undefined>;
  /** Reloads the courses and swaps in a new index; requests keep using the old one meanwhile. */
  rebuild(): Promise<void>;
  /**
   * Fetches (or imports) the sources now and applies each one that succeeded. One fetch runs at a
   * time: calls while one runs in this process share its result; another instance's fetch is
   * waited for (PostgreSQL advisory lock).
   */
  fetch(options: FetchOptions): Promise<FetchOutcome>;
  /**
   * The page's trigger when no active course exists (spec section 4). Starts a fetch in the
   * background at most once per cooldown across all instances, and never waits for it.
   */
  triggerIfEmpty(requestedBy: string | undefined): Promise<UniversityFetchTriggerResponse>;
  status(): Promise<UniversitySyncStatusResponse>;
  /** One scheduler pass at `now`: runs today's fetch once its hour has come. */
  tick(now?: Date): Promise<FetchOutcome | null>;
  /** Starts the daily schedule (a check every minute) until stop(). */
  startSchedule(): void;
  stop(): Promise<void>;
  readonly adapters: Readonly<Record<UniversityFetchSource, UniversitySourceAdapter>>;
}

interface Snapshot {
  index: UniversitySearchIndex;
  /** The database state the index was built from; see fingerprint(). */
  fingerprint: string;
}

/** Each index's courses by id, built on first look-up and dropped with the index. */
const byId = new WeakMap<UniversitySearchIndex, ReadonlyMap<string, UniversityCourse>>();
function courseById(index: UniversitySearchIndex): ReadonlyMap<string, UniversityCourse> {
  let map = byId.get(index);
  if (!map) {
    map = new Map(index.all.map((c) => [c.id, c]));
    byId.set(index, map);
  }
  return map;
}

export function createUniversityAdapters(
  config: UniversitySourcesConfig,
): Record<UniversityFetchSource, UniversitySourceAdapter> {
  return {
    coursera: courseraAdapter(config.coursera),
    edx: edxUniversitiesAdapter({
      ...config.edx,
      orgs: config.edx.orgs.length > 0 ? config.edx.orgs : DEFAULT_EDX_UNIVERSITY_ORGS,
    }),
  };
}

export function createUniversityService(options: {
  database: Database;
  logger: Logger;
  config: UniversitySourcesConfig;
  /** Longest wait for one request to a source. */
  timeoutMs: number;
  adapters?: Record<UniversityFetchSource, UniversitySourceAdapter>;
  now?: () => Date;
}): UniversityService {
  const { database, config } = options;
  const db = database.db;
  const logger = options.logger.child({ component: 'university-courses' });
  const adapters = options.adapters ?? createUniversityAdapters(config);
  const clock = options.now ?? (() => new Date());

  let current: Promise<Snapshot> | undefined;
  let builds = 0;
  let lastStaleCheck = 0;
  let inflight: Promise<FetchOutcome> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | undefined;

  /** Changes whenever the active set does: a fetch rewrites fetched_at, a deactivation the count. */
  async function fingerprint(): Promise<string> {
    const [row] = rows<{ n: number; latest: string | null }>(
      await db.execute(sql`
        select count(*)::int as n, max(fetched_at)::text as latest
        from university_courses where is_active and source_api = 'universities_api'`),
    );
    return `${row?.n ?? 0}@${row?.latest ?? ''}`;
  }

  async function build(): Promise<Snapshot> {
    const started = performance.now();
    const print = await fingerprint();
    const courses: UniversityCourse[] = await readActiveUniversityCourses(db);
    // In slices: requests are answered from the previous index while this one is built.
    const index = await runInSlices(UniversitySearchIndex.build(courses));
    logger.info(
      { courses: courses.length, durationMs: Math.round(performance.now() - started) },
      'University course index built',
    );
    return { index, fingerprint: print };
  }

  function snapshot(): Promise<Snapshot> {
    if (!current) {
      const building = build();
      current = building;
      // A failed first load is not kept: the next request tries again.
      building.catch(() => {
        if (current === building) current = undefined;
      });
    }
    return current;
  }

  async function rebuild(): Promise<void> {
    const mine = ++builds;
    const next = build();
    await next;
    // Two overlapping rebuilds: the one started last wins.
    if (mine === builds) current = next;
  }

  /** Another instance may have fetched: rebuild in the background when the database moved on. */
  function checkStale(snap: Snapshot): void {
    const now = Date.now();
    // An empty page is waiting for a fetch (perhaps on another instance): look more often.
    const interval = snap.index.size === 0 ? STALE_CHECK_EMPTY_MS : STALE_CHECK_MS;
    if (now - lastStaleCheck < interval) return;
    lastStaleCheck = now;
    fingerprint()
      .then((print) => (print === snap.fingerprint ? undefined : rebuild()))
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'Could not check the university courses for changes'),
      );
  }

  async function applySource(
    source: UniversityFetchSource,
    outcome: UniversityParseOutcome,
    force: boolean,
  ): Promise<UniversitySourceResult> {
    const label = adapters[source].label;
    const base = { source, fetched: outcome.fetched, skipped: outcome.skipped };
    if (outcome.problems.length > 0) {
      logger.warn(
        { source, skippedBy: outcome.skippedBy, examples: outcome.problems.slice(0, 5) },
        `${label}: records skipped`,
      );
    }
    if (outcome.courses.length === 0) {
      const error =
        outcome.fetched === 0
          ? `${label} returned no courses; the courses fetched before are kept`
          : `None of the ${outcome.fetched} records ${label} returned was a university course we could use; the courses fetched before are kept`;
      return { ...base, status: 'failed', saved: 0, deactivated: 0, error };
    }
    const activeBefore = (await countActiveBySource(db))[source] ?? 0;
    if (!force && activeBefore >= 20 && outcome.courses.length < activeBefore * SHRINK_GUARD) {
      return {
        ...base,
        status: 'failed',
        saved: 0,
        deactivated: 0,
        error: `${label} returned ${outcome.courses.length} courses where ${activeBefore} are active; taken as a partial answer, nothing changed (fetch again with force to accept it)`,
      };
    }
    // Validated completely above; applied in one transaction.
    const { saved, deactivated, merged } = await db.transaction((tx) =>
      replaceSourceCourses(tx, source, outcome.courses),
    );
    // `merged`: courses another source's row already held (a shipped course), updated in place.
    logger.info(
      { source, saved, deactivated, merged, fetched: outcome.fetched, skipped: outcome.skipped },
      `${label}: courses saved`,
    );
    return { ...base, status: 'succeeded', saved, deactivated };
  }

  async function runLocked(run: FetchOptions): Promise<FetchOutcome> {
    if (run.onlyIfEmpty && (await countActiveUniversityCourses(db)) > 0) return { notRun: 'not-needed' };
    const runId = await insertFetchRun(db, run);
    if (runId === null) return { notRun: 'already-ran' };
    const sources = run.sources ?? UNIVERSITY_FETCH_SOURCES;
    logger.info({ runId, trigger: run.trigger, sources }, 'University course fetch started');
    const results: UniversitySourceResult[] = [];
    for (const source of sources) {
      const adapter = adapters[source];
      const document = run.documents?.[source];
      try {
        const outcome =
          document === undefined
            ? await adapter.fetchCourses({ timeoutMs: options.timeoutMs })
            : adapter.parseSaved(document);
        results.push(await applySource(source, outcome, run.force ?? false));
      } catch (error) {
        const message =
          error instanceof SyncSourceError
            ? error.message
            : `${adapter.label} could not be read (${String(error)})`;
        logger.error({ err: error, source, runId }, `${adapter.label} fetch failed: ${message}`);
        results.push({
          source,
          status: 'failed',
          fetched: 0,
          skipped: 0,
          saved: 0,
          deactivated: 0,
          error: message,
        });
      }
    }
    const failed = results.filter((r) => r.status === 'failed');
    const status =
      failed.length === 0 ? 'succeeded' : failed.length === results.length ? 'failed' : 'partial';
    const error =
      failed.length === 0
        ? null
        : `Failed to fetch university courses: ${failed.map((r) => r.error).join('; ')}`;
    await finishFetchRun(db, runId, { status, sources: results, error });
    await pruneFetchRuns(db).catch(() => {});
    if (results.some((r) => r.status === 'succeeded')) {
      await rebuild().catch((err: unknown) =>
        logger.error({ err }, 'University course index rebuild failed; the previous index stays in use'),
      );
    }
    const total = await countActiveUniversityCourses(db);
    const sum = (key: 'fetched' | 'skipped' | 'saved' | 'deactivated') =>
      results.reduce((n, r) => n + r[key], 0);
    logger.info({ runId, status, total }, 'University course fetch finished');
    return {
      success: failed.length === 0,
      total,
      fetched: sum('fetched'),
      skipped: sum('skipped'),
      saved: sum('saved'),
      deactivated: sum('deactivated'),
      fetchedAt: clock().toISOString(),
      ...(error ? { error } : {}),
      sources: results,
    };
  }

  function fetch(run: FetchOptions): Promise<FetchOutcome> {
    // One fetch per process: callers meanwhile share it. Imports carry their own documents, so
    // they wait their turn instead of sharing a live fetch's result.
    if (inflight && run.documents === undefined) return inflight;
    const previous = inflight ?? Promise.resolve();
    const next: Promise<FetchOutcome> = previous
      .catch(() => {})
      .then(() => database.withAdvisoryLock(ADVISORY_LOCK, () => runLocked(run)));
    inflight = next;
    const clear = () => {
      if (inflight === next) inflight = undefined;
    };
    next.then(clear, clear);
    return next;
  }

  async function tick(now = clock()): Promise<FetchOutcome | null> {
    await closeAbandonedFetchRuns(db, ABANDONED_AFTER_MS).catch((err: unknown) =>
      logger.warn({ err }, 'Could not close abandoned university course fetches'),
    );
    const slotAt = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), UNIVERSITY_SCHEDULE_HOUR_UTC),
    );
    const snap = current ? await current.catch(() => undefined) : undefined;
    if (snap) checkStale(snap);
    if (now < slotAt) return null;
    const slot = slotAt.toISOString().slice(0, 10);
    // Cheap check first; the unique slot decides under the lock.
    if (await slotHasRun(db, slot)) return null;
    return fetch({ trigger: 'schedule', slot });
  }

  return {
    adapters,

    async list(query) {
      const snap = await snapshot();
      checkStale(snap);
      const { courses, total, correctedSearch } = snap.index.search({
        search: query.search,
        filters: { country: query.country, category: query.category, level: query.level },
        offset: query.offset,
        limit: query.limit,
        sort: query.sort ?? 'relevance',
        asTyped: query.asTyped === '1',
      });
      const nextOffset = query.offset + courses.length < total ? query.offset + courses.length : null;
      return {
        courses,
        total,
        offset: query.offset,
        limit: query.limit,
        nextOffset,
        catalogueTotal: snap.index.size,
        facets: snap.index.facets,
        fetching: inflight !== undefined,
        correctedSearch,
      };
    },

    async activeCount() {
      return (await snapshot()).index.size;
    },

    async allCourses() {
      return (await snapshot()).index.all;
    },

    async course(id) {
      return courseById((await snapshot()).index).get(id);
    },

    rebuild,
    fetch,

    async triggerIfEmpty(requestedBy) {
      if ((await countActiveUniversityCourses(db)) > 0) {
        // Another instance filled the table: this one's index may be behind.
        const snap = await snapshot();
        if (snap.index.size === 0) await rebuild();
        return { status: 'not_needed' };
      }
      if (inflight || (await fetchRunning(db, ABANDONED_AFTER_MS))) return { status: 'running' };
      const windowSeconds = config.visitorCooldownMinutes * 60;
      const limit = await hit(db, VISITOR_LIMIT_KEY, { max: 1, windowSeconds });
      if (limit.count > 1) return { status: 'cooldown', retryAfterSeconds: limit.retryAfterSeconds };
      fetch({ trigger: 'visitor', requestedBy, onlyIfEmpty: true }).catch((err: unknown) =>
        logger.error({ err }, 'Visitor-triggered university course fetch failed'),
      );
      return { status: 'started' };
    },

    async status() {
      const [bySource, runs, running] = await Promise.all([
        countActiveBySource(db),
        listFetchRuns(db, 10),
        fetchRunning(db, ABANDONED_AFTER_MS),
      ]);
      return {
        active: Object.values(bySource).reduce((a, b) => a + b, 0),
        bySource,
        running: running || inflight !== undefined,
        lastRun: runs[0] ?? null,
        runs,
      };
    },

    tick,

    startSchedule() {
      if (timer) return;
      const run = () => {
        if (ticking) return;
        ticking = tick()
          .catch((err: unknown) => logger.error({ err }, 'University course schedule tick failed'))
          .finally(() => {
            ticking = undefined;
          });
      };
      timer = setInterval(run, 60_000);
      timer.unref();
      run();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      // A fetch in progress gets a moment; a longer one is recorded as abandoned later.
      const pending = ticking ?? inflight;
      if (pending)
        await Promise.race([pending.catch(() => {}), new Promise((r) => setTimeout(r, 5_000).unref())]);
    },
  };
}
