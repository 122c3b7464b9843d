import type { CourseListResponse } from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import { distinctSkills } from '@app/core/learning';
import {
  type CourseTrackingResponse,
  courseTrackingResponseSchema,
  type DashboardResponse,
  dashboardResponseSchema,
  trackedCoursesResponseSchema,
} from '@app/core/learning-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readStaticCourses } from '../catalog/queries.ts';
import { createCatalogService } from '../catalog/service.ts';
import { createLearningService } from './service.ts';

let server: TestServer;
/** Catalogue courses with at least two skills, for building histories. */
let courses: Course[];
beforeAll(async () => {
  server = await startTestServer();
  const page = (await (await server.fetch('/api/courses?limit=60')).json()) as CourseListResponse;
  courses = page.courses.filter((c) => c.skills.length >= 2);
  expect(courses.length).toBeGreaterThanOrEqual(12);
});
afterAll(() => server?.close());

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Calls as `account` and checks the status; returns the parsed body. */
async function call<T>(account: TestAccount, path: string, init: RequestInit = {}, status = 200): Promise<T> {
  const response = await asUser(server, account)(path, init);
  const text = await response.text();
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${text.slice(0, 300)}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const course = (c: Course) => `/api/me/courses/${encodeURIComponent(String(c.id))}`;

async function dashboard(account: TestAccount): Promise<DashboardResponse> {
  return dashboardResponseSchema.parse(await call(account, '/api/me/dashboard'));
}

async function expectError(response: Response, status: number, code?: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = parseErrorBody(text);
  if (code) expect(body.error.code).toBe(code);
  return body;
}

async function learningRowCounts(userId: string) {
  const tables = ['course_enrollments', 'user_progress', 'learning_sessions', 'user_achievements'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rows<{ n: number }>(
      await server.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
      ),
    );
    counts[table] = row!.n;
  }
  return counts;
}

const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
const justBefore = (d: Date) => new Date(d.getTime() - 1).toISOString();

describe('a new user', () => {
  it('has an all-zero dashboard with empty lists', async () => {
    const a = await signUp(server);
    const board = await dashboard(a);
    expect(board.stats).toEqual({
      coursesCompleted: 0,
      certificatesEarned: 0,
      coursesInProgress: 0,
      coursesSaved: 0,
      totalLearningHours: 0,
      skillsAcquired: 0,
      averageRating: 0,
    });
    expect(board.goals).toMatchObject({
      monthlyHours: { current: 0, target: 20, percent: 0 },
      yearlyCourses: { current: 0, target: 5, percent: 0 },
      skills: { current: 0, target: 10, percent: 0 },
      year: now.getUTCFullYear(),
    });
    expect(board.recentActivity).toEqual([]);
    expect(board.inProgress).toEqual([]);
    expect(board.saved).toEqual([]);
    expect(board.completed).toEqual([]);
    expect(board.recommendations).toEqual([]);
    expect(await call(a, '/api/me/courses')).toEqual({ courses: [] });
  });
});

