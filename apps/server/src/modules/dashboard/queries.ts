import type { AchievementType, EnrollmentStatus, TimeRange } from '@app/core/learning';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { courseEnrollments, learningSessions, userAchievements, userProgress } from '../../db/schema.ts';

/**
 * The learning tables: course_enrollments, user_progress, learning_sessions, user_achievements.
 * Every function takes the user id from the session and filters by it; no query here reads or
 * changes a row of another user.
 */

export interface EnrollmentRow {
  courseId: string;
  status: EnrollmentStatus;
  courseTitle: string;
  courseProvider: string;
  rating: number | null;
  enrolledAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** null until the user sets one. */
  progress: number | null;
}

const enrollmentColumns = {
  courseId: courseEnrollments.courseId,
  status: courseEnrollments.status,
  courseTitle: courseEnrollments.courseTitle,
  courseProvider: courseEnrollments.courseProvider,
  rating: courseEnrollments.rating,
  enrolledAt: courseEnrollments.enrolledAt,
  startedAt: courseEnrollments.startedAt,
  completedAt: courseEnrollments.completedAt,
  progress: userProgress.progressPercentage,
};

const ownEnrollment = (userId: string, courseId: string) =>
  and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId));

const progressJoin = and(
  eq(userProgress.userId, courseEnrollments.userId),
  eq(userProgress.courseId, courseEnrollments.courseId),
);

/** Runs `fn` in one transaction: a failed step leaves nothing half-written. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

export async function readEnrollment(
  db: Db,
  userId: string,
  courseId: string,
): Promise<EnrollmentRow | null> {
  const [row] = await db
    .select(enrollmentColumns)
    .from(courseEnrollments)
    .leftJoin(userProgress, progressJoin)
    .where(ownEnrollment(userId, courseId));
  return row ?? null;
}

/**
 * The enrollment, created with `values` when the user does not track the course yet, locked for the
 * rest of the transaction so concurrent changes to one course take turns.
 */
export async function lockOrCreateEnrollment(
  tx: Db,
  userId: string,
  courseId: string,
  create:
    | (() => {
        status: EnrollmentStatus;
        courseTitle: string;
        courseProvider: string;
        at: Date;
        /** For a course completed as it is first tracked: when (may be earlier than `at`). */
        completedAt?: Date;
      })
    | null,
): Promise<{ row: EnrollmentRow; created: boolean } | null> {
  let created = false;
  if (create) {
    const values = create();
    const inserted = await tx
      .insert(courseEnrollments)
      .values({
        userId,
        courseId,
        status: values.status,
        courseTitle: values.courseTitle,
        courseProvider: values.courseProvider,
        enrolledAt: values.at,
        startedAt: values.status === 'in_progress' ? values.at : null,
        completedAt: values.status === 'completed' ? (values.completedAt ?? values.at) : null,
        updatedAt: values.at,
      })
      .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
      .returning({ id: courseEnrollments.id });
    created = inserted.length > 0;
  }
  const [locked] = await tx
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(ownEnrollment(userId, courseId))
    .for('update');
  if (!locked) return null;
  const row = await readEnrollment(tx, userId, courseId);
  return row ? { row, created } : null;
}

export async function updateEnrollment(
  tx: Db,
  userId: string,
  courseId: string,
  change: Partial<{
    status: EnrollmentStatus;
    courseTitle: string;
    courseProvider: string;
    rating: number | null;
    startedAt: Date | null;
    completedAt: Date | null;
  }>,
): Promise<void> {
  await tx
    .update(courseEnrollments)
    .set({ ...change, updatedAt: new Date() })
    .where(ownEnrollment(userId, courseId));
}

export async function writeProgress(tx: Db, userId: string, courseId: string, progress: number) {
  await tx
    .insert(userProgress)
    .values({ userId, courseId, progressPercentage: progress })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.courseId],
      set: { progressPercentage: progress, updatedAt: new Date() },
    });
}

