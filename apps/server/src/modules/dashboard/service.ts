import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { Course } from '@app/core/course';
import { parseCourseId } from '@app/core/course-catalogue';
import { recommendationTargets, recommendCourses } from '@app/core/course-recommendations';
import {
  type ActivityEvent,
  acquiredSkills,
  dashboardGoals,
  dashboardStats,
  distinctSkills,
  enrollmentEvents,
  isInProgress,
  isSaved,
  latestActivity,
  nextMilestone,
  utcMonthRange,
  weeksLeft,
} from '@app/core/learning';
import {
  type Certificate,
  type CompletionUpdate,
  type DashboardCourse,
  type DashboardResponse,
  LEARNING_ERRORS,
  type TrackedCourse,
  type TrackedCourseBrief,
} from '@app/core/learning-api';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import {
  type AchievementRow,
  dashboardRows,
  deleteCourseAchievements,
  deleteEnrollment,
  deleteSession,
  type EnrollmentRow,
  insertSession,
  inTransaction,
  latestSessions,
  listAchievements,
  listEnrollments,
  lockOrCreateEnrollment,
  readEnrollment,
  sessionTotals,
  updateEnrollment,
  writeCompletionAchievements,
  writeProgress,
} from './queries.ts';

/** Sessions listed with one tracked course. */
const COURSE_SESSIONS_SHOWN = 5;
/** Target skills searched in the catalogue for recommendations, and result pages read per skill. */
const RECOMMENDATION_SEARCH_SKILLS = 12;
const RECOMMENDATION_SEARCH_PAGES = 2;

const courseCompleted = () =>
  new AppError(
    409,
    LEARNING_ERRORS.courseCompleted,
    'This course is completed. Reopen it before changing its status or progress.',
  );
const notTracked = (id: string) =>
  new AppError(404, LEARNING_ERRORS.notTracked, `You are not tracking course ${id}.`);

/** A course id from a URL: 400 when it cannot be one, otherwise its canonical text. */
export function courseIdFromParam(raw: string): { id: number | string; key: string } {
  const id = parseCourseId(raw);
  if (id === undefined) {
    throw badRequest(
      'A course id is a number, or a live course id such as microsoft-123.',
      [{ path: 'courseId', message: 'Not a course id' }],
      'invalid_input',
    );
  }
  return { id, key: String(id) };
}