describe('statistics and goals on a constructed history', () => {
  let a: TestAccount;
  let b: TestAccount;
  let c: Course[];
  let board: DashboardResponse;

  beforeAll(async () => {
    a = await signUp(server);
    b = await signUp(server);
    c = courses.slice(0, 6);
    // c0: saved only.
    await call(a, course(c[0]!), json('PUT', { status: 'enrolled' }));
    // c1: studied 90 minutes now (starts it), then 40% through.
    await call(a, `${course(c[1]!)}/sessions`, json('POST', { minutes: 90 }), 201);
    await call(a, `${course(c[1]!)}/progress`, json('PUT', { progress: 40 }));
    // c2: 30 minutes at the first instant of this month, 600 at the last instant of the previous
    // one; completed at the first instant of this year, rated 4, with a certificate.
    await call(
      a,
      `${course(c[2]!)}/sessions`,
      json('POST', { minutes: 30, studiedAt: monthStart.toISOString() }),
      201,
    );
    await call(
      a,
      `${course(c[2]!)}/sessions`,
      json('POST', { minutes: 600, studiedAt: justBefore(monthStart) }),
      201,
    );
    await call(
      a,
      `${course(c[2]!)}/completion`,
      json('PUT', {
        completedAt: yearStart.toISOString(),
        rating: 4,
        certificate: { credentialUrl: 'https://learn.example.com/credentials/abc', issuedOn: '2025-12-30' },
      }),
    );
    // c3: completed at the last instant of last year, rated 5.
    await call(
      a,
      `${course(c[3]!)}/completion`,
      json('PUT', { completedAt: justBefore(yearStart), rating: 5 }),
    );
    // c4: completed now, no rating.
    await call(a, `${course(c[4]!)}/completion`, json('PUT', {}));

    // Another user's busy history on the same courses must never show up in a's figures.
    await call(b, `${course(c[1]!)}/sessions`, json('POST', { minutes: 1440 }), 201);
    await call(b, `${course(c[5]!)}/sessions`, json('POST', { minutes: 1000 }), 201);
    await call(
      b,
      `${course(c[0]!)}/completion`,
      json('PUT', {
        rating: 1,
        certificate: { credentialUrl: 'https://b.example.com/x', issuedOn: '2026-01-01' },
      }),
    );
    board = await dashboard(a);
  });

  it('counts completed, certificates, in progress, hours, skills and the average rating', () => {
    const skills = distinctSkills([...c[2]!.skills, ...c[3]!.skills, ...c[4]!.skills]);
    expect(board.stats).toEqual({
      coursesCompleted: 3,
      certificatesEarned: 1,
      // Started (in_progress) only: c0, only saved (enrolled), is counted as saved.
      coursesInProgress: 1,
      coursesSaved: 1,
      // 90 + 30 + 600 = 720 minutes.
      totalLearningHours: 12,
      skillsAcquired: skills.length,
      // Only the ratings given: (4 + 5) / 2.
      averageRating: 4.5,
    });
  });

  it('counts this UTC month and year only, from their first instant', () => {
    const skills = board.stats.skillsAcquired;
    expect(board.goals).toEqual({
      // 90 + 30 minutes this month = 2 whole hours; the 600 a millisecond earlier do not count.
      monthlyHours: { current: 2, target: 20, percent: 10 },
      // c2 (first instant of the year) and c4 (now); c3 a millisecond earlier does not count.
      yearlyCourses: { current: 2, target: 5, percent: 40 },
      skills: { current: skills, target: 10, percent: Math.min(100, skills * 10) },
      month: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
      year: now.getUTCFullYear(),
    });
  });

  it('lists started courses in progress with progress, time left and minutes', () => {
    expect(board.inProgress.map((p) => [p.course.id, p.progress, p.weeksLeft, p.minutesLogged])).toEqual([
      [String(c[1]!.id), 40, 6, 90],
    ]);
    expect(board.inProgress[0]!.course).toMatchObject({
      title: c[1]!.title,
      provider: c[1]!.provider,
      available: true,
    });
    expect(board.inProgress[0]!.nextMilestone).toBe(50);
  });

  it('lists a course only saved under Saved, not in progress', () => {
    expect(board.saved.map((s) => s.course.id)).toEqual([String(c[0]!.id)]);
    expect(board.saved[0]!.course).toMatchObject({ title: c[0]!.title, available: true });
    expect(Date.parse(board.saved[0]!.savedAt)).not.toBeNaN();
  });

  it('lists completed courses newest first with rating, certificate and skills', () => {
    expect(board.completed.map((x) => [x.course.id, x.rating])).toEqual([
      [String(c[4]!.id), null],
      [String(c[2]!.id), 4],
      [String(c[3]!.id), 5],
    ]);
    const withCertificate = board.completed[1]!;
    expect(withCertificate.completedAt).toBe(yearStart.toISOString());
    expect(withCertificate.certificate).toEqual({
      credentialUrl: 'https://learn.example.com/credentials/abc',
      issuedOn: '2025-12-30',
    });
    expect(withCertificate.skills).toEqual(distinctSkills(c[2]!.skills));
    expect(board.completed[0]!.certificate).toBeNull();
  });

  it('shows the 3 latest real events', () => {
    expect(board.recentActivity.map((e) => [e.type, e.course.id])).toEqual([
      ['completed', String(c[4]!.id)],
      ['started', String(c[2]!.id)],
      ['studied', String(c[1]!.id)],
    ]);
    const studied = board.recentActivity[2]!;
    expect(studied.minutes).toBe(90);
    expect(studied.course.title).toBe(c[1]!.title);
  });

  it("never counts or returns another user's rows", async () => {
    const own = new Set(c.slice(0, 5).map((x) => String(x.id)));
    const seen = [
      ...board.inProgress.map((x) => x.course.id),
      ...board.saved.map((x) => x.course.id),
      ...board.completed.map((x) => x.course.id),
      ...board.recentActivity.map((x) => x.course.id),
    ];
    expect(seen.every((id) => own.has(id))).toBe(true);
    // b's own view: its history only.
    const theirs = await dashboard(b);
    expect(theirs.stats).toMatchObject({
      coursesCompleted: 1,
      certificatesEarned: 1,
      coursesInProgress: 2,
      totalLearningHours: 40,
      averageRating: 1,
    });
    const list = trackedCoursesResponseSchema.parse(await call(b, '/api/me/courses'));
    expect(list.courses.map((x) => x.courseId).sort()).toEqual(
      [c[0], c[1], c[5]].map((x) => String(x!.id)).sort(),
    );
    // a's session on c1 cannot be removed by b, even through b's own tracking of c1.
    const aTracking = courseTrackingResponseSchema.parse(await call(a, course(c[1]!)));
    const sessionId = aTracking.tracking!.recentSessions[0]!.id;
    await expectError(
      await asUser(server, b)(`${course(c[1]!)}/sessions/${sessionId}`, { method: 'DELETE' }),
      404,
    );
    expect((await dashboard(a)).stats.totalLearningHours).toBe(12);
    // b reading c2 sees no tracking, though a tracks it.
    expect(await call(b, course(c[2]!))).toEqual({ tracking: null });
  });

  it("keeps a's dashboard the same after b's changes", async () => {
    await call(b, course(c[1]!), { method: 'DELETE' });
    expect(await dashboard(a)).toEqual(board);
  });
});

