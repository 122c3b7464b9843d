import { emptyCvForm } from '@app/core/cv-form';
import { strongPassword, type TestAccount, uniqueEmail } from './accounts.ts';

/**
 * Request bodies that pass each route's validation, for tests that send hostile input: a bad value
 * put into one field of a valid body at a time reaches the code behind the validation. Keyed by
 * `METHOD /path` as the route table names them; routes missing here (new ones) get `genericBody`.
 */
export const bodySamples: Record<string, () => Record<string, unknown>> = {
  'PATCH /api/me/profile': () => ({ fullName: 'Ada Lovelace' }),
  'PUT /api/me/settings': () => ({ appearance: { theme: 'dark', compactMode: false, animations: true } }),
  'PUT /api/me/drafts/cv': () => ({ content: emptyCvForm() }),
  'PUT /api/me/drafts/cover-letter': () => ({
    content: {
      fullName: 'Ada',
      email: 'ada@example.com',
      phone: '',
      linkedin: '',
      company: 'Acme',
      position: 'Engineer',
      hiringManager: '',
      tone: 'formal',
      jobDescription: '',
      companyInfo: '',
      motivation: '',
      experience: '',
    },
  }),
  'POST /api/waitlist': () => ({
    fullName: 'Ada Lovelace',
    email: uniqueEmail('wait'),
    featureType: 'mentors',
    message: 'Hello',
  }),
  'PUT /api/admin/users/:id/role': () => ({ role: 'user' }),
  'PUT /api/me/courses/:courseId': () => ({ status: 'enrolled' }),
  'PUT /api/me/courses/:courseId/progress': () => ({ progress: 50 }),
  'POST /api/me/courses/:courseId/sessions': () => ({ minutes: 30, studiedAt: new Date().toISOString() }),
  'PUT /api/me/courses/:courseId/completion': () => ({
    rating: 5,
    certificate: { credentialUrl: 'https://example.com/credential', issuedOn: '2024-01-15' },
  }),
  'PATCH /api/me/applications/:id': () => ({
    status: 'interviewing',
    note: 'Called back.\nSecond round on Monday.',
    followUpOn: '2030-01-15',
  }),
  'POST /api/admin/jobs/fetch': () => ({ trigger: 'manual' }),
  'POST /api/admin/jobs/import': () => ({
    source: 'greenhouse',
    board: 'acme',
    company: 'Acme',
    document: {
      jobs: [
        {
          id: 1,
          title: 'Cloud Engineer',
          absolute_url: 'https://boards.example.com/acme/jobs/1',
          location: { name: 'Remote' },
          content: '<p>Build things.</p>',
          updated_at: '2024-01-15T10:00:00Z',
        },
      ],
    },
  }),
  'POST /api/admin/sync/universities': () => ({ sources: ['coursera'], force: false }),
  'POST /api/ai/chat': () => ({ message: 'Which cloud course should I take?' }),
  'POST /api/plan': () => ({
    target: { kind: 'path', id: 'cloud-architect' },
    skills: ['Networking'],
    cvText: 'Network administrator for five years.',
    removed: [],
    preferFree: false,
  }),
  'POST /api/me/plans': () => ({
    target: { kind: 'path', id: 'cloud-architect' },
    skills: ['Networking'],
    cvText: 'Network administrator for five years.',
    title: 'Cloud plan',
  }),
  'POST /api/ai/chat/stream': () => ({ message: 'Which cloud course should I take?' }),
  'POST /api/ai/career-analysis': () => ({ profileText: 'Python developer, AWS, SQL', type: 'cv' }),
  'POST /api/ai/degree-recommendations': () => ({
    interests: 'Computers and data',
    strengths: 'Maths',
    careerGoals: 'Data scientist',
  }),
  'POST /api/ai/cv': () => ({
    personalInfo: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
    education: [{ degree: 'BSc', institution: 'University of London', field: 'Maths' }],
    experience: [{ position: 'Analyst', company: 'Acme', description: 'Built reports.\nLed a team.' }],
    skills: { technical: ['Python'], soft: ['Teamwork'], languages: ['English'] },
    targetRole: 'Data Analyst',
  }),
  'POST /api/ai/cover-letter': () => ({
    personalInfo: { fullName: 'Ada Lovelace', email: 'ada@example.com' },
    jobDetails: { company: 'Acme', position: 'Data Analyst', jobDescription: 'SQL and Python' },
    motivation: 'I like data.',
    tone: 'formal',
  }),
  'POST /api/ai/prep-materials': () => ({
    courseTitle: 'AWS Cloud Practitioner',
    provider: 'AWS',
    skills: ['Cloud'],
    materialType: 'key-concepts',
  }),
};

