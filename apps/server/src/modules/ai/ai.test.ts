import {
  AI_FAILURE_TEXTS,
  type CareerAnalysisResponse,
  type ChatResponse,
  type ChatStreamEvent,
  type CoverLetterRequestInput,
  type CoverLetterResponse,
  type CvRequestInput,
  type CvResponse,
  careerAnalysisResponseSchema,
  chatResponseSchema,
  chatStreamEventSchema,
  coverLetterResponseSchema,
  cvResponseSchema,
  DEGREE_RECOMMENDATION_COUNT,
  type DegreeResponse,
  degreeResponseSchema,
  type PrepResponse,
  prepResponseSchema,
} from '@app/core/ai-api';
import { skillsMatch } from '@app/core/ai-career-advice';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { CourseDetailResponse, CourseListResponse } from '@app/core/catalog-api';
import { prepRequestFor } from '@app/core/prep-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_ENGINE_NAME } from '../../ai/offline-engine.ts';
import { asUser, signUp } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { AI_USER_LIMIT } from './routes.ts';

// Realistic inputs, as people paste them.
const PASTED_CV = `JANE MORGAN
Backend Software Engineer · Leeds, UK · jane.morgan@example.com

EXPERIENCE
Software Engineer, Northwind Logistics (2019 – Present)
- Build and run REST APIs in Python and Django serving 40 internal teams.
- Moved our services to Docker containers on Kubernetes, with CI/CD pipelines in GitHub Actions.
- Tuned PostgreSQL queries and introduced Redis caching; on call for production incidents.

Junior Developer, Brightside Digital (2017 – 2019)
- Wrote JavaScript and SQL for client reporting dashboards; automated tests with pytest.

EDUCATION
BSc Computer Science, University of Leeds (2014 – 2017)

SKILLS
Python, Django, SQL, PostgreSQL, Docker, Kubernetes, Git, Linux, AWS (EC2, S3)`;

const LINKEDIN_ABOUT = `About
I'm a data analyst with three years of experience turning messy spreadsheets into decisions. Day to day I
work in SQL, Excel and Power BI, and I've recently started using Python (pandas) for data cleaning and
automation. I love data visualization and storytelling with dashboards, and I'm now learning machine
learning and statistics because I'd like to grow into a data scientist role. Open to opportunities in
healthcare analytics.`;

const DEGREE_QUESTIONNAIRE = {
  interests:
    'I enjoy programming small games, solving maths puzzles and figuring out how apps and websites work behind the scenes.',
  strengths: 'Strong in mathematics and physics, logical thinking, patient debugging, working on my own.',
  careerGoals: 'I would like to build software or work with data at a tech company.',
  workEnvironment: 'A collaborative office or remote team, with flexible hours.',
  additionalInfo: 'Took computer science at A-level and taught myself some Python.',
};

const CV_REQUEST: CvRequestInput = {
  personalInfo: {
    fullName: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    phone: '+44 7700 900123',
    location: 'Manchester, UK',
    linkedin: 'linkedin.com/in/amaraokafor',
  },
  targetRole: 'Cloud Engineer',
  education: [
    {
      degree: 'BSc',
      field: 'Computer Science',
      institution: 'University of Manchester',
      startDate: '2016',
      endDate: '2019',
      achievements: 'Final-year project on serverless image processing.',
    },
  ],
  experience: [
    {
      position: 'Systems Administrator',
      company: 'Pennine Health Trust',
      startDate: '2019',
      endDate: 'Present',
      description:
        'Administer 200 Linux servers. Automated patching with Ansible. Led the move of file storage to Microsoft Azure.',
    },
  ],
  skills: {
    technical: ['Linux', 'Microsoft Azure', 'Ansible', 'PowerShell'],
    soft: ['Mentoring'],
    languages: ['English', 'Igbo'],
  },
  additionalInfo: 'AZ-104 Azure Administrator certified.',
};

const COVER_LETTER_REQUEST: CoverLetterRequestInput = {
  personalInfo: { fullName: 'Liam Chen', email: 'liam.chen@example.com', phone: '555-0142' },
  jobDetails: {
    company: 'Datadog',
    position: 'Site Reliability Engineer',
    hiringManager: 'Priya Shah',
    jobDescription:
      'You will run large Kubernetes clusters, improve observability with Prometheus and Grafana, and automate infrastructure with Terraform.',
    companyInfo: 'Datadog builds monitoring and security tools for cloud applications.',
  },
  motivation: 'I have used Datadog dashboards daily and want to help build the platform behind them.',
  experience: 'Four years running Kubernetes in production at a fintech, on call for a 99.95% uptime target.',
  tone: 'enthusiastic',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function post(path: string, body: unknown, init: { headers?: Record<string, string> } = {}) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...init.headers },
    body: JSON.stringify(body),
  });
}

async function okJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  expect(response.status, text.slice(0, 500)).toBe(200);
  return JSON.parse(text) as T;
}

async function catalogueCourse(id: number | string) {
  const res = await server.fetch(`/api/courses/${encodeURIComponent(String(id))}`);
  expect(res.status, `course ${id} exists in the catalogue`).toBe(200);
  return ((await res.json()) as CourseDetailResponse).course;
}

