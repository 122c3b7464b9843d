import {
  AI_SHORT_MAX,
  AI_TEXT_MAX,
  CHAT_MESSAGE_MAX,
  CV_EDUCATION_MAX,
  CV_ENTRY_TEXT_MAX,
  CV_EXPERIENCE_MAX,
  CV_SKILLS_MAX,
  DEGREE_ANSWER_MAX,
  PREP_SKILLS_MAX,
  PROFILE_TEXT_MAX,
} from '@app/core/ai-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largestAiRequests, RUN_KINDS, wordsText } from '../../testing/ai-largest-inputs.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// Every AI tool's input is capped at what its form lets a person type, so that no request makes
// the offline engine work longer than the largest one a person can send (npm run bench:ai-load
// measures that one); anything longer is refused before any work, naming the field.

let server: TestServer;
beforeAll(async () => {
  // Dozens of answers from one address: far past the AI rate limit of a real visitor.
  server = await startTestServer({ env: { RATE_LIMIT_IP_FACTOR: '100' } });
});
afterAll(() => server?.close());

function post(path: string, body: unknown) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
}

const text = (length: number) => 'x'.repeat(length);

const SMALL = {
  '/api/ai/chat': { message: 'data analyst' },
  '/api/ai/career-analysis': { profileText: 'Python developer', type: 'cv' },
  '/api/ai/degree-recommendations': { interests: 'maths', strengths: 'logic' },
  '/api/ai/cv': {
    personalInfo: { fullName: 'Amara Okafor', email: 'amara@example.com' },
    education: [{ degree: 'BSc', institution: 'University of Leeds' }],
    experience: [{ position: 'Analyst', company: 'Acme' }],
    skills: { technical: ['SQL'], soft: [], languages: [] },
  },
  '/api/ai/cover-letter': {
    personalInfo: { fullName: 'Liam Chen', email: 'liam@example.com' },
    jobDetails: { company: 'Datadog', position: 'Site Reliability Engineer' },
  },
  '/api/ai/prep-materials': {
    courseTitle: 'Introduction to Kubernetes',
    skills: ['Kubernetes'],
    materialType: 'study-notes',
  },
} as const;
type Route = keyof typeof SMALL;

/** A small valid request of `route` with the field at `path` (dot-separated) set to `value`. */
function withField(route: Route, path: string, value: unknown): unknown {
  const body = structuredClone(SMALL[route]) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = body;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
  return body;
}

/** Each field one character, or each list one item, past its limit. */
const OVER: Array<[Route, string, unknown]> = [
  ['/api/ai/chat', 'message', text(CHAT_MESSAGE_MAX + 1)],
  ['/api/ai/career-analysis', 'profileText', text(PROFILE_TEXT_MAX + 1)],
  ...(['interests', 'strengths', 'careerGoals', 'workEnvironment', 'additionalInfo'] as const).map(
    (field): [Route, string, unknown] => [
      '/api/ai/degree-recommendations',
      field,
      text(DEGREE_ANSWER_MAX + 1),
    ],
  ),
  ['/api/ai/cv', 'personalInfo.fullName', text(AI_SHORT_MAX + 1)],
  ['/api/ai/cv', 'targetRole', text(AI_SHORT_MAX + 1)],
  ['/api/ai/cv', 'additionalInfo', text(AI_TEXT_MAX + 1)],
  [
    '/api/ai/cv',
    'education',
    Array.from({ length: CV_EDUCATION_MAX + 1 }, () => ({ degree: 'BSc', institution: 'Leeds' })),
  ],
  [
    '/api/ai/cv',
    'experience',
    Array.from({ length: CV_EXPERIENCE_MAX + 1 }, () => ({ position: 'Analyst', company: 'Acme' })),
  ],
  [
    '/api/ai/cv',
    'education',
    [{ degree: 'BSc', institution: 'Leeds', achievements: text(CV_ENTRY_TEXT_MAX + 1) }],
  ],
  [
    '/api/ai/cv',
    'experience',
    [{ position: 'Analyst', company: 'Acme', description: text(CV_ENTRY_TEXT_MAX + 1) }],
  ],
  ['/api/ai/cv', 'skills.technical', Array.from({ length: CV_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`)],
  ['/api/ai/cv', 'skills.languages', [text(AI_SHORT_MAX + 1)]],
  ['/api/ai/cover-letter', 'jobDetails.position', text(AI_SHORT_MAX + 1)],
  ['/api/ai/cover-letter', 'jobDetails.jobDescription', text(AI_TEXT_MAX + 1)],
  ['/api/ai/cover-letter', 'jobDetails.companyInfo', text(AI_TEXT_MAX + 1)],
  ['/api/ai/cover-letter', 'motivation', text(AI_TEXT_MAX + 1)],
  ['/api/ai/cover-letter', 'experience', text(AI_TEXT_MAX + 1)],
  ['/api/ai/prep-materials', 'courseTitle', text(AI_SHORT_MAX + 1)],
  ['/api/ai/prep-materials', 'description', text(AI_TEXT_MAX + 1)],
  ['/api/ai/prep-materials', 'skills', Array.from({ length: PREP_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`)],
];

/** The path zod names for the first problem of an over-long field. */
function refusedPath(path: string, value: unknown): string {
  if (!Array.isArray(value) || value.length !== 1) return path;
  const [item] = value as unknown[];
  if (typeof item === 'string') return `${path}.0`;
  const key = Object.keys(item as object).find((k) => k === 'achievements' || k === 'description');
  return `${path}.0.${key}`;
}

describe('AI tools: input limits', () => {
  it('answers the largest request of every tool, filled with words or with long runs of one character', async () => {
    const requests = [
      ...largestAiRequests('words'),
      // Between them, the variants put every kind of run in every field.
      ...Array.from({ length: RUN_KINDS }, (_, variant) => largestAiRequests('runs', variant)).flat(),
    ];
    for (const route of requests) {
      const res = await post(route.path, route.body);
      expect(res.status, `${route.name}: ${(await res.text()).slice(0, 300)}`).toBe(200);
    }
  });

  it('refuses a field one character or item past its limit with 400 naming the field', async () => {
    // The streamed chat takes the same request as the chat.
    const cases: Array<[string, string, unknown]> = [
      ...OVER,
      ['/api/ai/chat/stream', 'message', text(CHAT_MESSAGE_MAX + 1)],
    ];
    for (const [route, path, value] of cases) {
      const body =
        route === '/api/ai/chat/stream' ? { message: value } : withField(route as Route, path, value);
      const res = await post(route, body);
      const what = `${route} ${path}`;
      expect(res.status, what).toBe(400);
      const error = parseErrorBody(await res.text()).error;
      expect(error.code, what).toBe('invalid_input');
      const named = refusedPath(path, value);
      expect(error.details, what).toContainEqual(expect.objectContaining({ path: named }));
      expect(error.message, what).toContain(named);
    }
  });

  it("refuses the issue's 100 KB questionnaire before any work, naming all five answers", async () => {
    const fields = ['interests', 'strengths', 'careerGoals', 'workEnvironment', 'additionalInfo'];
    const body = Object.fromEntries(fields.map((field, i) => [field, wordsText(20_000, i)]));
    expect(JSON.stringify(body).length).toBeGreaterThan(100_000);
    const res = await post('/api/ai/degree-recommendations', body);
    expect(res.status).toBe(400);
    const error = parseErrorBody(await res.text()).error;
    expect(error.code).toBe('invalid_input');
    expect((error.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual([...fields].sort());
    expect(error.message).toContain(`Use at most 2,000 characters`);
  });
});