describe('tracking one course', () => {
  it('saves, starts, logs, completes, reopens and untracks, with the rows to match', async () => {
    const a = await signUp(server);
    const x = courses[6]!;
    const saved = courseTrackingResponseSchema.parse(
      await call(a, course(x), json('PUT', { status: 'enrolled' })),
    );
    expect(saved.tracking).toMatchObject({
      courseId: String(x.id),
      status: 'enrolled',
      progress: 0,
      title: x.title,
    });

    const started = await call<CourseTrackingResponse>(a, course(x), json('PUT', { status: 'in_progress' }));
    expect(started.tracking!.status).toBe('in_progress');
    expect(started.tracking!.startedAt).not.toBeNull();

    const logged = await call<{
      session: { id: number; minutes: number };
      tracking: CourseTrackingResponse['tracking'];
    }>(a, `${course(x)}/sessions`, json('POST', { minutes: 45 }), 201);
    expect(logged.session.minutes).toBe(45);
    expect(logged.tracking!.minutesLogged).toBe(45);

    const done = await call<CourseTrackingResponse>(
      a,
      `${course(x)}/completion`,
      json('PUT', {
        rating: 3,
        certificate: { credentialUrl: 'https://cert.example.org/1', issuedOn: '2024-02-29' },
      }),
    );
    expect(done.tracking).toMatchObject({
      status: 'completed',
      progress: 100,
      rating: 3,
      certificate: { credentialUrl: 'https://cert.example.org/1', issuedOn: '2024-02-29' },
    });
    expect((await dashboard(a)).stats).toMatchObject({
      coursesCompleted: 1,
      certificatesEarned: 1,
      skillsAcquired: distinctSkills(x.skills).length,
    });

    // Updating the completion keeps its date and replaces rating and certificate.
    const updated = await call<CourseTrackingResponse>(
      a,
      `${course(x)}/completion`,
      json('PUT', { rating: 5 }),
    );
    expect(updated.tracking).toMatchObject({
      rating: 5,
      certificate: null,
      completedAt: done.tracking!.completedAt,
    });

    // A completed course's progress and status wait for it to be reopened.
    await expectError(
      await asUser(server, a)(`${course(x)}/progress`, json('PUT', { progress: 50 })),
      409,
      'course_completed',
    );
    await expectError(
      await asUser(server, a)(course(x), json('PUT', { status: 'enrolled' })),
      409,
      'course_completed',
    );

    const reopened = await call<CourseTrackingResponse>(a, `${course(x)}/completion`, { method: 'DELETE' });
    expect(reopened.tracking).toMatchObject({
      status: 'in_progress',
      rating: null,
      certificate: null,
      completedAt: null,
    });
    expect((await dashboard(a)).stats).toMatchObject({
      coursesCompleted: 0,
      certificatesEarned: 0,
      skillsAcquired: 0,
      coursesInProgress: 1,
      totalLearningHours: 0,
    });

    // A session logged by mistake can be removed.
    const wrong = await call<{ session: { id: number } }>(
      a,
      `${course(x)}/sessions`,
      json('POST', { minutes: 900 }),
      201,
    );
    const afterDelete = await call<CourseTrackingResponse>(a, `${course(x)}/sessions/${wrong.session.id}`, {
      method: 'DELETE',
    });
    expect(afterDelete.tracking!.minutesLogged).toBe(45);

    await call(a, course(x), { method: 'DELETE' });
    expect(await call(a, course(x))).toEqual({ tracking: null });
    expect(await learningRowCounts(a.id)).toEqual({
      course_enrollments: 0,
      user_progress: 0,
      learning_sessions: 0,
      user_achievements: 0,
    });
    await expectError(await asUser(server, a)(course(x), { method: 'DELETE' }), 404, 'not_tracked');
  });

  it('accepts a live-style id only when the catalogue has it', async () => {
    const a = await signUp(server);
    await expectError(
      await asUser(server, a)(
        '/api/me/courses/microsoft-no-such-course',
        json('PUT', { status: 'enrolled' }),
      ),
      404,
      'not_found',
    );
  });

  it('puts the data in the export and removes it with the account', async () => {
    const a = await signUp(server);
    const x = courses[7]!;
    await call(a, `${course(x)}/sessions`, json('POST', { minutes: 20 }), 201);
    await call(a, `${course(x)}/completion`, json('PUT', { rating: 4 }));
    const exported = (await call(a, '/api/me/export')) as {
      learning: { enrollments: unknown[]; progress: unknown[]; sessions: unknown[]; achievements: unknown[] };
    };
    expect(exported.learning.enrollments).toEqual([
      expect.objectContaining({ courseId: String(x.id), status: 'completed', rating: 4 }),
    ]);
    expect(exported.learning.sessions).toEqual([expect.objectContaining({ sessionDuration: 20 })]);
    expect(exported.learning.progress).toEqual([expect.objectContaining({ progressPercentage: 100 })]);
    expect(exported.learning.achievements.length).toBe(1 + distinctSkills(x.skills).length);

    await call(a, '/api/auth/delete-user', json('POST', { password: a.password }));
    expect(await learningRowCounts(a.id)).toEqual({
      course_enrollments: 0,
      user_progress: 0,
      learning_sessions: 0,
      user_achievements: 0,
    });
  });
});

