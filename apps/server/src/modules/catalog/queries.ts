import type { Course, SeedCourse } from '@app/core/course';
import { asc, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';

/** Every static course, in catalogue order. */
export async function readStaticCourses(db: Db): Promise<Course[]> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      provider: courses.provider,
      providerLogo: courses.providerLogo,
      category: courses.category,
      level: courses.level,
      price: courses.price,
      description: courses.description,
      skills: courses.skills,
      duration: courses.duration,
      link: courses.link,
      image: courses.image,
      status: courses.status,
      retiresOn: courses.retiresOn,
      replacementCourseId: courses.replacementCourseId,
      examCode: courses.examCode,
      factsConfirmedOn: courses.factsConfirmedOn,
    })
    .from(courses)
    .orderBy(asc(courses.position), asc(courses.id));
  return rows.map((row) => {
    const course: Course = {
      id: row.id,
      title: row.title,
      provider: row.provider,
      category: row.category,
      level: row.level,
      price: row.price,
      description: row.description,
      skills: row.skills,
      link: row.link,
    };
    if (row.providerLogo) course.providerLogo = row.providerLogo;
    if (row.duration) course.duration = row.duration;
    if (row.image) course.image = row.image;
    // Lifecycle and facts only when set, so an active course's JSON stays as it was.
    if (row.status !== 'active') course.status = row.status;
    if (row.retiresOn) course.retiresOn = row.retiresOn;
    if (row.replacementCourseId !== null) course.replacementCourseId = row.replacementCourseId;
    if (row.examCode) course.examCode = row.examCode;
    if (row.factsConfirmedOn) course.factsConfirmedOn = row.factsConfirmedOn;
    return course;
  });
}

/** Rows per INSERT: keeps each statement well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 500;

/**
 * Makes the courses table hold exactly these courses, in this order: inserts new ids, updates changed ones and
 * deletes ids no longer listed. Returns how many rows were written and deleted.
 */
export async function replaceStaticCourses(
  tx: Tx,
  list: readonly SeedCourse[],
): Promise<{ upserted: number; deleted: number }> {
  for (let i = 0; i < list.length; i += BATCH) {
    const values = list.slice(i, i + BATCH).map((c, j) => ({
      id: c.id,
      title: c.title,
      provider: c.provider,
      providerLogo: c.providerLogo ?? null,
      category: c.category,
      level: c.level,
      price: c.price,
      description: c.description,
      skills: c.skills,
      duration: c.duration ?? null,
      link: c.link,
      image: c.image ?? null,
      status: c.status ?? 'active',
      retiresOn: c.retiresOn ?? null,
      replacementCourseId: c.replacementCourseId ?? null,
      examCode: c.examCode ?? null,
      factsConfirmedOn: c.factsConfirmedOn ?? null,
      position: i + j,
    }));
    await tx
      .insert(courses)
      .values(values)
      .onConflictDoUpdate({
        target: courses.id,
        set: {
          title: sql`excluded.title`,
          provider: sql`excluded.provider`,
          providerLogo: sql`excluded.provider_logo`,
          category: sql`excluded.category`,
          level: sql`excluded.level`,
          price: sql`excluded.price`,
          description: sql`excluded.description`,
          skills: sql`excluded.skills`,
          duration: sql`excluded.duration`,
          link: sql`excluded.link`,
          image: sql`excluded.image`,
          status: sql`excluded.status`,
          retiresOn: sql`excluded.retires_on`,
          replacementCourseId: sql`excluded.replacement_course_id`,
          examCode: sql`excluded.exam_code`,
          factsConfirmedOn: sql`excluded.facts_confirmed_on`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
      });
  }
  const ids = list.map((c) => c.id);
  const deleted =
    ids.length === 0
      ? await tx.delete(courses).returning({ id: courses.id })
      : await tx.delete(courses).where(notInArray(courses.id, ids)).returning({ id: courses.id });
  return { upserted: list.length, deleted: deleted.length };
}

/** Courses per provider name as stored (for checks and tools; the API counts the merged catalogue). */
export async function countStaticCoursesByProvider(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ provider: courses.provider, count: sql<number>`count(*)::int` })
    .from(courses)
    .groupBy(courses.provider);
  return new Map(rows.map((r) => [r.provider, Number(r.count)]));
}