function sharesSkill(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => skillsMatch(x, y)));
}

const offlineEngine = { kind: 'offline', name: OFFLINE_ENGINE_NAME };

async function expectGroundedAnalysis(body: CareerAnalysisResponse) {
  expect(careerAnalysisResponseSchema.parse(body)).toEqual(body);
  expect(body.engine).toEqual(offlineEngine);
  expect(body.summary.length).toBeGreaterThan(20);
  expect(body.careerPaths.length).toBeGreaterThan(0);
  expect(body.courses.length).toBeGreaterThan(0);
  const pathSkills: string[] = [];
  const pathCourses = new Set<string>();
  for (const p of body.careerPaths) {
    const path = CAREER_PATHS.find((x) => x.id === p.id);
    expect(path, `career path ${p.id} is one of ours`).toBeDefined();
    expect(p.title).toBe(path!.title);
    expect(sharesSkill(path!.skills, body.skills), `${p.title} shares a skill with the input`).toBe(true);
    pathSkills.push(...path!.skills);
    for (const title of path!.courses) pathCourses.add(title.toLowerCase());
  }
  let coursesSharingInputSkills = 0;
  for (const c of body.courses) {
    const course = await catalogueCourse(c.id);
    expect(course.title).toBe(c.title);
    expect(course.provider).toBe(c.provider);
    // Every course is one a recommended path names, or teaches a skill of one (paths share skills
    // with the input).
    expect(
      pathCourses.has(course.title.toLowerCase()) ||
        sharesSkill(course.skills, pathSkills) ||
        sharesSkill([course.title], pathSkills),
    ).toBe(true);
    if (sharesSkill(course.skills, body.skills)) coursesSharingInputSkills++;
  }
  expect(coursesSharingInputSkills, 'courses teaching skills the input names').toBeGreaterThan(0);
}