export const genericBody = () => ({
  message: 'hello',
  text: 'hello',
  name: 'Ada',
  email: 'ada@example.com',
  q: 'cloud',
});

/**
 * Better Auth's endpoints under `/api/auth/` that take a JSON body, with one that passes
 * validation. Nothing here can succeed in a way that ends `account`: the current password given
 * to change-password and delete-user is a wrong one, so a changed field never makes them pass.
 */
export function authBodySamples(
  account: Pick<TestAccount, 'email'>,
): Record<string, () => Record<string, unknown>> {
  return {
    'sign-in/email': () => ({ email: uniqueEmail('nobody'), password: strongPassword(), rememberMe: true }),
    'sign-up/email': () => ({ email: uniqueEmail('inj'), password: strongPassword(), name: 'Injected' }),
    'request-password-reset': () => ({ email: uniqueEmail('nobody'), redirectTo: '/reset-password' }),
    'reset-password': () => ({ token: 'not-a-token', newPassword: strongPassword() }),
    'change-password': () => ({
      currentPassword: strongPassword(),
      newPassword: strongPassword(),
      revokeOtherSessions: false,
    }),
    'update-user': () => ({ name: 'Updated Name' }),
    'delete-user': () => ({ password: strongPassword(), callbackURL: '/' }),
    'change-email': () => ({ newEmail: uniqueEmail('new'), callbackURL: '/' }),
    'send-verification-email': () => ({ email: account.email, callbackURL: '/' }),
    'verify-password': () => ({ password: strongPassword() }),
    'revoke-session': () => ({ token: 'not-a-session-token' }),
    'revoke-sessions': () => ({}),
    'revoke-other-sessions': () => ({}),
    'update-session': () => ({}),
    'unlink-account': () => ({ providerId: 'google', accountId: 'not-an-account' }),
    'link-social': () => ({ provider: 'google', callbackURL: '/' }),
    'sign-in/social': () => ({ provider: 'google', callbackURL: '/' }),
    'refresh-token': () => ({ accountId: 'not-an-account' }),
    'get-access-token': () => ({ accountId: 'not-an-account' }),
    'sign-out': () => ({}),
  };
}

/** Copies of `sample`, each with one leaf (string, number or boolean) replaced by `value`. */
export function withOneLeaf(sample: unknown, value: unknown): unknown[] {
  if (sample === null || typeof sample !== 'object') return [value];
  const entries = Array.isArray(sample) ? sample.map((v, i) => [i, v] as const) : Object.entries(sample);
  return entries.flatMap(([key, child]) =>
    withOneLeaf(child, value).map((replaced) => {
      const copy = (Array.isArray(sample) ? [...sample] : { ...sample }) as Record<string | number, unknown>;
      copy[key] = replaced;
      return copy;
    }),
  );
}

/**
 * Copies of `sample`, each with one field at any depth (a leaf, a nested object or a list)
 * replaced by `value`, labelled with the field's path ("personalInfo.fullName") and the value it
 * had.
 */
export function withOneField(
  sample: unknown,
  value: unknown,
  path = '',
): Array<{ path: string; body: unknown; was: unknown }> {
  if (sample === null || typeof sample !== 'object') return [];
  const entries = Array.isArray(sample) ? sample.map((v, i) => [i, v] as const) : Object.entries(sample);
  return entries.flatMap(([key, child]) => {
    const childPath = path ? `${path}.${key}` : String(key);
    const replace = (replaced: unknown) => {
      const copy = (Array.isArray(sample) ? [...sample] : { ...sample }) as Record<string | number, unknown>;
      copy[key] = replaced;
      return copy;
    };
    return [
      { path: childPath, body: replace(value), was: child },
      ...withOneField(child, value, childPath).map((inner) => ({ ...inner, body: replace(inner.body) })),
    ];
  });
}

/** The route's path with each `:param` (and `*`) given the value `replace` picks, URL-encoded. */
export function fillParams(path: string, replace: (name: string) => string): string {
  return path
    .replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_, name: string) => encodeUriPart(replace(name)))
    .replace(/\*/g, () => encodeUriPart(replace('*')));
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is sent as the bytes of
 * its code point anyway: invalid UTF-8, as a hostile client would send it.
 */
export function encodeUriPart(value: string): string {
  return Array.from(value, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }).join('');
}