/** Stops tracking: the enrollment, and with it (by foreign key) its progress, sessions and achievements. */
export async function deleteEnrollment(db: Db, userId: string, courseId: string): Promise<boolean> {
  const deleted = await db
    .delete(courseEnrollments)
    .where(ownEnrollment(userId, courseId))
    .returning({ id: courseEnrollments.id });
  return deleted.length > 0;
}

// --- Sessions ---

export async function insertSession(
  tx: Db,
  values: { userId: string; courseId: string; minutes: number; studiedAt: Date },
) {
  const [row] = await tx
    .insert(learningSessions)
    .values({
      userId: values.userId,
      courseId: values.courseId,
      sessionDuration: values.minutes,
      studiedAt: values.studiedAt,
    })
    .returning({
      id: learningSessions.id,
      minutes: learningSessions.sessionDuration,
      studiedAt: learningSessions.studiedAt,
    });
  return row!;
}

export async function deleteSession(db: Db, userId: string, courseId: string, sessionId: number) {
  const deleted = await db
    .delete(learningSessions)
    .where(
      and(
        eq(learningSessions.userId, userId),
        eq(learningSessions.courseId, courseId),
        eq(learningSessions.id, sessionId),
      ),
    )
    .returning({ id: learningSessions.id });
  return deleted.length > 0;
}

const sessionColumns = {
  id: learningSessions.id,
  courseId: learningSessions.courseId,
  minutes: learningSessions.sessionDuration,
  studiedAt: learningSessions.studiedAt,
};

/** The user's latest sessions, newest first; of one course when `courseId` is given. */
export async function latestSessions(db: Db, userId: string, limit: number, courseId?: string) {
  return db
    .select(sessionColumns)
    .from(learningSessions)
    .where(
      and(
        eq(learningSessions.userId, userId),
        courseId === undefined ? undefined : eq(learningSessions.courseId, courseId),
      ),
    )
    .orderBy(desc(learningSessions.studiedAt), desc(learningSessions.id))
    .limit(limit);
}

export interface SessionTotals {
  courseId: string;
  minutes: number;
  minutesInRange: number;
  lastStudiedAt: Date | null;
}

/** Per tracked course: minutes studied in all, minutes inside `range`, and the last session. */
export async function sessionTotals(
  db: Db,
  userId: string,
  range: TimeRange,
  courseId?: string,
): Promise<SessionTotals[]> {
  const { studiedAt, sessionDuration } = learningSessions;
  return db
    .select({
      courseId: learningSessions.courseId,
      minutes: sql<number>`coalesce(sum(${sessionDuration}), 0)::int`,
      minutesInRange: sql<number>`coalesce(sum(${sessionDuration}) filter (where ${studiedAt} >= ${range.start.toISOString()}::timestamptz and ${studiedAt} < ${range.end.toISOString()}::timestamptz), 0)::int`,
      lastStudiedAt: sql<Date | null>`max(${studiedAt})`.mapWith(studiedAt),
    })
    .from(learningSessions)
    .where(
      and(
        eq(learningSessions.userId, userId),
        courseId === undefined ? undefined : eq(learningSessions.courseId, courseId),
      ),
    )
    .groupBy(learningSessions.courseId);
}

// --- Achievements ---

export interface AchievementRow {
  type: AchievementType;
  courseId: string;
  skill: string | null;
  credentialUrl: string | null;
  earnedAt: Date;
}

const achievementColumns = {
  type: userAchievements.achievementType,
  courseId: userAchievements.courseId,
  skill: userAchievements.skill,
  credentialUrl: userAchievements.credentialUrl,
  earnedAt: userAchievements.earnedAt,
};

export async function listAchievements(db: Db, userId: string, courseId?: string): Promise<AchievementRow[]> {
  return db
    .select(achievementColumns)
    .from(userAchievements)
    .where(
      and(
        eq(userAchievements.userId, userId),
        courseId === undefined ? undefined : eq(userAchievements.courseId, courseId),
      ),
    )
    .orderBy(asc(userAchievements.earnedAt), asc(userAchievements.id));
}

