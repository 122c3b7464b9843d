import { CAREER_PATHS } from '@app/core/career-paths-data';
import type {
  CatalogStatsResponse,
  CourseDetailResponse,
  CourseFacets,
  CourseListQuery,
  CourseListResponse,
  ProviderInfo,
} from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import {
  LIVE_SOURCES,
  type LiveCourseSets,
  type LiveSource,
  mergeCatalogueInSteps,
} from '@app/core/course-catalogue';
import { isRetired } from '@app/core/course-lifecycle';
import {
  compareByTitle,
  MATCH_THRESHOLD,
  matchesFilters,
  NO_FILTERS,
  scoreCourse,
  searchTerms,
} from '@app/core/course-search';
import { pickFeaturedCoursesInSteps } from '@app/core/featured-courses';
import { findProvider, PROVIDERS, type ProviderEntry } from '@app/core/providers';
import type { Logger } from '../../logger.ts';
import { FRESH_TURN, runInSlices, STEP, type Steps } from '../../search/slices.ts';
import { CourseJsonByRank } from './course-json.ts';
import { CoursesByTitle } from './courses-by-title.ts';
import { RelatedCourses } from './related.ts';
import { type CatalogueChange, CourseSearchIndex } from './search-index.ts';

/** Where the catalogue comes from. Only `rebuild()` (and the first request) reads these. */
export interface CatalogSources {
  /** The static catalogue (the `courses` table). */
  staticCourses(): Promise<Course[]>;
  /**
   * The active snapshot of one live source, or an empty list when it has none; with the snapshot's
   * version (its id) when the loader knows it, so `liveState()` can tell which snapshot is indexed.
   * Without a loader every live list is empty.
   */
  liveCourses?(source: LiveSource): Promise<readonly Course[] | VersionedCourses>;
  /** Open jobs per company name (lowercased); absent until the product has job data. */
  jobCounts?(): Promise<ReadonlyMap<string, number>>;
}

export interface VersionedCourses {
  /** Which snapshot these courses are (null: the source has none). */
  version: number | null;
  courses: readonly Course[];
}

/** Per live source: the snapshot version the index holds and how many of its courses it lists. */
export type LiveCatalogState = Record<LiveSource, { version: number | null; count: number }>;

/** Everything the catalogue routes answer from, built once per catalogue change. */
interface CatalogSnapshot {
  /** The courses still offered (active and retiring): what search, recommendations and counts use. */
  catalogue: Course[];
  /** Retired courses: out of the index, listed only when asked for, their pages still answered. */
  retired: Course[];
  retiredById: Map<number | string, Course>;
  live: LiveCatalogState;
  index: CourseSearchIndex;
  related: RelatedCourses;
  featured: Course[];
  /** Courses per provider name, lowercased. */
  providerCounts: Map<string, number>;
  categoryCount: number;
  /** Courses by title (any case), for resolving a course named by an AI model. */
  byTitle: CoursesByTitle;
  /** Each course's JSON, written on the first page asked of this build. */
  json?: CourseJsonByRank;
  /** `coursesMatching` answers, by limit and text: filled as asked, dropped with the snapshot. */
  matching: Map<string, readonly Course[]>;
}

const COURSES_OPEN = Buffer.from('{"courses":[');

/**
 * Above this share of the catalogue added, changed or removed at once, the index is built whole
 * rather than patched: a patch copies every kept course's index entries anyway, so beyond some
 * share it costs what a build does.
 */
const PATCH_SHARE = 0.1;

/** Distinct `coursesMatching` answers kept per catalogue build (recommendations ask for skills). */
const MATCHING_KEPT = 5_000;

