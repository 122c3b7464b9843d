import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { CourseDetailResponse } from '@app/core/catalog-api';
import type { FetchJobsResponse, JobListResponse } from '@app/core/jobs-api';
import { PLAN_TARGET_UNKNOWN, type PlanRequestInput, type PlanResponse } from '@app/core/plan-api';
import { skillKey } from '@app/core/skill-lexicon';
import type { UniversityCourse } from '@app/core/university-course';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The skill-gap planner over HTTP, on the seeded catalogue and career paths, with a few real
// postings imported onto the jobs board.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUp(server, { name: 'Plan Admin' });
  await grantRole(server.db, admin.id, 'admin');
  const posting = (id: string, title: string, description: string) => ({
    id,
    text: title,
    createdAt: Date.now(),
    categories: { commitment: 'Full-time', location: 'Remote' },
    descriptionPlain: description,
  });
  const imported = await asUser(server, admin)('/api/admin/jobs/import', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      source: 'lever',
      board: 'planco',
      company: 'Plan Co',
      document: [
        posting(
          'p-1',
          'Senior Data Engineer',
          'You build pipelines in Python and SQL on Apache Spark and Airflow.',
        ),
        posting('p-2', 'Data Engineer', 'Python, SQL and Apache Spark every day; dbt is a plus.'),
        posting('p-3', 'Data Engineer II', 'SQL and Python pipelines; Kafka streams.'),
        posting('p-4', 'Office Manager', 'Keep the office running.'),
      ],
    }),
  });
  expect(((await imported.json()) as FetchJobsResponse).success).toBe(true);
});
afterAll(() => server?.close());

