import type { DraftContent } from '@app/core/drafts-api';
import type {
  PlanResponse,
  PlanShareResponse,
  SavedPlanResponse,
  SavedPlansResponse,
  SharedPlanResponse,
} from '@app/core/plan-api';
import { skillKey } from '@app/core/skill-lexicon';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// Plans read from the account (the CV builder's form, completed and tracked courses), saved,
// worked out again as courses are completed, and shared without the owner's data.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}

const cvForm = (technical: string[], description: string): DraftContent<'cv'> => ({
  personalInfo: { fullName: 'Ada Planner', email: '', phone: '', location: '', linkedin: '', website: '' },
  targetRole: '',
  education: [],
  experience: [{ position: 'Analyst', company: 'Acme', startDate: '', endDate: '', description }],
  skills: { technical, soft: [], languages: [] },
  additionalInfo: '',
});

const dataAnalyst = { target: { kind: 'path', id: 'data-analyst' } } as const;

describe('plans that read the account', () => {
  let user: TestAccount;
  let as: ReturnType<typeof asUser>;
  beforeAll(async () => {
    user = await signUp(server, { name: 'Ada Planner' });
    as = asUser(server, user);
  });

  it('adds the CV builder’s skills and completed courses’ skills, each with its source; useAccount:false leaves them out', async () => {
    const before = await ok<PlanResponse>(await as('/api/plan', { method: 'POST', ...json(dataAnalyst) }));
    expect(before.have).toEqual([]);
    const first = before.steps.find((s) => s.source === 'catalogue')!;

    await ok(
      await as('/api/me/drafts/cv', {
        method: 'PUT',
        ...json({ content: cvForm(['Excel'], 'Weekly reports in Tableau.') }),
      }),
    );
    await ok(
      await as(`/api/me/courses/${first.courseId}`, { method: 'PUT', ...json({ status: 'in_progress' }) }),
    );
    const tracking = await ok<PlanResponse>(await as('/api/plan', { method: 'POST', ...json(dataAnalyst) }));
    const from = new Map(tracking.have.map((h) => [skillKey(h.name), h.from]));
    expect(from.get('excel')).toEqual(['cv-builder']);
    expect(from.get('tableau')).toEqual(['cv-builder']);
    // Under way, not done: its skills are still missing, and the step says it is tracked.
    expect(tracking.steps.find((s) => s.courseId === first.courseId)?.tracked).toBe('in_progress');

    await ok(await as(`/api/me/courses/${first.courseId}/completion`, { method: 'PUT', ...json({}) }));
    const after = await ok<PlanResponse>(await as('/api/plan', { method: 'POST', ...json(dataAnalyst) }));
    const afterFrom = new Map(after.have.map((h) => [skillKey(h.name), h.from]));
    for (const skill of first.covers) expect(afterFrom.get(skillKey(skill))).toContain('course');
    expect(after.steps.map((s) => s.courseId)).not.toContain(first.courseId);
    expect(after.readiness).toBeGreaterThan(tracking.readiness);
    for (const step of after.steps)
      for (const skill of step.covers) expect(afterFrom.has(skillKey(skill))).toBe(false);

    const without = await ok<PlanResponse>(
      await as('/api/plan', { method: 'POST', ...json({ ...dataAnalyst, useAccount: false }) }),
    );
    expect(without.have).toEqual([]);
    expect(without.readiness).toBe(before.readiness);
  });

  it('lets a skill found in the account be removed by hand', async () => {
    const answer = await ok<PlanResponse>(
      await as('/api/plan', { method: 'POST', ...json({ ...dataAnalyst, removed: ['Excel'] }) }),
    );
    expect(answer.have.map((h) => skillKey(h.name))).not.toContain('excel');
  });
});