/**
 * Writes a completion's achievements: the 'completed' row at `completedAt`, a 'skill' row for each
 * skill not recorded for this course yet, and the certificate (replacing any earlier one, or
 * removing it when `certificate` is null).
 */
export async function writeCompletionAchievements(
  tx: Db,
  values: {
    userId: string;
    courseId: string;
    completedAt: Date;
    skills: readonly string[];
    certificate: { credentialUrl: string; issuedOn: Date } | null;
  },
) {
  const { userId, courseId } = values;
  const own = and(eq(userAchievements.userId, userId), eq(userAchievements.courseId, courseId));
  await tx
    .delete(userAchievements)
    .where(and(own, inArray(userAchievements.achievementType, ['completed', 'certificate'])));
  await tx.insert(userAchievements).values({
    userId,
    courseId,
    achievementType: 'completed',
    earnedAt: values.completedAt,
  });
  if (values.certificate) {
    await tx.insert(userAchievements).values({
      userId,
      courseId,
      achievementType: 'certificate',
      credentialUrl: values.certificate.credentialUrl,
      earnedAt: values.certificate.issuedOn,
    });
  }
  if (values.skills.length > 0) {
    await tx
      .insert(userAchievements)
      .values(
        values.skills.map((skill) => ({
          userId,
          courseId,
          achievementType: 'skill' as const,
          skill,
          earnedAt: values.completedAt,
        })),
      )
      .onConflictDoNothing();
  }
}

/** Removes every achievement of one course (when it is reopened). */
export async function deleteCourseAchievements(tx: Db, userId: string, courseId: string) {
  await tx
    .delete(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.courseId, courseId)));
}

// --- Reads for the dashboard, the card controls and the data export ---

export async function listEnrollments(db: Db, userId: string): Promise<EnrollmentRow[]> {
  return db
    .select(enrollmentColumns)
    .from(courseEnrollments)
    .leftJoin(userProgress, progressJoin)
    .where(eq(courseEnrollments.userId, userId))
    .orderBy(desc(courseEnrollments.updatedAt), asc(courseEnrollments.id));
}

/** Everything the learning tables hold for a user, for 'Download My Data'. */
export async function learningDataForExport(db: Db, userId: string) {
  const [enrollments, progress, sessions, achievements] = await Promise.all([
    db
      .select({
        courseId: courseEnrollments.courseId,
        status: courseEnrollments.status,
        courseTitle: courseEnrollments.courseTitle,
        courseProvider: courseEnrollments.courseProvider,
        rating: courseEnrollments.rating,
        enrolledAt: courseEnrollments.enrolledAt,
        startedAt: courseEnrollments.startedAt,
        completedAt: courseEnrollments.completedAt,
      })
      .from(courseEnrollments)
      .where(eq(courseEnrollments.userId, userId))
      .orderBy(asc(courseEnrollments.id)),
    db
      .select({
        courseId: userProgress.courseId,
        progressPercentage: userProgress.progressPercentage,
        updatedAt: userProgress.updatedAt,
      })
      .from(userProgress)
      .where(eq(userProgress.userId, userId)),
    db
      .select({
        courseId: learningSessions.courseId,
        sessionDuration: learningSessions.sessionDuration,
        studiedAt: learningSessions.studiedAt,
      })
      .from(learningSessions)
      .where(eq(learningSessions.userId, userId))
      .orderBy(asc(learningSessions.studiedAt), asc(learningSessions.id)),
    listAchievements(db, userId),
  ]);
  return { enrollments, progress, sessions, achievements };
}

/** The rows of dashboardRows as PostgreSQL writes them in JSON (timestamps as ISO 8601 text). */
interface EnrollmentJson {
  course_id: string;
  status: EnrollmentStatus;
  course_title: string;
  course_provider: string;
  rating: number | null;
  enrolled_at: string;
  started_at: string | null;
  completed_at: string | null;
  progress_percentage: number | null;
}
interface TotalsJson {
  course_id: string;
  minutes: number;
  minutes_in_range: number;
  last_studied_at: string | null;
}
interface SessionJson {
  id: number;
  course_id: string;
  session_duration: number;
  studied_at: string;
}
interface AchievementJson {
  achievement_type: AchievementType;
  course_id: string;
  skill: string | null;
  credential_url: string | null;
  earned_at: string;
}