describe('bad input', () => {
  it('answers 400 or 404 in the error shape and writes nothing', async () => {
    const a = await signUp(server);
    const x = courses[8]!;
    const cases: Array<[string, RequestInit, number]> = [
      [`${course(x)}/progress`, json('PUT', { progress: 101 }), 400],
      [`${course(x)}/progress`, json('PUT', { progress: -1 }), 400],
      [`${course(x)}/progress`, json('PUT', { progress: 50.5 }), 400],
      [`${course(x)}/progress`, json('PUT', { progress: '50' }), 400],
      [`${course(x)}/sessions`, json('POST', { minutes: -30 }), 400],
      [`${course(x)}/sessions`, json('POST', { minutes: 0 }), 400],
      [`${course(x)}/sessions`, json('POST', { minutes: 1441 }), 400],
      [`${course(x)}/sessions`, json('POST', { minutes: 30, studiedAt: '2999-01-01T00:00:00Z' }), 400],
      [`${course(x)}/sessions`, json('POST', { minutes: 30, studiedAt: 'yesterday' }), 400],
      [`${course(x)}/sessions`, json('POST', { minutes: 30, userId: 'someone-else' }), 400],
      [course(x), json('PUT', { status: 'completed' }), 400],
      [course(x), json('PUT', {}), 400],
      [`${course(x)}/completion`, json('PUT', { rating: 6 }), 400],
      [`${course(x)}/completion`, json('PUT', { rating: 0 }), 400],
      [
        `${course(x)}/completion`,
        json('PUT', { certificate: { credentialUrl: 'javascript:alert(1)', issuedOn: '2025-01-01' } }),
        400,
      ],
      [
        `${course(x)}/completion`,
        json('PUT', { certificate: { credentialUrl: 'https://cert.example.com/1', issuedOn: '2025-02-30' } }),
        400,
      ],
      ['/api/me/courses/999999999/progress', json('PUT', { progress: 10 }), 404],
      ['/api/me/courses/999999999/sessions', json('POST', { minutes: 10 }), 404],
      ['/api/me/courses/999999999', json('PUT', { status: 'enrolled' }), 404],
      ['/api/me/courses/999999999/completion', json('PUT', {}), 404],
      ['/api/me/courses/not-a-course/progress', json('PUT', { progress: 10 }), 400],
      [`/api/me/courses/${'9'.repeat(300)}`, json('PUT', { status: 'enrolled' }), 400],
      [`${course(x)}/sessions/abc`, { method: 'DELETE' }, 400],
      [`${course(x)}/completion`, { method: 'DELETE' }, 404],
    ];
    for (const [path, init, status] of cases) {
      const response = await asUser(server, a)(path, init);
      const text = await response.text();
      expect(response.status, `${init.method} ${path} ${String(init.body)}: ${text}`).toBe(status);
      parseErrorBody(text);
    }
    const invalid = await expectError(
      await asUser(server, a)(`${course(x)}/progress`, json('PUT', { progress: 101 })),
      400,
      'invalid_input',
    );
    expect(invalid.error.details).toEqual([expect.objectContaining({ path: 'progress' })]);
    expect(await learningRowCounts(a.id)).toEqual({
      course_enrollments: 0,
      user_progress: 0,
      learning_sessions: 0,
      user_achievements: 0,
    });
    expect((await dashboard(a)).stats.coursesInProgress).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await server.fetch('/api/me/dashboard')).status).toBe(401);
    expect((await server.fetch('/api/me/courses/1', json('PUT', { status: 'enrolled' }))).status).toBe(401);
  });
});