async function plan(body: PlanRequestInput) {
  return server.fetch('/api/plan', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
}

async function planOk(body: PlanRequestInput): Promise<PlanResponse> {
  const res = await plan(body);
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(200);
  return JSON.parse(text) as PlanResponse;
}

/** Every step a real course still offered, teaching only missing skills; the gap accounted for. */
async function expectSoundPlan(answer: PlanResponse) {
  const held = new Set(answer.have.map((h) => skillKey(h.name)));
  for (const step of answer.steps) {
    const id = encodeURIComponent(String(step.courseId));
    if (step.source === 'university') {
      const res = await server.fetch(`/api/university-courses/${id}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as UniversityCourse).title).toBe(step.title);
    } else {
      const res = await server.fetch(`/api/courses/${id}`);
      expect(res.status).toBe(200);
      const { course } = (await res.json()) as CourseDetailResponse;
      expect(course.title).toBe(step.title);
      expect(course.status ?? 'active').not.toBe('retired');
    }
    expect(step.covers.length).toBeGreaterThan(0);
    for (const skill of step.covers) {
      expect(held.has(skillKey(skill))).toBe(false);
      expect(answer.missing).toContain(skill);
    }
  }
  const covered = new Set(answer.steps.flatMap((s) => s.covers));
  for (const skill of answer.missing)
    expect(covered.has(skill) || answer.uncovered.includes(skill)).toBe(true);
  const levels = answer.steps.map((s) => ['Beginner', 'Intermediate', 'Advanced'].indexOf(s.level));
  expect(levels).toEqual([...levels].sort((a, b) => a - b));
}

describe('POST /api/plan', () => {
  it("plans a career path from typed skills: the path's skills required, readiness by their weight", async () => {
    const path = CAREER_PATHS.find((p) => p.id === 'data-analyst')!;
    const answer = await planOk({ target: { kind: 'path', id: path.id }, skills: [path.skills[0]!] });
    expect(answer.target).toEqual({ kind: 'path', id: path.id, title: path.title });
    expect(answer.skills.filter((s) => s.required).length).toBeGreaterThan(0);
    expect(answer.have).toEqual([{ name: expect.any(String), from: ['typed'] }]);
    const requiredCount = answer.skills.filter((s) => s.required).length;
    const niceCount = answer.skills.length - requiredCount;
    expect(answer.readiness).toBeCloseTo(2 / (2 * requiredCount + niceCount), 5);
    expect(answer.missing).not.toContain(answer.have[0]!.name);
    expect(answer.steps.length).toBeGreaterThan(0);
    await expectSoundPlan(answer);
  });

  it('plans a job from its own skills, with how often similar postings on the board name each', async () => {
    const list = (await (await server.fetch('/api/jobs?search=data%20engineer')).json()) as JobListResponse;
    const job = list.jobs.find((j) => j.title === 'Data Engineer')!;
    expect(job.skills.length).toBeGreaterThan(0);
    const answer = await planOk({ target: { kind: 'job', id: job.id }, skills: ['SQL'] });
    expect(answer.target).toMatchObject({
      kind: 'job',
      id: job.id,
      title: 'Data Engineer at Plan Co',
      open: true,
    });
    // Compared with the two other data engineer postings (any seniority), not the office manager.
    expect(answer.postingsCompared).toBe(2);
    const required = answer.skills.filter((s) => s.required).map((s) => skillKey(s.name));
    expect(required.sort()).toEqual(job.skills.map(skillKey).sort());
    for (const s of answer.skills) expect(s.share === null || (s.share > 0 && s.share <= 1)).toBe(true);
    expect(answer.have.map((h) => skillKey(h.name))).toEqual(['sql']);
    await expectSoundPlan(answer);
  });

  it('plans a typed role from what similar postings ask for, and reads skills from a pasted CV', async () => {
    const answer = await planOk({
      target: { kind: 'role', title: 'data engineer' },
      cvText: 'Analyst for four years: SQL reporting and Python scripts, dashboards in Tableau.',
      removed: ['Tableau'],
    });
    expect(answer.postingsCompared).toBe(3);
    const required = answer.skills.filter((s) => s.required);
    // Named by at least half of the three postings: Python and SQL (all three), Apache Spark (two).
    expect(required.map((s) => skillKey(s.name))).toEqual(expect.arrayContaining(['python', 'sql']));
    for (const s of required) expect(s.share).toBeGreaterThanOrEqual(0.5);
    const have = new Map(answer.have.map((h) => [skillKey(h.name), h.from]));
    expect(have.get('sql')).toEqual(['cv']);
    expect(have.get('python')).toEqual(['cv']);
    expect(have.has('tableau')).toBe(false);
    expect(answer.missing.map(skillKey)).not.toContain('sql');
    await expectSoundPlan(answer);
  });

  it('falls back to the career path a role names when no posting is like it', async () => {
    const answer = await planOk({ target: { kind: 'role', title: 'Cloud Architect' } });
    expect(answer.postingsCompared).toBe(0);
    expect(answer.target).toMatchObject({ kind: 'role', id: 'cloud-architect', title: 'Cloud Architect' });
    expect(answer.skills.every((s) => s.share === null)).toBe(true);
    expect(answer.readiness).toBe(0);
    await expectSoundPlan(answer);
  });

  it('takes a university course where it teaches a missing skill no catalogue course covers', async () => {
    // MIT's 18.06 Linear Algebra is a seeded university course; no catalogue course is tagged with
    // linear algebra.
    const answer = await planOk({ target: { kind: 'role', title: 'Machine Learning Engineer' }, skills: [] });
    const university = answer.steps.filter((s) => s.source === 'university');
    expect(university.length).toBeGreaterThan(0);
    for (const step of university) {
      expect(step.price).toBe('Price not listed');
      expect(step.cost).toBeNull();
      expect(step.hoursEstimated).toBe(true);
    }
    await expectSoundPlan(answer);
  });

  it('answers 404 for a target we do not have, and 400 for a malformed request', async () => {
    for (const target of [
      { kind: 'path', id: 'no-such-path' },
      { kind: 'job', id: 987654321 },
      { kind: 'role', title: 'zzqx wobble' },
    ] as const) {
      const res = await plan({ target });
      expect(res.status).toBe(404);
      expect(parseErrorBody(await res.text()).error.code).toBe(PLAN_TARGET_UNKNOWN);
    }
    const bad = await plan({ target: { kind: 'role', title: '' } } as PlanRequestInput);
    expect(bad.status).toBe(400);
  });
});
