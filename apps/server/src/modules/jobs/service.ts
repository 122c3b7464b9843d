import { JOB_BOARD_SOURCES, type JobBoardSource } from '@app/core/job-options';
import { type HeldJobBoard, heldReason, shrinkGuard } from '@app/core/job-shrink-guard';
import type {
  ApplicationUpdate,
  FetchJobsResponse,
  JobApplication,
  JobDetail,
  JobListQuery,
  JobListResponse,
  JobSummary,
} from '@app/core/jobs-api';
import type { JobBoard, JobBoardsConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { runInSlices } from '../../search/slices.ts';
import { BOARD_LABELS, fetchBoardDocument, READERS } from '../../sync/jobs/boards.ts';
import type { BoardOutcome } from '../../sync/jobs/collector.ts';
import { SyncSourceError } from '../../sync/source-error.ts';
import { createFetchHistory, type FetchHistory } from './fetch-history.ts';
import {
  activeExternalIds,
  deleteHeldAnswer,
  listHeldAnswers,
  readHeldAnswer,
  saveHeldAnswer,
} from './held-queries.ts';
import { jobSkillLexicon } from './lexicon.ts';
import {
  activeJobPages,
  type BoardWrite,
  bumpJobsVersion,
  claimScheduleSlot,
  countActiveJobs,
  deleteApplication,
  type IndexRow,
  insertApplication,
  listApplications,
  readJob,
  readJobState,
  readJobsVersion,
  updateApplication,
  writeBoards,
} from './queries.ts';
import { type IndexedJob, JobSearchIndex, previewOf } from './search-index.ts';

/** How often a list request may ask the database whether another instance changed the jobs. */
const STALE_CHECK_MS = 10_000;
/** Boards fetched at the same time. */
const FETCH_CONCURRENCY = 4;
const ADVISORY_LOCK = 'jobs-fetch';

export type FetchTrigger = 'manual' | 'schedule' | 'cli' | 'import' | 'first-start' | 'apply-held';

/** A board named by its platform and token ('greenhouse', 'stripe'). */
export interface BoardRef {
  source: JobBoardSource;
  board: string;
}

/** One board's saved response, for imports (`--from-file`, the admin import). */
export interface SavedBoard {
  source: JobBoardSource;
  board: JobBoard;
  document: unknown;
}

export type ApplyResult =
  | { status: 'applied'; application: JobApplication }
  | { status: 'duplicate' }
  | { status: 'not-found' }
  | { status: 'closed' }
  | { status: 'sample' };

export interface JobsService {
  list(query: JobListQuery): Promise<JobListResponse>;
  get(id: number): Promise<JobDetail | undefined>;
  /** The ids of the active jobs that are not samples, newest first. */
  publicJobIds(): Promise<number[]>;
  /** The active jobs that are not samples whose title `match` says yes to, newest first. */
  postingsTitled(match: (title: string) => boolean): Promise<JobSummary[]>;
  apply(userId: string, jobId: number): Promise<ApplyResult>;
  applications(userId: string): Promise<JobApplication[]>;
  /** Moves one of the user's applications or changes its note or follow-up day; undefined when they have none with that id. */
  updateApplication(
    userId: string,
    applicationId: number,
    change: ApplicationUpdate,
  ): Promise<JobApplication | undefined>;
  removeApplication(userId: string, applicationId: number): Promise<boolean>;
  /**
   * Fetches every configured board (or imports saved responses) and writes the boards that
   * answered in one transaction. One fetch runs at a time, in this process and across instances.
   */
  fetch(options: {
    trigger: FetchTrigger;
    requestedBy?: string;
    saved?: readonly SavedBoard[];
  }): Promise<FetchJobsResponse>;
  /**
   * The board answers the shrink guard held: each would have made more than half (and at least
   * 10) of its board's active postings inactive, so it changed nothing.
   */
  heldAnswers(): Promise<HeldJobBoard[]>;
  /**
   * Applies a held answer as it was received (a recorded run of its own, under the fetch lock);
   * undefined when no answer of that board is held.
   */
  applyHeld(options: BoardRef & { requestedBy?: string }): Promise<FetchJobsResponse | undefined>;
  /** Active real jobs per company name, lower-cased: the providers page's job counts. */
  companyCounts(): Promise<ReadonlyMap<string, number>>;
  /** Reloads the active jobs and swaps in a new index; requests keep using the old one meanwhile. */
  rebuild(): Promise<void>;
  /** Waits until this instance's index holds what another instance's fetch wrote (if one did). */
  catchUp(): Promise<void>;
  /** Every fetch and import, recorded as it runs (the jobs page's progress, the admin history). */
  readonly history: FetchHistory;
  /** One scheduler pass at `now`: runs today's fetch once its hour has come, once across instances. */
  tick(now?: Date): Promise<FetchJobsResponse | null>;
  /** Starts the daily schedule (a check every minute) until stop(). */
  startSchedule(): void;
  stop(): Promise<void>;
  readonly boards: ReadonlyArray<{ source: JobBoardSource; board: JobBoard }>;
}

interface Snapshot {
  index: JobSearchIndex;
  version: string | null;
}

function toSummary(row: IndexRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    provider: row.provider,
    source: row.source,
    location: row.location,
    remoteType: row.remoteType,
    jobType: row.jobType,
    experienceLevel: row.experienceLevel,
    salaryRange: row.salaryRange,
    postedDate: row.postedDate.toISOString(),
    skills: row.skills,
    preview: previewOf(row.description),
    externalUrl: row.externalUrl,
    isSample: row.isSample,
  };
}