describe('recommendations', () => {
  it('suggests untracked catalogue courses matched to the tracked skills, best match first', async () => {
    const a = await signUp(server);
    const tracked = courses.slice(0, 3);
    for (const x of tracked) await call(a, course(x), json('PUT', { status: 'in_progress' }));
    const { recommendations } = await dashboard(a);
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.length).toBeLessThanOrEqual(6);
    const trackedIds = new Set(tracked.map((x) => String(x.id)));
    for (const r of recommendations) {
      expect(trackedIds.has(r.course.id)).toBe(false);
      expect(r.matchPercent).toBeGreaterThan(0);
      expect(r.matchPercent).toBeLessThanOrEqual(100);
      expect(r.matchedSkills.length + (r.careerPath ? 1 : 0)).toBeGreaterThan(0);
      // Every recommendation is a real catalogue course.
      expect((await server.fetch(`/api/courses/${encodeURIComponent(r.course.id)}`)).status).toBe(200);
    }
    const percents = recommendations.map((r) => r.matchPercent);
    expect(percents).toEqual([...percents].sort((p, q) => q - p));
  });

  it('follows changes made through another instance, and matches a freshly computed list', async () => {
    const logger = createLogger({ level: 'silent' });
    const instance = () =>
      createLearningService({
        database: server.database,
        catalog: createCatalogService({
          logger,
          sources: { staticCourses: () => readStaticCourses(server.db) },
        }),
      });
    const [first, second] = [instance(), instance()];
    const a = await signUp(server);
    const userId = a.id;
    await first.track(userId, String(courses[3]!.id), 'in_progress');
    const before = (await first.dashboard(userId)).recommendations;
    expect(before.length).toBeGreaterThan(0);
    expect((await first.dashboard(userId)).recommendations).toEqual(before);

    // The other instance starts the top recommendation; the first must not recommend it again.
    const picked = before[0]!.course.id;
    await second.track(userId, picked, 'in_progress');
    const after = (await first.dashboard(userId)).recommendations;
    expect(after.map((r) => r.course.id)).not.toContain(picked);
    expect(after).toEqual((await instance().dashboard(userId)).recommendations);
  });
});
