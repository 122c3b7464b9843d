import { AI_SHORT_MAX, AI_TEXT_MAX, CV_EXPERIENCE_MAX } from '@app/core/ai-limits';
import { emptyCvForm } from '@app/core/cv-form';
import type { DraftResponse } from '@app/core/drafts-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const put = (content: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ content }),
});

async function call(account: TestAccount, path: string, init: RequestInit = {}) {
  const response = await asUser(server, account)(path, init);
  return { status: response.status, text: await response.text() };
}

const cvDraft = () => {
  const form = emptyCvForm();
  form.personalInfo.fullName = 'Ada Lovelace';
  form.personalInfo.email = 'ada@example.com';
  form.experience[0]!.position = 'Analyst';
  form.experience[0]!.description = 'Line one\nLine two\twith a tab';
  form.skills.technical = ['Python', 'SQL'];
  return form;
};

const letterDraft = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '',
  linkedin: '',
  company: 'Acme',
  position: 'Engineer',
  hiringManager: '',
  tone: 'formal',
  jobDescription: 'Build compilers.',
  companyInfo: '',
  motivation: '',
  experience: '',
};

describe('/api/me/drafts/:kind', () => {
  it('has no draft at first, keeps each form as saved, replaces it, and clears it', async () => {
    const a = await signUp(server);
    expect(JSON.parse((await call(a, '/api/me/drafts/cv')).text)).toEqual({ content: null, updatedAt: null });

    const saved = await call(a, '/api/me/drafts/cv', put(cvDraft()));
    expect(saved.status, saved.text).toBe(200);
    const read = JSON.parse((await call(a, '/api/me/drafts/cv')).text) as DraftResponse<'cv'>;
    expect(read.content).toEqual(cvDraft());
    expect(Date.parse(read.updatedAt!)).not.toBeNaN();

    expect((await call(a, '/api/me/drafts/cover-letter', put(letterDraft))).status).toBe(200);
    const changed = { ...cvDraft(), targetRole: 'Data Analyst' };
    expect((await call(a, '/api/me/drafts/cv', put(changed))).status).toBe(200);
    expect(JSON.parse((await call(a, '/api/me/drafts/cv')).text).content).toEqual(changed);
    expect(JSON.parse((await call(a, '/api/me/drafts/cover-letter')).text).content).toEqual(letterDraft);

    expect((await call(a, '/api/me/drafts/cv', { method: 'DELETE' })).status).toBe(204);
    expect(JSON.parse((await call(a, '/api/me/drafts/cv')).text).content).toBeNull();
    // Clearing one form leaves the other.
    expect(JSON.parse((await call(a, '/api/me/drafts/cover-letter')).text).content).toEqual(letterDraft);
  });

  it("never shows or changes another user's draft", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    await call(a, '/api/me/drafts/cv', put(cvDraft()));
    expect(JSON.parse((await call(b, '/api/me/drafts/cv')).text).content).toBeNull();
    await call(b, '/api/me/drafts/cv', { method: 'DELETE' });
    await call(b, '/api/me/drafts/cv', put({ ...cvDraft(), targetRole: 'B' }));
    expect(JSON.parse((await call(a, '/api/me/drafts/cv')).text).content).toEqual(cvDraft());
    // Visitors have no drafts on the server.
    expect((await server.fetch('/api/me/drafts/cv')).status).toBe(401);
    expect((await server.fetch('/api/me/drafts/cv', put(cvDraft()))).status).toBe(401);
  });

  it('refuses with 400 naming the field: oversized text, too many entries, control characters, the wrong shape', async () => {
    const a = await signUp(server);
    const tooLong = cvDraft();
    tooLong.personalInfo.fullName = 'x'.repeat(AI_SHORT_MAX + 1);
    const tooMany = cvDraft();
    tooMany.experience = Array.from({ length: CV_EXPERIENCE_MAX + 1 }, () => ({ ...tooMany.experience[0]! }));
    const control = cvDraft();
    control.additionalInfo = 'fine\u0000not';
    const cases: Array<[string, unknown, string]> = [
      ['/api/me/drafts/cv', tooLong, 'content.personalInfo.fullName'],
      ['/api/me/drafts/cv', tooMany, 'content.experience'],
      ['/api/me/drafts/cv', control, 'content.additionalInfo'],
      ['/api/me/drafts/cv', { ...cvDraft(), skills: 'Python' }, 'content.skills'],
      ['/api/me/drafts/cover-letter', { ...letterDraft, tone: 'rude' }, 'content.tone'],
      [
        '/api/me/drafts/cover-letter',
        { ...letterDraft, motivation: 'm'.repeat(AI_TEXT_MAX + 1) },
        'content.motivation',
      ],
      ['/api/me/drafts/cover-letter', cvDraft(), 'content.fullName'],
    ];
    for (const [path, content, field] of cases) {
      const response = await call(a, path, put(content));
      expect(response.status, `${field}: ${response.text}`).toBe(400);
      const body = parseErrorBody(response.text);
      expect(body.error.code).toBe('invalid_input');
      expect(JSON.stringify(body.error.details)).toContain(field.split('.').at(-1)!);
    }
    expect((await call(a, '/api/me/drafts/cv')).text).toBe(
      JSON.stringify({ content: null, updatedAt: null }),
    );
    expect((await call(a, '/api/me/drafts/resume', put(cvDraft()))).status).toBe(404);
  });

  it('keeps half a surrogate pair as U+FFFD, as a text column would, instead of failing', async () => {
    const a = await signUp(server);
    const draft = cvDraft();
    draft.targetRole = 'Data \ud800 Analyst 😀';
    const saved = await call(a, '/api/me/drafts/cv', put(draft));
    expect(saved.status, saved.text).toBe(200);
    const read = JSON.parse((await call(a, '/api/me/drafts/cv')).text) as DraftResponse<'cv'>;
    expect(read.content?.targetRole).toBe('Data \ufffd Analyst 😀');
  });

  it('is in the data export and goes with the account', async () => {
    const a = await signUp(server);
    await call(a, '/api/me/drafts/cv', put(cvDraft()));
    const exported = JSON.parse((await call(a, '/api/me/export')).text) as { drafts: unknown[] };
    expect(exported.drafts).toEqual([expect.objectContaining({ kind: 'cv', content: cvDraft() })]);
    const count = async () =>
      rows<{ n: number }>(
        await server.database.db.execute(
          sql`select count(*)::int as n from user_drafts where user_id = ${a.id}`,
        ),
      )[0]!.n;
    expect(await count()).toBe(1);
    await server.database.db.execute(sql`delete from "user" where id = ${a.id}`);
    expect(await count()).toBe(0);
  });
});