export function createLearningService(deps: {
  database: Database;
  catalog: CatalogService;
  /** The clock the goals' month and year are read from (tests pass a fixed one). */
  now?: () => Date;
}) {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());

  async function catalogueCourse(id: number | string): Promise<Course | undefined> {
    return deps.catalog.course(id);
  }
  const recommendationsKept = new RecommendationCache(RECOMMENDATIONS_KEPT);

  /**
   * The course behind a request that may start tracking it: it must be in the catalogue unless the
   * user already tracks it (a tracked course may have left the catalogue since).
   */
  async function courseForWrite(raw: string) {
    const { id, key } = courseIdFromParam(raw);
    const course = await catalogueCourse(id);
    return { key, course };
  }

  /** How to start tracking the course, or null when it is not in the catalogue (then it must be tracked). */
  const creator = (
    course: Course | undefined,
    status: EnrollmentRow['status'],
    at: Date,
    completedAt?: Date,
  ) =>
    course
      ? () => ({ status, courseTitle: course.title, courseProvider: course.provider, at, completedAt })
      : null;
  const unknownCourse = (key: string) => notFound(`No course with id ${key}.`);

  async function tracking(userId: string, courseId: string): Promise<TrackedCourse | null> {
    const row = await readEnrollment(db, userId, courseId);
    if (!row) return null;
    const [totals, sessions, achievements, course] = await Promise.all([
      sessionTotals(db, userId, utcMonthRange(now()), courseId),
      latestSessions(db, userId, COURSE_SESSIONS_SHOWN, courseId),
      listAchievements(db, userId, courseId),
      catalogueCourse(parseCourseId(courseId) ?? courseId),
    ]);
    const total = totals[0];
    return {
      courseId,
      title: course?.title ?? row.courseTitle,
      provider: course?.provider ?? row.courseProvider,
      status: row.status,
      progress: row.progress ?? (row.status === 'completed' ? 100 : 0),
      minutesLogged: total?.minutes ?? 0,
      rating: row.rating,
      certificate: certificateOf(achievements),
      enrolledAt: row.enrolledAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      lastStudiedAt: total?.lastStudiedAt?.toISOString() ?? null,
      recentSessions: sessions.map((s) => ({
        id: s.id,
        minutes: s.minutes,
        studiedAt: s.studiedAt.toISOString(),
      })),
    };
  }

  return {
    tracking,

    async listTracked(userId: string): Promise<TrackedCourseBrief[]> {
      return (await listEnrollments(db, userId)).map((e) => ({
        courseId: e.courseId,
        status: e.status,
        progress: e.progress ?? (e.status === 'completed' ? 100 : 0),
      }));
    },

    /** Saves a course ('enrolled') or marks it in progress. */
    async track(userId: string, raw: string, status: 'enrolled' | 'in_progress') {
      const { key, course } = await courseForWrite(raw);
      const at = now();
      await inTransaction(db, async (tx) => {
        const found = await lockOrCreateEnrollment(tx, userId, key, creator(course, status, at));
        if (!found) throw unknownCourse(key);
        const { row, created } = found;
        if (created) return;
        if (row.status === 'completed') throw courseCompleted();
        await updateEnrollment(tx, userId, key, {
          status,
          ...(status === 'in_progress' && !row.startedAt ? { startedAt: at } : {}),
          ...freshNames(course),
        });
      });
      return tracking(userId, key);
    },

    /** Sets the progress; a saved course with progress above 0 is in progress from then on. */
    async setProgress(userId: string, raw: string, progress: number) {
      const { key, course } = await courseForWrite(raw);
      const at = now();
      await inTransaction(db, async (tx) => {
        const status = progress > 0 ? 'in_progress' : 'enrolled';
        const found = await lockOrCreateEnrollment(tx, userId, key, creator(course, status, at));
        if (!found) throw unknownCourse(key);
        const { row } = found;
        if (row.status === 'completed') throw courseCompleted();
        if (row.status === 'enrolled' && progress > 0) {
          await updateEnrollment(tx, userId, key, { status: 'in_progress', startedAt: row.startedAt ?? at });
        }
        await writeProgress(tx, userId, key, progress);
      });
      return tracking(userId, key);
    },

    /** Logs minutes studied; studying a saved course starts it. A completed course stays completed. */
    async logSession(userId: string, raw: string, minutes: number, studiedAt: Date | undefined) {
      const { key, course } = await courseForWrite(raw);
      const at = now();
      const when = studiedAt ?? at;
      const session = await inTransaction(db, async (tx) => {
        const found = await lockOrCreateEnrollment(tx, userId, key, creator(course, 'in_progress', at));
        if (!found) throw unknownCourse(key);
        if (found.row.status === 'enrolled') {
          await updateEnrollment(tx, userId, key, {
            status: 'in_progress',
            startedAt: found.row.startedAt ?? at,
          });
        }
        return insertSession(tx, { userId, courseId: key, minutes, studiedAt: when });
      });
      return {
        session: { id: session.id, minutes: session.minutes, studiedAt: session.studiedAt.toISOString() },
        tracking: await tracking(userId, key),
      };
    },

    async deleteSession(userId: string, raw: string, sessionId: number) {
      const { key } = courseIdFromParam(raw);
      if (!(await deleteSession(db, userId, key, sessionId))) {
        throw notFound(`No study session ${sessionId} on course ${key}.`);
      }
      return tracking(userId, key);
    },

    /**
     * Marks the course completed (or updates the completion): progress 100, the rating, and the
     * achievements: completed, the certificate when given, and the course's skills as acquired.
     */
    async complete(userId: string, raw: string, request: CompletionUpdate) {
      const { key, course } = await courseForWrite(raw);
      const at = now();
      const completedAt = request.completedAt ?? at;
      await inTransaction(db, async (tx) => {
        const found = await lockOrCreateEnrollment(
          tx,
          userId,
          key,
          creator(course, 'completed', at, completedAt),
        );
        if (!found) throw unknownCourse(key);
        const { row } = found;
        const keepDate = row.status === 'completed' && !request.completedAt && row.completedAt;
        const when = keepDate ? (row.completedAt as Date) : completedAt;
        await updateEnrollment(tx, userId, key, {
          status: 'completed',
          completedAt: when,
          rating: request.rating ?? null,
          ...freshNames(course),
        });
        await writeProgress(tx, userId, key, 100);
        await writeCompletionAchievements(tx, {
          userId,
          courseId: key,
          completedAt: when,
          skills: distinctSkills(course?.skills ?? []),
          certificate: request.certificate
            ? {
                credentialUrl: request.certificate.credentialUrl,
                issuedOn: new Date(`${request.certificate.issuedOn}T00:00:00Z`),
              }
            : null,
        });
      });
      return tracking(userId, key);
    },

    /** Undoes a completion: back in progress, without its rating, certificate and skills. */
    async reopen(userId: string, raw: string) {
      const { key } = courseIdFromParam(raw);
      const at = now();
      await inTransaction(db, async (tx) => {
        const found = await lockOrCreateEnrollment(tx, userId, key, null);
        if (!found) throw notTracked(key);
        if (found.row.status !== 'completed') return;
        await updateEnrollment(tx, userId, key, {
          status: 'in_progress',
          completedAt: null,
          rating: null,
          startedAt: found.row.startedAt ?? at,
        });
        await deleteCourseAchievements(tx, userId, key);
      });
      return tracking(userId, key);
    },

    /** Stops tracking a course; its progress, sessions and achievements go with it. */
    async untrack(userId: string, raw: string) {
      const { key } = courseIdFromParam(raw);
      if (!(await deleteEnrollment(db, userId, key))) throw notTracked(key);
    },

    async dashboard(userId: string): Promise<DashboardResponse> {
      const at = now();
      const month = utcMonthRange(at);
      // Taken first: recommendations kept for it are only reused while it is still the catalogue.
      const catalogue = await deps.catalog.allCourses();
      const { enrollments, totals, sessions, achievements } = await dashboardRows(db, userId, month, 3);
      const courses = new Map<string, Course | undefined>(
        await Promise.all(
          enrollments.map(
            async (e) =>
              [e.courseId, await catalogueCourse(parseCourseId(e.courseId) ?? e.courseId)] as const,
          ),
        ),
      );
      const shown = (e: EnrollmentRow): DashboardCourse => {
        const course = courses.get(e.courseId);
        return {
          id: e.courseId,
          title: course?.title ?? e.courseTitle,
          provider: course?.provider ?? e.courseProvider,
          image: course?.image ?? null,
          available: course !== undefined,
        };
      };
      const byId = new Map(enrollments.map((e) => [e.courseId, e]));
      const totalsById = new Map(totals.map((t) => [t.courseId, t]));

      const totalMinutes = totals.reduce((sum, t) => sum + t.minutes, 0);
      const stats = dashboardStats({ enrollments, achievements, totalMinutes });
      const goals = dashboardGoals({
        minutesThisMonth: totals.reduce((sum, t) => sum + t.minutesInRange, 0),
        enrollments,
        skillsAcquired: stats.skillsAcquired,
        now: at,
      });

      const events: ActivityEvent[] = [
        ...enrollments.flatMap(enrollmentEvents),
        ...sessions.map((s) => ({
          type: 'studied' as const,
          at: s.studiedAt,
          courseId: s.courseId,
          minutes: s.minutes,
        })),
        ...achievements
          .filter((a) => a.type === 'completed' || a.type === 'certificate')
          .map((a) => ({
            type: a.type as 'completed' | 'certificate',
            at: a.earnedAt,
            courseId: a.courseId,
          })),
      ];
      const recentActivity = latestActivity(events).flatMap((event) => {
        const enrollment = byId.get(event.courseId);
        if (!enrollment) return [];
        return [
          {
            type: event.type,
            at: event.at.toISOString(),
            course: shown(enrollment),
            ...(event.minutes === undefined ? {} : { minutes: event.minutes }),
          },
        ];
      });

      const lastTouched = (e: EnrollmentRow) =>
        Math.max(
          totalsById.get(e.courseId)?.lastStudiedAt?.getTime() ?? 0,
          e.startedAt?.getTime() ?? 0,
          e.enrolledAt.getTime(),
        );
      const inProgress = enrollments
        .filter((e) => isInProgress(e.status))
        .sort((a, b) => lastTouched(b) - lastTouched(a))
        .map((e) => {
          const progress = e.progress ?? 0;
          const t = totalsById.get(e.courseId);
          return {
            course: shown(e),
            progress,
            weeksLeft: weeksLeft(progress),
            nextMilestone: nextMilestone(progress),
            minutesLogged: t?.minutes ?? 0,
            lastStudiedAt: t?.lastStudiedAt?.toISOString() ?? null,
          };
        });

      const saved = enrollments
        .filter((e) => isSaved(e.status))
        .sort((a, b) => b.enrolledAt.getTime() - a.enrolledAt.getTime())
        .map((e) => ({ course: shown(e), savedAt: e.enrolledAt.toISOString() }));

      const completed = enrollments
        .filter((e) => e.status === 'completed' && e.completedAt)
        .sort((a, b) => (b.completedAt as Date).getTime() - (a.completedAt as Date).getTime())
        .map((e) => {
          const own = achievements.filter((a) => a.courseId === e.courseId);
          return {
            course: shown(e),
            completedAt: (e.completedAt as Date).toISOString(),
            rating: e.rating,
            certificate: certificateOf(own),
            skills: own.filter((a) => a.type === 'skill').map((a) => a.skill as string),
          };
        });

      return {
        stats,
        goals: {
          ...goals,
          month: `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`,
          year: at.getUTCFullYear(),
        },
        recentActivity,
        inProgress,
        saved,
        completed,
        recommendations: await recommend(catalogue, enrollments, courses, achievements),
      };
    },
  };

  async function recommend(
    catalogue: readonly Course[],
    enrollments: readonly EnrollmentRow[],
    courses: ReadonlyMap<string, Course | undefined>,
    achievements: readonly AchievementRow[],
  ): Promise<DashboardResponse['recommendations']> {
    const acquired = acquiredSkills(achievements);
    // The recommendations follow from the catalogue build, the tracked courses (in this order)
    // and the acquired skills alone: all read afresh on every request, so a change made through
    // another instance gives another key.
    const key = JSON.stringify([enrollments.map((e) => e.courseId), acquired]);
    const kept = recommendationsKept.get(key, catalogue);
    if (kept) return kept;

    const tracked = enrollments.map((e) => ({
      courseId: e.courseId,
      skills: courses.get(e.courseId)?.skills ?? [],
    }));
    const targets = recommendationTargets({
      tracked,
      acquiredSkills: acquired,
      careerPaths: CAREER_PATHS,
    });
    if (targets.skills.length === 0) return [];

    // Candidates: courses related to the tracked ones, courses the user's career paths name, and
    // search results for each target skill (the catalogue's own search finds skills in any field).
    const candidates: Course[] = [];
    for (const e of enrollments) {
      candidates.push(...(await deps.catalog.relatedCourses(parseCourseId(e.courseId) ?? e.courseId)));
    }
    const search = async (text: string, pages: number) => {
      candidates.push(...(await deps.catalog.coursesMatching(text.slice(0, 200), pages * PAGE)));
    };
    for (const title of new Set(targets.careerPaths.flatMap((p) => p.courses))) await search(title, 1);
    for (const { skill } of targets.skills.slice(0, RECOMMENDATION_SEARCH_SKILLS)) {
      await search(skill, RECOMMENDATION_SEARCH_PAGES);
    }

    const result = recommendCourses({
      targets,
      candidates,
      trackedIds: new Set(enrollments.map((e) => e.courseId)),
    }).map((r) => ({
      course: {
        id: String(r.course.id),
        title: r.course.title,
        provider: r.course.provider,
        image: r.course.image ?? null,
        available: true,
        category: r.course.category,
        level: r.course.level,
      },
      matchPercent: r.matchPercent,
      matchedSkills: r.matchedSkills,
      careerPath: r.careerPath,
    }));
    recommendationsKept.set(key, catalogue, result);
    return result;
  }
}