export interface CatalogService {
  listCourses(query: CourseListQuery): Promise<CourseListResponse>;
  /**
   * `listCourses` as the UTF-8 bytes of the JSON text `JSON.stringify` gives for it, assembled
   * from bytes kept per catalogue build: a course's text does not change between builds, so it is
   * not serialized again for every request, and the answer goes to the socket without the
   * per-request flattening and UTF-8 encoding of a text (about a tenth of a search's server time
   * under load, by CPU profile).
   */
  listCoursesJson(query: CourseListQuery): Promise<Buffer<ArrayBuffer>>;
  /** The options of the catalogue page's dropdowns, over the whole catalogue. */
  facets(): Promise<CourseFacets>;
  getCourse(id: number | string): Promise<CourseDetailResponse | undefined>;
  featuredCourses(): Promise<Course[]>;
  providers(): Promise<ProviderInfo[]>;
  stats(): Promise<CatalogStatsResponse>;
  /**
   * Reloads the catalogue from its sources and swaps in a new index. Requests keep being answered
   * from the previous one until the new one is ready. Call it after anything changes the
   * catalogue (a sync, a seed). When a few courses changed (at most a tenth), the index is patched
   * with those instead of built whole; `whole` builds it whole anyway.
   */
  rebuild(options?: { whole?: boolean }): Promise<void>;
  /**
   * The live sources as the index answering requests now holds them, or null while the first
   * index is still being built (asking starts that build). Never waits.
   */
  liveState(): LiveCatalogState | null;
  /**
   * The whole catalogue still offered (retired courses aside). The same array is returned until
   * the catalogue changes, so callers may cache what they derive from it by its identity.
   */
  allCourses(): Promise<readonly Course[]>;
  /**
   * Up to `limit` courses matching a search under the spec's rule, best score first (ties in title
   * order), e.g. the catalogue courses that teach one skill.
   */
  searchCourses(query: string, limit: number): Promise<Course[]>;
  /**
   * The catalogue course with exactly this id (as `parseCourseId` gives it), without provider
   * details; retired courses too, for their pages and the courses users already track.
   */
  course(id: number | string): Promise<Course | undefined>;
  /** The related courses the course page shows for a catalogue course. */
  relatedCourses(id: number | string): Promise<Course[]>;
  /**
   * The first `limit` courses of a plain catalogue search (no filters, no spelling correction),
   * in title order. Remembered per catalogue build, so asking again for
   * the same text (a skill, say) costs a map lookup.
   */
  coursesMatching(text: string, limit: number): Promise<readonly Course[]>;
  /**
   * A catalogue course by id, or else by exact title (any case) and, when given, provider (any
   * case); undefined when the catalogue has no such course.
   */
  findCourse(ref: {
    id?: number | string | null;
    title?: string;
    provider?: string;
  }): Promise<Course | undefined>;
}

function isVersioned(value: readonly Course[] | VersionedCourses): value is VersionedCourses {
  return !Array.isArray(value);
}