describe('AI tools on the offline engine', () => {
  it('analyses a pasted CV into our career paths and catalogue courses', async () => {
    const body = await okJson<CareerAnalysisResponse>(
      await post('/api/ai/career-analysis', { profileText: PASTED_CV, type: 'cv' }),
    );
    for (const skill of ['Python', 'Docker', 'Kubernetes', 'PostgreSQL'])
      expect(body.skills).toContain(skill);
    await expectGroundedAnalysis(body);
    expect(body.summary).toContain('CV');
  });

  it('analyses a LinkedIn About section', async () => {
    const body = await okJson<CareerAnalysisResponse>(
      await post('/api/ai/career-analysis', { profileText: LINKEDIN_ABOUT, type: 'linkedin' }),
    );
    for (const skill of ['SQL', 'Excel', 'Power BI']) expect(body.skills).toContain(skill);
    await expectGroundedAnalysis(body);
    expect(body.careerPaths.map((p) => p.title).join(' ')).toMatch(/Data/);
  });

  it('recommends three degrees from a questionnaire', async () => {
    const body = await okJson<DegreeResponse>(
      await post('/api/ai/degree-recommendations', DEGREE_QUESTIONNAIRE),
    );
    expect(degreeResponseSchema.parse(body)).toEqual(body);
    expect(body.engine).toEqual(offlineEngine);
    expect(body.recommendations).toHaveLength(DEGREE_RECOMMENDATION_COUNT);
    expect(new Set(body.recommendations.map((r) => r.degree)).size).toBe(DEGREE_RECOMMENDATION_COUNT);
    expect(body.recommendations.map((r) => r.degree).join(' ')).toMatch(/Computer Science|Software|Data/i);
    expect(body.next_steps.length).toBeGreaterThan(0);
  });

  it("writes a CV from the user's own data", async () => {
    const body = await okJson<CvResponse>(await post('/api/ai/cv', CV_REQUEST));
    expect(cvResponseSchema.parse(body)).toEqual(body);
    expect(body.engine).toEqual(offlineEngine);
    // The name may be set in capitals as a heading.
    expect(body.cv.toLowerCase()).toContain('amara okafor');
    for (const text of [
      'amara.okafor@example.com',
      'Systems Administrator',
      'Pennine Health Trust',
      'University of Manchester',
      'Ansible',
    ]) {
      expect(body.cv).toContain(text);
    }
  });

  it('writes a cover letter in the chosen tone from the given details', async () => {
    const body = await okJson<CoverLetterResponse>(await post('/api/ai/cover-letter', COVER_LETTER_REQUEST));
    expect(coverLetterResponseSchema.parse(body)).toEqual(body);
    expect(body.engine).toEqual(offlineEngine);
    for (const text of ['Liam Chen', 'Datadog', 'Site Reliability Engineer', 'Priya Shah']) {
      expect(body.coverLetter).toContain(text);
    }
  });

  it('builds a practice quiz whose answers are among their options, and study notes, for a real course', async () => {
    const list = (await (
      await server.fetch('/api/courses?search=kubernetes&limit=1')
    ).json()) as CourseListResponse;
    const course = list.courses[0]!;
    const quiz = await okJson<PrepResponse>(
      await post('/api/ai/prep-materials', prepRequestFor(course, 'practice-quiz')),
    );
    expect(prepResponseSchema.parse(quiz)).toEqual(quiz);
    expect(quiz.engine).toEqual(offlineEngine);
    expect(quiz.material.type).toBe('practice-quiz');
    expect(quiz.material.questions.length).toBeGreaterThan(0);
    for (const q of quiz.material.questions) {
      expect(q.options, q.question).toContain(q.answer);
      expect(new Set(q.options).size).toBe(q.options.length);
    }

    const notes = await okJson<PrepResponse>(
      await post('/api/ai/prep-materials', prepRequestFor(course, 'study-notes')),
    );
    expect(notes.material.type).toBe('study-notes');
    expect(notes.material.sections.length).toBeGreaterThan(0);
    expect(notes.material.rawContent).toContain(course.title);
  });

  it('answers the home chat with a career path and catalogue courses', async () => {
    const body = await okJson<ChatResponse>(
      await post('/api/ai/chat', { message: 'I want to become a cloud architect' }),
    );
    expect(chatResponseSchema.parse(body)).toEqual(body);
    expect(body.engine).toEqual(offlineEngine);
    expect(body.response).toContain('Cloud Architect');
    expect(body.courses.length).toBeGreaterThan(0);
    for (const c of body.courses) {
      expect((await catalogueCourse(c.id)).title).toBe(c.title);
      expect(body.response).toContain(c.title);
    }
  });

  it('streams the chat reply as NDJSON deltas, then the whole answer', async () => {
    const res = await post('/api/ai/chat/stream', { message: 'I want to become a data analyst' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const events = (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => chatStreamEventSchema.parse(JSON.parse(line)) as ChatStreamEvent);
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const last = events.at(-1)!;
    expect(last.type).toBe('done');
    if (last.type !== 'done') return;
    expect(deltas.map((d) => d.text).join('')).toBe(last.response);
    expect(last.engine).toEqual(offlineEngine);
    expect(last.response).toContain('Data Analyst');
  });

  it('answers 400 with the error shape to bad input on every tool', async () => {
    const bad: Array<[string, unknown]> = [
      ['/api/ai/chat', { message: '   ' }],
      ['/api/ai/chat/stream', { message: 'x'.repeat(2001) }],
      ['/api/ai/career-analysis', { profileText: '', type: 'cv' }],
      ['/api/ai/career-analysis', { profileText: 'Python developer', type: 'facebook' }],
      ['/api/ai/degree-recommendations', { interests: 'maths', strengths: '' }],
      ['/api/ai/cv', { personalInfo: { fullName: '', email: 'a@b.c' } }],
      [
        '/api/ai/cover-letter',
        { personalInfo: { fullName: 'A', email: 'a@b.c' }, jobDetails: { company: 'X' } },
      ],
      ['/api/ai/prep-materials', { courseTitle: 'Intro to Kubernetes', materialType: 'flashcards' }],
    ];
    for (const [path, body] of bad) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(parseErrorBody(await res.text()).error.code).toBe('invalid_input');
    }
  });

  it('logs at start-up that the offline engine answers', () => {
    expect(server.logs.some((l) => l.msg === 'AI tools answer with the offline engine')).toBe(true);
  });

  it('uses the spec texts for failures', () => {
    expect(AI_FAILURE_TEXTS.careerAnalysis).toBe(
      'There was an error analyzing your profile. Please try again.',
    );
    expect(AI_FAILURE_TEXTS.chat).toBe("Sorry, I'm having trouble responding right now. Please try again.");
  });
});

describe('AI rate limits', () => {
  it('answers 429 with Retry-After once an address used up its AI answers', async () => {
    // 0.1 × 30: three answers per address per 10 minutes.
    const limited = await startTestServer({ env: { RATE_LIMIT_IP_FACTOR: '0.1' } });
    try {
      const ask = () =>
        limited.fetch('/api/ai/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'Tell me about data science' }),
        });
      for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
      const res = await ask();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = parseErrorBody(await res.text());
      expect(body.error.code).toBe('too_many_requests');
      expect(body.error.message).toBe('Too many requests. Please wait a moment and try again.');
      // The limit covers every AI tool, not just the one used.
      const other = await limited.fetch('/api/ai/cv', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CV_REQUEST),
      });
      expect(other.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits a signed-in account on its own, below the address limit', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_IP_FACTOR: '10' } });
    try {
      const account = await signUp(limited);
      const fetchAs = asUser(limited, account);
      const ask = () =>
        fetchAs('/api/ai/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: limited.url },
          body: JSON.stringify({ message: 'Which courses teach Python?' }),
        });
      for (let i = 0; i < AI_USER_LIMIT.max; i++) expect((await ask()).status, `answer ${i + 1}`).toBe(200);
      const res = await ask();
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
      // A visitor on the same address still gets answers.
      const visitor = await limited.fetch('/api/ai/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Which courses teach Python?' }),
      });
      expect(visitor.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
