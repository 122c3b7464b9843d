import type { ChatResponse } from '@app/core/ai-api';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { CourseDetailResponse } from '@app/core/catalog-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SET } from '../../testing/chat-set.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The judged chat set on the offline engine, over HTTP: each answer holds its facts, and every
// course and career path it names is ours (a course still offered), returned for the page to link.

let server: TestServer;
beforeAll(async () => {
  // One address asks every question: room for the whole set under the per-address AI limit.
  server = await startTestServer({ env: { RATE_LIMIT_IP_FACTOR: '10' } });
});
afterAll(() => server?.close());

describe('the chat answers the judged question set', () => {
  it('has at least 30 questions', () => {
    expect(CHAT_SET.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CHAT_SET.map((c) => [c.question, c] as const))('%s', async (_question, chatCase) => {
    const res = await server.fetch('/api/ai/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ message: chatCase.question }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChatResponse;
    for (const fact of chatCase.mustContain) expect(body.response).toContain(fact);
    for (const wrong of chatCase.mustNotContain ?? []) expect(body.response).not.toContain(wrong);
    for (const course of body.courses) {
      expect(body.response).toContain(course.title);
      const page = await server.fetch(`/api/courses/${encodeURIComponent(String(course.id))}`);
      expect(page.status).toBe(200);
      const { course: real } = (await page.json()) as CourseDetailResponse;
      expect(real.title).toBe(course.title);
      expect(real.status ?? 'active').not.toBe('retired');
    }
    for (const id of chatCase.linksPaths ?? []) expect(body.paths.map((p) => p.id)).toContain(id);
    for (const path of body.paths) {
      expect(body.response).toContain(path.title);
      expect(CAREER_PATHS.find((p) => p.id === path.id)?.title).toBe(path.title);
    }
  });
});