export type LearningService = ReturnType<typeof createLearningService>;

/** Catalogue search results per page, as the courses page reads them. */
const PAGE = 60;
/** Recommendation lists kept per instance (a few KB each). */
const RECOMMENDATIONS_KEPT = 2_000;

type Recommendations = DashboardResponse['recommendations'];

/**
 * The latest recommendation lists by their inputs, least recently used dropped first. An entry
 * holds the catalogue it was computed from and only answers while that catalogue is the current
 * one, so a rebuilt catalogue recomputes every list.
 */
class RecommendationCache {
  private readonly entries = new Map<string, { catalogue: readonly Course[]; value: Recommendations }>();

  constructor(private readonly max: number) {}

  get(key: string, catalogue: readonly Course[]): Recommendations | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.catalogue !== catalogue) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, catalogue: readonly Course[], value: Recommendations): void {
    this.entries.delete(key);
    this.entries.set(key, { catalogue, value });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/** The catalogue's current title and provider, stored so the course stays recognisable if it leaves. */
function freshNames(course: Course | undefined) {
  return course ? { courseTitle: course.title, courseProvider: course.provider } : {};
}

function certificateOf(achievements: readonly AchievementRow[]): Certificate | null {
  const row = achievements.find((a) => a.type === 'certificate' && a.credentialUrl);
  if (!row) return null;
  return { credentialUrl: row.credentialUrl as string, issuedOn: row.earnedAt.toISOString().slice(0, 10) };
}