export interface DashboardRows {
  enrollments: EnrollmentRow[];
  totals: SessionTotals[];
  sessions: Array<{ id: number; courseId: string; minutes: number; studiedAt: Date }>;
  achievements: AchievementRow[];
}

/**
 * What the dashboard reads, in one round trip: the same rows as listEnrollments, sessionTotals
 * (all courses), latestSessions and listAchievements, each as a JSON array. Four separate queries
 * each waited for a pooled connection of their own, which under load cost more than the queries.
 */
export async function dashboardRows(
  db: Db,
  userId: string,
  range: TimeRange,
  sessionLimit: number,
): Promise<DashboardRows> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(e order by e.updated_at desc, e.id asc), '[]'::json) from (
        select ce.id, ce.updated_at, ce.course_id, ce.status, ce.course_title, ce.course_provider,
          ce.rating, ce.enrolled_at, ce.started_at, ce.completed_at, up.progress_percentage
        from ${courseEnrollments} ce
        left join ${userProgress} up on up.user_id = ce.user_id and up.course_id = ce.course_id
        where ce.user_id = ${userId}
      ) e) as enrollments,
      (select coalesce(json_agg(t), '[]'::json) from (
        select course_id,
          coalesce(sum(session_duration), 0)::int as minutes,
          coalesce(sum(session_duration) filter (
            where studied_at >= ${start}::timestamptz and studied_at < ${end}::timestamptz
          ), 0)::int as minutes_in_range,
          max(studied_at) as last_studied_at
        from ${learningSessions}
        where user_id = ${userId}
        group by course_id
      ) t) as totals,
      (select coalesce(json_agg(s order by s.studied_at desc, s.id desc), '[]'::json) from (
        select id, course_id, session_duration, studied_at
        from ${learningSessions}
        where user_id = ${userId}
        order by studied_at desc, id desc
        limit ${sessionLimit}
      ) s) as sessions,
      (select coalesce(json_agg(a order by a.earned_at asc, a.id asc), '[]'::json) from (
        select id, achievement_type, course_id, skill, credential_url, earned_at
        from ${userAchievements}
        where user_id = ${userId}
      ) a) as achievements
  `);
  const [row] = rows<Record<'enrollments' | 'totals' | 'sessions' | 'achievements', unknown>>(result);
  const list = <T>(value: unknown): T[] =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
  const maybeDate = (value: string | null) => (value === null ? null : new Date(value));
  return {
    enrollments: list<EnrollmentJson>(row?.enrollments).map((e) => ({
      courseId: e.course_id,
      status: e.status,
      courseTitle: e.course_title,
      courseProvider: e.course_provider,
      rating: e.rating,
      enrolledAt: new Date(e.enrolled_at),
      startedAt: maybeDate(e.started_at),
      completedAt: maybeDate(e.completed_at),
      progress: e.progress_percentage,
    })),
    totals: list<TotalsJson>(row?.totals).map((t) => ({
      courseId: t.course_id,
      minutes: t.minutes,
      minutesInRange: t.minutes_in_range,
      lastStudiedAt: maybeDate(t.last_studied_at),
    })),
    sessions: list<SessionJson>(row?.sessions).map((x) => ({
      id: x.id,
      courseId: x.course_id,
      minutes: x.session_duration,
      studiedAt: new Date(x.studied_at),
    })),
    achievements: list<AchievementJson>(row?.achievements).map((a) => ({
      type: a.achievement_type,
      courseId: a.course_id,
      skill: a.skill,
      credentialUrl: a.credential_url,
      earnedAt: new Date(a.earned_at),
    })),
  };
}