/**
 * The answer of `GET /api/jobs` from an index: one page of matches, the totals and the options.
 * With a search the matches come best first unless `sort` is 'newest'; without one, newest first.
 */
export async function listFromIndex(index: JobSearchIndex, query: JobListQuery): Promise<JobListResponse> {
  // In slices: a phrase search of a large board reads descriptions for a second or more.
  const { jobs, total } = await runInSlices(
    index.searchSteps({
      search: query.search,
      filters: {
        company: query.company,
        location: query.location,
        remoteType: query.remoteType,
        jobType: query.jobType,
        experienceLevel: query.experienceLevel,
        skills: query.skill,
      },
      offset: query.offset,
      limit: query.limit,
      byRelevance: query.sort !== 'newest',
    }),
  );
  const nextOffset = query.offset + jobs.length < total ? query.offset + jobs.length : null;
  return {
    jobs,
    total,
    offset: query.offset,
    limit: query.limit,
    nextOffset,
    activeTotal: index.size,
    options: index.options,
  };
}

export function createJobsService(options: {
  database: Database;
  logger: Logger;
  config: JobBoardsConfig;
  /** Longest wait for one request to a board. */
  timeoutMs: number;
  now?: () => Date;
}): JobsService {
  const { database, config, timeoutMs } = options;
  const db = database.db;
  const logger = options.logger.child({ component: 'jobs' });
  const clock = options.now ?? (() => new Date());
  const boards = JOB_BOARD_SOURCES.flatMap((source) =>
    config[source].boards.map((board) => ({ source, board })),
  );

  let current: Promise<Snapshot> | undefined;
  let builds = 0;
  let rebuildsInFlight = 0;
  let lastStaleCheck = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | undefined;
  let catchingUp: Promise<void> | undefined;
  const history = createFetchHistory({ db, logger });

  /** The active rows as the index takes them, a page at a time. */
  async function* indexedPages(): AsyncGenerator<IndexedJob[], void, void> {
    for await (const rows of activeJobPages(db)) {
      yield rows.map((row) => ({ ...toSummary(row), description: row.description }));
    }
  }

  /** Builds the index; `previous`, the snapshot in use, lends the descriptions and summaries that have not changed. */
  async function build(previous?: Promise<Snapshot>): Promise<Snapshot> {
    const started = performance.now();
    const before = await previous?.catch(() => undefined);
    const version = await readJobsVersion(db);
    // Read in pages and indexed as they come, in slices: at 50,000 postings this takes seconds,
    // requests are served meanwhile, and no more than a page of descriptions is held at once. A
    // fetch writing meanwhile moves the version on, and the next check builds again.
    const most = await countActiveJobs(db);
    const index = await JobSearchIndex.fromPages(most, indexedPages(), undefined, before?.index);
    logger.info(
      { jobs: index.size, durationMs: Math.round(performance.now() - started) },
      'Job search index built',
    );
    return { index, version };
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
    rebuildsInFlight++;
    try {
      const next = build(current);
      await next;
      // Two overlapping rebuilds: the one started last wins.
      if (mine === builds) current = next;
    } finally {
      rebuildsInFlight--;
    }
  }

  /** Another instance may have fetched: rebuild in the background when the version moved on. */
  function checkStale(snap: Snapshot): void {
    const now = Date.now();
    // A rebuild under way (seconds at 50,000 jobs) already brings the newest jobs.
    if (now - lastStaleCheck < STALE_CHECK_MS || rebuildsInFlight > 0) return;
    lastStaleCheck = now;
    readJobsVersion(db)
      .then((version) => (version === snap.version ? undefined : rebuild()))
      .catch((error: unknown) => logger.warn({ err: error }, 'Could not check the jobs for changes'));
  }

  async function readBoard(
    source: JobBoardSource,
    board: JobBoard,
    document?: unknown,
  ): Promise<BoardOutcome> {
    const doc =
      document === undefined ? await fetchBoardDocument(source, board, config, timeoutMs) : document;
    return READERS[source](doc, { board, lexicon: jobSkillLexicon() });
  }

  async function runLocked(run: {
    trigger: FetchTrigger;
    requestedBy?: string;
    saved?: readonly SavedBoard[];
    /** Apply this board's held answer instead of fetching. */
    applyHeld?: BoardRef;
    /** Called as each board has answered or failed (the history's progress). */
    boardDone?: () => void;
  }) {
    const targets = run.saved ?? boards.map((b) => ({ ...b, document: undefined }));
    if (targets.length === 0 && !run.applyHeld) {
      return {
        success: false,
        error: 'No job boards are configured (JOBS_GREENHOUSE_BOARDS, JOBS_LEVER_BOARDS, JOBS_ASHBY_BOARDS)',
      };
    }
    const started = performance.now();
    logger.info(
      { trigger: run.trigger, boards: targets.length, requestedBy: run.requestedBy },
      'Job fetch started',
    );
    const results: Array<{
      key: string;
      source: JobBoardSource;
      board: JobBoard;
      outcome?: BoardOutcome;
      error?: string;
    }> = [];
    if (run.applyHeld) {
      const { source, board } = run.applyHeld;
      const stored = await readHeldAnswer(db, source, board);
      run.boardDone?.();
      if (!stored) {
        return {
          success: false,
          error: `No answer of ${BOARD_LABELS[source]} board ${board} is held any more`,
        };
      }
      results.push({
        key: `${source}:${board}`,
        source,
        board: { token: board, ...(stored.held.company ? { company: stored.held.company } : {}) },
        outcome: {
          jobs: stored.postings,
          fetched: stored.postings.length,
          skipped: 0,
          excluded: 0,
          problems: [],
        },
      });
    }
    // A few boards at a time: quick overall, gentle on each platform.
    let next = 0;
    const fetching = run.applyHeld ? [] : targets;
    await Promise.all(
      Array.from({ length: Math.min(FETCH_CONCURRENCY, fetching.length) }, async () => {
        while (next < fetching.length) {
          const target = fetching[next++]!;
          const key = `${target.source}:${target.board.token}`;
          try {
            const outcome = await readBoard(target.source, target.board, target.document);
            if (outcome.problems.length > 0) {
              logger.warn(
                { board: key, skipped: outcome.skipped, examples: outcome.problems.slice(0, 5) },
                'Job postings skipped',
              );
            }
            if (outcome.jobs.length === 0 && outcome.fetched > outcome.excluded) {
              // Every record was broken: that is the board failing, not a board with no openings.
              results.push({
                key,
                ...target,
                error: `None of the ${outcome.fetched} postings ${BOARD_LABELS[target.source]} board ${target.board.token} returned was usable`,
              });
            } else {
              results.push({ key, ...target, outcome });
            }
          } catch (error) {
            const message =
              error instanceof SyncSourceError
                ? error.message
                : `${BOARD_LABELS[target.source]} board ${target.board.token} could not be read (${String(error)})`;
            logger.error({ err: error, board: key }, `Job board failed: ${message}`);
            results.push({ key, ...target, error: message });
          }
          run.boardDone?.();
        }
      }),
    );

    const failed = Object.fromEntries(results.filter((r) => r.error).map((r) => [r.key, r.error!]));
    // The shrink guard: an answer that would close more than half of its board's active postings
    // (and at least 10) is held for an admin instead of written. An applied held answer is not checked again.
    const answered: typeof results = [];
    const held: Record<string, string> = {};
    const heldAnswers: Array<{ summary: HeldJobBoard; postings: BoardOutcome['jobs'] }> = [];
    for (const r of results) {
      if (!r.outcome) continue;
      if (!run.applyHeld) {
        const guard = shrinkGuard({
          active: await activeExternalIds(db, r.source, r.board.token),
          answer: r.outcome.jobs.map((j) => j.externalId),
        });
        if (guard.hold) {
          const reason = heldReason({
            label: `${BOARD_LABELS[r.source]} board ${r.board.token}`,
            postings: r.outcome.jobs.length,
            active: guard.active,
            closing: guard.closing,
          });
          logger.warn({ board: r.key, ...guard, postings: r.outcome.jobs.length }, 'Job board answer held');
          held[r.key] = reason;
          heldAnswers.push({
            summary: {
              source: r.source,
              board: r.board.token,
              company: r.board.company ?? null,
              heldAt: clock().toISOString(),
              postings: r.outcome.jobs.length,
              active: guard.active,
              closing: guard.closing,
              reason,
            },
            postings: r.outcome.jobs,
          });
          continue;
        }
      }
      answered.push(r);
    }
    const writes: BoardWrite[] = answered.map((r) => ({
      source: r.source,
      board: r.board.token,
      jobs: r.outcome!.jobs,
    }));
    const now = clock();
    const written = answered.length
      ? await db.transaction(async (tx) => {
          const summary = await writeBoards(tx, writes, now);
          await bumpJobsVersion(tx, now);
          // A board's answer that was written overtakes whatever of it was held.
          for (const w of writes) await deleteHeldAnswer(tx, w.source, w.board);
          return summary;
        })
      : { inserted: 0, updated: 0, deactivated: 0, samplesRetired: 0 };
    if (heldAnswers.length) {
      await db.transaction(async (tx) => {
        for (const h of heldAnswers) await saveHeldAnswer(tx, h.summary, h.postings);
      });
    }
    if (answered.length) {
      await rebuild().catch((err: unknown) =>
        logger.error({ err }, 'Job search index rebuild failed; the previous index stays in use'),
      );
    }
    const totalFetched = writes.reduce((n, w) => n + w.jobs.length, 0);
    const response: FetchJobsResponse = {
      success: answered.length > 0,
      summary: {
        total_fetched: totalFetched,
        new_jobs: written.inserted,
        updated_jobs: written.updated,
        deactivated_jobs: written.deactivated + written.samplesRetired,
        skipped: answered.reduce((n, r) => n + r.outcome!.skipped, 0),
        sources: Object.fromEntries(
          answered.map((r) => [r.key, { fetched: r.outcome!.jobs.length, skipped: r.outcome!.skipped }]),
        ),
        failed,
        ...(heldAnswers.length ? { held } : {}),
      },
    };
    if (answered.length === 0) {
      const failures = Object.values(failed);
      const reasons = [...failures, ...Object.values(held)];
      response.error = failures.length ? `Failed to fetch jobs: ${reasons.join('; ')}` : reasons.join('; ');
    }
    logger.info(
      {
        trigger: run.trigger,
        ...written,
        fetched: totalFetched,
        failed: Object.keys(failed),
        held: Object.keys(held),
        durationMs: Math.round(performance.now() - started),
      },
      'Job fetch finished',
    );
    return response;
  }

  function fetch(run: {
    trigger: FetchTrigger;
    requestedBy?: string;
    saved?: readonly SavedBoard[];
    applyHeld?: BoardRef;
  }): Promise<FetchJobsResponse> {
    // Runs take turns in this process; the advisory lock does the same across instances.
    const mine = queue
      .catch(() => {})
      .then(() =>
        database.withAdvisoryLock(ADVISORY_LOCK, () =>
          history.record(
            { trigger: run.trigger, boards: run.applyHeld ? 1 : (run.saved?.length ?? boards.length) },
            (boardDone) => runLocked({ ...run, boardDone }),
          ),
        ),
      );
    queue = mine;
    return mine;
  }

  async function tick(now = clock()): Promise<FetchJobsResponse | null> {
    const snap = current ? await current.catch(() => undefined) : undefined;
    if (snap) checkStale(snap);
    if (boards.length === 0) return null;
    const at = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), config.fetchHourUtc),
    );
    if (now < at) return null;
    const slot = at.toISOString().slice(0, 10);
    // Claiming the day is one atomic write, so of several instances exactly one runs it.
    if (!(await claimScheduleSlot(db, slot, now))) return null;
    return fetch({ trigger: 'schedule' });
  }

  return {
    boards,

    async list(query) {
      const snap = await snapshot();
      checkStale(snap);
      return listFromIndex(snap.index, query);
    },

    async publicJobIds() {
      return (await snapshot()).index.publicIds();
    },

    async postingsTitled(match) {
      return (await snapshot()).index.postingsTitled(match);
    },

    async get(id) {
      const row = await readJob(db, id);
      if (!row) return undefined;
      return {
        ...toSummary(row),
        description: row.description,
        requirements: row.requirements,
        isActive: row.isActive,
      };
    },

    async apply(userId, jobId) {
      const job = await readJobState(db, jobId);
      if (!job) return { status: 'not-found' };
      if (!job.isActive) return { status: 'closed' };
      if (job.isSample) return { status: 'sample' };
      const id = await insertApplication(db, userId, jobId);
      if (id === null) return { status: 'duplicate' };
      const [application] = await listApplications(db, userId, id);
      return { status: 'applied', application: application! };
    },

    applications: (userId) => listApplications(db, userId),
    async updateApplication(userId, id, change) {
      if (!(await updateApplication(db, userId, id, change))) return undefined;
      const [application] = await listApplications(db, userId, id);
      return application;
    },
    removeApplication: (userId, id) => deleteApplication(db, userId, id),
    fetch,

    heldAnswers: () => listHeldAnswers(db),

    async applyHeld({ source, board, requestedBy }) {
      // Checked first so that a board with nothing held records no run; the run checks again.
      if (!(await listHeldAnswers(db)).some((h) => h.source === source && h.board === board))
        return undefined;
      return fetch({
        trigger: 'apply-held',
        ...(requestedBy ? { requestedBy } : {}),
        applyHeld: { source, board },
      });
    },

    async companyCounts() {
      return (await snapshot()).index.companyCounts;
    },

    rebuild,
    history,

    catchUp() {
      catchingUp ??= (async () => {
        const snap = current ? await current.catch(() => undefined) : undefined;
        // No index yet: the first request builds it from the newest jobs anyway.
        if (!snap) return;
        if ((await readJobsVersion(db)) !== snap.version) await rebuild();
      })().finally(() => {
        catchingUp = undefined;
      });
      return catchingUp;
    },

    tick,

    startSchedule() {
      if (timer) return;
      const run = () => {
        if (ticking) return;
        ticking = tick()
          .catch((err: unknown) => logger.error({ err }, 'Job fetch schedule tick failed'))
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
      const pending = ticking ?? queue;
      await Promise.race([pending.catch(() => {}), new Promise((r) => setTimeout(r, 5_000).unref())]);
    },
  };
}