describe('saved plans', () => {
  it('saves a plan without the pasted CV’s text, lists it, and works it out again as courses are completed', async () => {
    const user = await signUp(server, { name: 'Grace Saver' });
    const as = asUser(server, user);
    const cvText = 'Four years of SQL reporting; private note: salary 41k.';
    const saved = await ok<SavedPlanResponse>(
      await as('/api/me/plans', { method: 'POST', ...json({ ...dataAnalyst, skills: ['Excel'], cvText }) }),
      201,
    );
    expect(saved.plan).toMatchObject({ title: 'Data Analyst', shareToken: null });
    expect(saved.plan.result.have.map((h) => skillKey(h.name))).toEqual(
      expect.arrayContaining(['excel', 'sql']),
    );
    const [row] = rows<{ request: unknown }>(
      await server.db.execute(sql`select request from user_plans where id = ${saved.plan.id}`),
    );
    expect(JSON.stringify(row)).not.toContain('salary');

    const list = await ok<SavedPlansResponse>(await as('/api/me/plans'));
    expect(list.plans).toEqual([
      expect.objectContaining({
        id: saved.plan.id,
        readiness: saved.plan.readiness,
        missingCount: saved.plan.result.missing.length,
      }),
    ]);

    const step = saved.plan.result.steps.find((s) => s.source === 'catalogue')!;
    await ok(
      await as(`/api/me/courses/${step.courseId}`, { method: 'PUT', ...json({ status: 'in_progress' }) }),
    );
    await ok(await as(`/api/me/courses/${step.courseId}/completion`, { method: 'PUT', ...json({}) }));
    const reread = await ok<SavedPlanResponse>(await as(`/api/me/plans/${saved.plan.id}`));
    expect(reread.plan.readiness).toBeGreaterThan(saved.plan.readiness);
    expect(reread.plan.result.steps.map((s) => s.courseId)).not.toContain(step.courseId);
    const listed = await ok<SavedPlansResponse>(await as('/api/me/plans'));
    expect(listed.plans[0]!.readiness).toBe(reread.plan.readiness);
  });

  it('keeps a saved job plan’s job status: open, then closed when the posting closes', async () => {
    const user = await signUp(server);
    const as = asUser(server, user);
    const [job] = await server.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.isActive, true)).limit(1);
    if (!job) throw new Error('the seeded board has no open job');
    const saved = await ok<SavedPlanResponse>(
      await as('/api/me/plans', {
        method: 'POST',
        ...json({ target: { kind: 'job', id: job.id }, title: 'My next job' }),
      }),
      201,
    );
    expect(saved.plan.title).toBe('My next job');
    expect(saved.plan.target.open).toBe(true);
    await server.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
    try {
      const reread = await ok<SavedPlanResponse>(await as(`/api/me/plans/${saved.plan.id}`));
      expect(reread.plan.target.open).toBe(false);
    } finally {
      await server.db.update(jobs).set({ isActive: true }).where(eq(jobs.id, job.id));
    }
  });

  it('keeps each user’s plans their own, needs an account, and saves nothing for an unknown target', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const saved = await ok<SavedPlanResponse>(
      await asUser(server, owner)('/api/me/plans', { method: 'POST', ...json(dataAnalyst) }),
      201,
    );
    const id = saved.plan.id;
    const asOther = asUser(server, other);
    expect((await asOther(`/api/me/plans/${id}`)).status).toBe(404);
    expect((await asOther(`/api/me/plans/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asOther(`/api/me/plans/${id}/share`, { method: 'PUT' })).status).toBe(404);
    expect((await ok<SavedPlansResponse>(await asOther('/api/me/plans'))).plans).toEqual([]);
    expect((await server.fetch('/api/me/plans')).status).toBe(401);

    const unknown = await asOther('/api/me/plans', {
      method: 'POST',
      ...json({ target: { kind: 'path', id: 'nope' } }),
    });
    expect(unknown.status).toBe(404);
    expect((await ok<SavedPlansResponse>(await asOther('/api/me/plans'))).plans).toEqual([]);

    expect((await asUser(server, owner)(`/api/me/plans/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asUser(server, owner)(`/api/me/plans/${id}`)).status).toBe(404);
  });

  it('refuses a plan over the limit with a message saying what to do', async () => {
    const user = await signUp(server);
    const as = asUser(server, user);
    await server.db.execute(
      sql`insert into user_plans (user_id, title, request) select ${user.id}, 'Plan ' || n, '{}'::jsonb from generate_series(1, 50) n`,
    );
    const res = await as('/api/me/plans', { method: 'POST', ...json(dataAnalyst) });
    expect(res.status).toBe(409);
    expect(parseErrorBody(await res.text()).error.message).toBe(
      'You can keep up to 50 plans. Delete one to save another.',
    );
  });
});

describe('shared plans', () => {
  it('opens a shared plan for anyone, without the owner’s name, e-mail, skills or CV; stopping sharing closes the link', async () => {
    const owner = await signUp(server, { name: 'Zelda Sharer' });
    const as = asUser(server, owner);
    await ok(
      await as('/api/me/drafts/cv', {
        method: 'PUT',
        ...json({ content: cvForm(['Excel'], 'Dashboards in Tableau.') }),
      }),
    );
    const saved = await ok<SavedPlanResponse>(
      await as('/api/me/plans', {
        method: 'POST',
        ...json({
          ...dataAnalyst,
          skills: ['Quizzical Juggling'],
          cvText: 'Zelda Sharer, 12 Secret Lane. Python scripts.',
        }),
      }),
      201,
    );
    // A course of the plan the owner has started: marked for them, not for the link's readers.
    const started = saved.plan.result.steps.find((s) => s.source === 'catalogue')!;
    await ok(
      await as(`/api/me/courses/${started.courseId}`, { method: 'PUT', ...json({ status: 'in_progress' }) }),
    );
    const { shareToken } = await ok<PlanShareResponse>(
      await as(`/api/me/plans/${saved.plan.id}/share`, { method: 'PUT' }),
    );
    expect(shareToken).toMatch(/^[\w-]{20,}$/);
    // Sharing again keeps the same link.
    expect(
      (await ok<PlanShareResponse>(await as(`/api/me/plans/${saved.plan.id}/share`, { method: 'PUT' })))
        .shareToken,
    ).toBe(shareToken);

    const res = await server.fetch(`/api/shared-plans/${shareToken}`);
    const text = await res.text();
    expect(res.status).toBe(200);
    const shared = JSON.parse(text) as SharedPlanResponse;
    expect(shared.plan.title).toBe('Data Analyst');
    expect(shared.plan.result.steps.map(({ tracked: _, ...step }) => step)).toEqual(
      saved.plan.result.steps.map(({ tracked: _, ...step }) => step),
    );
    // Nor which courses the owner tracks.
    expect(shared.plan.result.steps.some((s) => 'tracked' in s)).toBe(false);
    expect(shared.plan.result.readiness).toBe(saved.plan.readiness);
    expect('have' in shared.plan.result).toBe(false);
    for (const personal of [
      'Zelda',
      'Sharer',
      owner.email,
      owner.id,
      'Secret Lane',
      'Quizzical Juggling',
      'Acme',
    ])
      expect(text).not.toContain(personal);

    expect((await as(`/api/me/plans/${saved.plan.id}/share`, { method: 'DELETE' })).status).toBe(204);
    expect((await server.fetch(`/api/shared-plans/${shareToken}`)).status).toBe(404);
    expect((await server.fetch('/api/shared-plans/not-a-token')).status).toBe(404);
  });
});