export function createCatalogService(options: {
  sources: CatalogSources;
  logger: Logger;
  /** How long a build holds the event loop at most before letting requests in (default 10 ms). */
  sliceMs?: number;
}): CatalogService {
  const { sources, logger } = options;
  const sliceMs = options.sliceMs ?? 10;
  let current: Promise<CatalogSnapshot> | undefined;
  /** The snapshot `current` resolved to, once it has. */
  let ready: CatalogSnapshot | undefined;
  let builds = 0;

  async function loadLive(): Promise<{ sets: LiveCourseSets; versions: Record<LiveSource, number | null> }> {
    const entries = await Promise.all(
      LIVE_SOURCES.map(async (source): Promise<readonly [LiveSource, VersionedCourses]> => {
        if (!sources.liveCourses) return [source, { version: null, courses: [] }];
        try {
          const loaded = await sources.liveCourses(source);
          return [source, isVersioned(loaded) ? loaded : { version: null, courses: loaded }];
        } catch (error) {
          // Spec: a failed live source is logged and left empty; its static courses stay.
          logger.error({ err: error, source }, 'Failed to load courses.');
          return [source, { version: null, courses: [] }];
        }
      }),
    );
    return {
      sets: Object.fromEntries(entries.map(([source, v]) => [source, v.courses])) as LiveCourseSets,
      versions: Object.fromEntries(entries.map(([source, v]) => [source, v.version])) as Record<
        LiveSource,
        number | null
      >,
    };
  }

  /**
   * Reads the sources and builds a new snapshot in slices of `sliceMs` (requests are answered from
   * the previous snapshot meanwhile); nothing of it is seen before it is whole.
   */
  async function build(previous?: CatalogSnapshot): Promise<CatalogSnapshot> {
    const started = performance.now();
    const [staticCourses, { sets: live, versions }] = await Promise.all([
      sources.staticCourses(),
      loadLive(),
    ]);
    const outcome: { updated?: number } = {};
    const snapshot = await runInSlices(
      snapshotSteps(staticCourses, live, versions, previous, outcome),
      sliceMs,
    );
    logger.info(
      {
        courses: snapshot.catalogue.length,
        durationMs: Math.round(performance.now() - started),
        ...(outcome.updated !== undefined ? { changed: outcome.updated } : {}),
      },
      outcome.updated !== undefined ? 'Course catalogue index updated' : 'Course catalogue index built',
    );
    return snapshot;
  }

  /** True when every course of the index is still at the same place in the catalogue. */
  function* sameOrder(index: CourseSearchIndex, change: CatalogueChange): Steps<boolean> {
    for (let rank = 0; rank < index.size; rank++) {
      if (change.placeOf[rank] !== index.placeAt(rank)) return false;
      if (rank % (STEP * 16) === STEP * 16 - 1) yield;
    }
    return true;
  }

  /**
   * The parts of snapshot `previous` that a catalogue change patches (see
   * `CourseSearchIndex.changeTo`); the kept courses of `catalogue` are replaced by the previous
   * objects (equal as data), so that what is kept by identity stays valid.
   */
  function* patchedSteps(
    previous: CatalogSnapshot,
    catalogue: Course[],
    change: CatalogueChange,
  ): Steps<
    Pick<CatalogSnapshot, 'index' | 'related' | 'providerCounts' | 'byTitle' | 'json'> & { changed: number }
  > {
    const before = previous.index;
    const gone: Course[] = [];
    for (let rank = 0; rank < before.size; rank++) {
      const place = change.placeOf[rank]!;
      // A course unchanged stays the same object: its JSON and related lists are kept by identity.
      if (place >= 0) catalogue[place] = before.courseAt(rank);
      else gone.push(before.courseAt(rank));
      if (rank % STEP === STEP - 1) yield;
    }
    const index = yield* CourseSearchIndex.patch(before, change);
    const related = yield* RelatedCourses.patch(previous.related, index, gone, change.added);
    const json = previous.json
      ? yield* CourseJsonByRank.patch(previous.json, before, index)
      : yield* CourseJsonByRank.build(index);
    const providerCounts = new Map(previous.providerCounts);
    // Made again in steps: two typed arrays, no cheaper to patch than to fill.
    const byTitle = yield* CoursesByTitle.build(catalogue);
    for (const [course, by] of [
      ...gone.map((c) => [c, -1] as const),
      ...change.added.map((c) => [c, 1] as const),
    ]) {
      const provider = course.provider.toLowerCase();
      const count = (providerCounts.get(provider) ?? 0) + by;
      if (count > 0) providerCounts.set(provider, count);
      else providerCounts.delete(provider);
    }
    const changedIds = new Set([...gone, ...change.added].map((c) => c.id));
    return { index, related, providerCounts, byTitle, json, changed: changedIds.size };
  }

  function* snapshotSteps(
    staticCourses: readonly Course[],
    live: LiveCourseSets,
    versions: Record<LiveSource, number | null>,
    previous: CatalogSnapshot | undefined,
    outcome: { updated?: number },
  ): Steps<CatalogSnapshot> {
    // splitByLifecycle, a few hundred courses a step, in place: the merged array is this build's
    // own, and a second array of a million courses grew by pushing in steps of 36 to 66 ms.
    // Its first step makes an array as long as the catalogue (see `FRESH_TURN`).
    yield FRESH_TURN;
    const catalogue = yield* mergeCatalogueInSteps(staticCourses, live);
    const retired: Course[] = [];
    let offered = 0;
    for (let i = 0; i < catalogue.length; i++) {
      const course = catalogue[i]!;
      if (isRetired(course)) retired.push(course);
      else catalogue[offered++] = course;
      if (i % STEP === STEP - 1) yield;
    }
    catalogue.length = offered;
    const liveState = Object.fromEntries(
      LIVE_SOURCES.map((source) => [source, { version: versions[source], count: live[source].length }]),
    ) as LiveCatalogState;
    // A sync or import that changed a few courses patches the previous index instead of building
    // it again; a whole build when much changed (see `changeTo`).
    const change = previous ? yield* previous.index.changeTo(catalogue, PATCH_SHARE) : undefined;
    if (previous && change && change.added.length === 0 && (yield* sameOrder(previous.index, change))) {
      // Nothing changed (a sync that fetched what the index holds): the snapshot is kept.
      outcome.updated = 0;
      return { ...previous, retired, retiredById: new Map(retired.map((c) => [c.id, c])), live: liveState };
    }
    if (previous && change) {
      const patched = yield* patchedSteps(previous, catalogue, change);
      // Courses added, changed or removed (a changed course once).
      outcome.updated = patched.changed;
      const { changed: _, ...parts } = patched;
      return {
        ...parts,
        catalogue,
        retired,
        retiredById: new Map(retired.map((c) => [c.id, c])),
        live: liveState,
        featured: yield* pickFeaturedCoursesInSteps(catalogue),
        categoryCount: patched.index.facets.categories.length,
        matching: new Map(),
      };
    }
    const providerCounts = new Map<string, number>();
    for (let i = 0; i < catalogue.length; i++) {
      const provider = catalogue[i]!.provider.toLowerCase();
      providerCounts.set(provider, (providerCounts.get(provider) ?? 0) + 1);
      if (i % STEP === STEP - 1) yield;
    }
    const byTitle = yield* CoursesByTitle.build(catalogue);
    const index = yield* CourseSearchIndex.build(catalogue);
    const related = yield* RelatedCourses.build(index);
    const json = yield* CourseJsonByRank.build(index);
    return {
      catalogue,
      retired,
      retiredById: new Map(retired.map((c) => [c.id, c])),
      live: liveState,
      index,
      related,
      featured: yield* pickFeaturedCoursesInSteps(catalogue),
      providerCounts,
      categoryCount: index.facets.categories.length,
      byTitle,
      json,
      matching: new Map(),
    };
  }

  function snapshot(): Promise<CatalogSnapshot> {
    if (!current) {
      const building = build();
      current = building;
      building.then(
        (snap) => {
          if (current === building) ready = snap;
        },
        // A failed first load is not kept: the next request tries again.
        () => {
          if (current === building) current = undefined;
        },
      );
    }
    return current;
  }

  async function providerInfo(
    entry: ProviderEntry,
    snap: CatalogSnapshot,
    jobs?: ReadonlyMap<string, number>,
  ) {
    const info: ProviderInfo = {
      name: entry.name,
      slug: entry.slug,
      description: entry.description,
      category: entry.category,
      color: entry.color,
      website: entry.website,
      courseCount: snap.providerCounts.get(entry.name.toLowerCase()) ?? 0,
    };
    const jobCount = jobs?.get(entry.name.toLowerCase());
    if (jobCount !== undefined) info.jobCount = jobCount;
    return info;
  }

  async function readJobCounts(): Promise<ReadonlyMap<string, number> | undefined> {
    if (!sources.jobCounts) return undefined;
    try {
      return await sources.jobCounts();
    } catch (error) {
      // Spec: on a failed job count lookup the counts are simply not shown.
      logger.error({ err: error }, 'Failed to fetch job counts');
      return undefined;
    }
  }

  /**
   * A page of the retired courses (`status=retired`): a handful, so searched with the spec's rule
   * directly rather than indexed. Best match first with a search unless sorted by title.
   */
  function retiredPage(snap: CatalogSnapshot, query: CourseListQuery): CourseListResponse {
    const terms = searchTerms(query.search);
    const scored = snap.retired
      .map((course) => ({ course, score: scoreCourse(course, terms) }))
      .filter((x) => (terms.length === 0 || x.score >= MATCH_THRESHOLD) && matchesFilters(x.course, query));
    const byRelevance = terms.length > 0 && (query.sort ?? 'relevance') === 'relevance';
    scored.sort((a, b) => (byRelevance ? b.score - a.score : 0) || compareByTitle(a.course, b.course));
    const courses = scored.slice(query.offset, query.offset + query.limit).map((x) => x.course);
    const total = scored.length;
    return {
      courses,
      total,
      offset: query.offset,
      limit: query.limit,
      nextOffset: query.offset + courses.length < total ? query.offset + courses.length : null,
      catalogueTotal: snap.catalogue.length,
      correctedSearch: null,
    };
  }

  /** A course by id, retired ones included (their pages stay reachable). */
  function anyCourse(snap: CatalogSnapshot, id: number | string): Course | undefined {
    return snap.index.get(id) ?? snap.retiredById.get(id);
  }

  async function page(snap: CatalogSnapshot, query: CourseListQuery) {
    const { courses, ranks, total, correctedSearch } = await snap.index.searchInSlices({
      search: query.search,
      filters: query,
      offset: query.offset,
      limit: query.limit,
      sort: query.sort ?? 'relevance',
      asTyped: query.asTyped === '1',
    });
    const nextOffset = query.offset + courses.length < total ? query.offset + courses.length : null;
    return { courses, ranks, total, nextOffset, correctedSearch };
  }

  return {
    async listCourses(query) {
      const snap = await snapshot();
      if (query.status === 'retired') return retiredPage(snap, query);
      const { courses, total, nextOffset, correctedSearch } = await page(snap, query);
      return {
        courses,
        total,
        offset: query.offset,
        limit: query.limit,
        nextOffset,
        catalogueTotal: snap.catalogue.length,
        correctedSearch,
      };
    },

    async listCoursesJson(query) {
      const snap = await snapshot();
      if (query.status === 'retired') return Buffer.from(JSON.stringify(retiredPage(snap, query)));
      const { ranks, total, nextOffset, correctedSearch } = await page(snap, query);
      snap.json ??= new CourseJsonByRank(snap.index);
      // Same keys, in the same order, as the object listCourses returns.
      const tail = `],"total":${total},"offset":${query.offset},"limit":${query.limit},"nextOffset":${nextOffset},"catalogueTotal":${snap.catalogue.length},"correctedSearch":${JSON.stringify(correctedSearch)}}`;
      return snap.json.join(COURSES_OPEN, ranks, tail);
    },

    async facets() {
      return (await snapshot()).index.facets;
    },

    async getCourse(id) {
      const snap = await snapshot();
      const course = anyCourse(snap, id);
      if (!course) return undefined;
      const entry = findProvider(course.provider);
      const replacementId = course.replacementCourseId;
      return {
        course,
        provider: entry ? await providerInfo(entry, snap, await readJobCounts()) : null,
        related: snap.related.for(course),
        replacement: (replacementId !== undefined && anyCourse(snap, replacementId)) || null,
      };
    },

    async course(id) {
      return anyCourse(await snapshot(), id);
    },

    async relatedCourses(id) {
      const snap = await snapshot();
      const course = snap.index.get(id);
      return course ? snap.related.for(course) : [];
    },

    async coursesMatching(text, limit) {
      const snap = await snapshot();
      const key = `${limit}\u0000${text}`;
      let found = snap.matching.get(key);
      if (!found) {
        found = (
          await snap.index.searchInSlices({
            search: text,
            filters: NO_FILTERS,
            offset: 0,
            limit,
            sort: 'title',
            asTyped: true,
          })
        ).courses;
        if (snap.matching.size >= MATCHING_KEPT) snap.matching.clear();
        snap.matching.set(key, found);
      }
      return found;
    },

    async featuredCourses() {
      return (await snapshot()).featured;
    },

    async providers() {
      const snap = await snapshot();
      const jobs = await readJobCounts();
      return Promise.all(PROVIDERS.map((entry) => providerInfo(entry, snap, jobs)));
    },

    async stats() {
      const snap = await snapshot();
      const jobs = await readJobCounts();
      const stats: CatalogStatsResponse = {
        courses: snap.catalogue.length,
        providers: snap.providerCounts.size,
        categories: snap.categoryCount,
        careerPaths: CAREER_PATHS.length,
      };
      // No real job yet (a new install shows sample postings only): no count, as without job data.
      if (jobs && jobs.size > 0) stats.jobs = [...jobs.values()].reduce((sum, n) => sum + n, 0);
      return stats;
    },

    async rebuild(options = {}) {
      const build_ = ++builds;
      const next = build(options.whole ? undefined : ready);
      const snap = await next;
      // Two overlapping rebuilds: the one started last wins.
      if (build_ === builds) {
        current = next;
        ready = snap;
      }
    },

    liveState() {
      if (!ready) {
        snapshot().catch(() => {});
        return null;
      }
      return ready.live;
    },

    async allCourses() {
      return (await snapshot()).catalogue;
    },

    async searchCourses(query, limit) {
      const terms = searchTerms(query);
      if (terms.length === 0 || limit <= 0) return [];
      const snap = await snapshot();
      // The index finds the matches (in title order); only those are scored.
      const { courses } = await snap.index.searchInSlices({
        search: query,
        filters: NO_FILTERS,
        offset: 0,
        limit: snap.index.size,
        sort: 'title',
        asTyped: true,
      });
      return courses
        .map((course) => ({ course, score: scoreCourse(course, terms) }))
        .sort((a, b) => b.score - a.score || compareByTitle(a.course, b.course))
        .slice(0, limit)
        .map((x) => x.course);
    },

    async findCourse(ref) {
      const snap = await snapshot();
      if (ref.id !== undefined && ref.id !== null) {
        const byId = snap.index.get(ref.id) ?? snap.index.get(String(ref.id));
        if (byId) return byId;
        if (typeof ref.id === 'string' && /^\d+$/.test(ref.id)) {
          const numeric = snap.index.get(Number(ref.id));
          if (numeric) return numeric;
        }
      }
      if (!ref.title) return undefined;
      return snap.byTitle.find(ref.title, ref.provider);
    },
  };
}
