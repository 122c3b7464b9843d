import type { AchievementType, EnrollmentStatus, TimeRange } from '@app/core/learning';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
