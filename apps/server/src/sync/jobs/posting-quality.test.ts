import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { ExperienceLevel, JobBoardSource, JobType } from '@app/core/job-options';
import type { JobListResponse, JobSummary } from '@app/core/jobs-api';
import { canonicalSkill } from '@app/core/skill-lexicon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { jobSkillLexicon } from '../../modules/jobs/lexicon.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { sharedFixtureFiles } from '../../testing/shared-fixtures.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/**
 * Posting quality over the recorded real boards in ../shared/fixtures: every board file is served
 * where its platform's API has it, fetched by the app (POST /api/admin/jobs/fetch) and read back
 * from GET /api/jobs, as the jobs page sees it. A sample of postings was checked by hand: for each,
 * the employment type, seniority and skills below were written from the posting's own text (its
 * board fields, title and description), not from what the import makes of it.
 *
 * Skills expected are the skills of the product's skill lexicon that the posting means: ones it
 * asks for or names as the work's tools, methods or domain, in any wording or inflection. Not
 * expected: mentions in the company's about-us, benefits, values, hiring-process or legal texts,
 * names of teams, partners and clients, degree subjects, and words used in another sense
 * ('networking ability' in a sales role, 'Go-To-Market', 'transaction monitoring', 'Spark Ads').
 */
const EXPECTED: Record<string, { type: JobType; level: ExperienceLevel; skills: string[] }> = {
  // linear: Senior / Staff Fullstack Engineer
  'd3bc1ced-3ce4-4086-a050-555055dbb1ff': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'TypeScript',
      'JavaScript',
      'React',
      'GraphQL',
      'UI',
      'Analytics',
      'Monitoring',
      'Node.js',
      'PostgreSQL',
      'Redis',
      'Google Cloud',
      'Kubernetes',
      'GitHub',
      'WebSockets',
      'Databases',
      'APIs',
    ],
  },
  // linear: Senior / Staff Fullstack Engineer
  'cd5ae036-0223-427a-b038-ba16ef9dcb32': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'TypeScript',
      'React',
      'GraphQL',
      'UI',
      'Analytics',
      'Monitoring',
      'Node.js',
      'PostgreSQL',
      'Redis',
      'Google Cloud',
      'Kubernetes',
      'GitHub',
      'WebSockets',
      'Databases',
      'APIs',
    ],
  },
  // luno: AML, CTF, CPF & Sanctions Analyst
  '7941789': { type: 'full-time', level: 'mid', skills: ['Compliance', 'OSINT', 'Risk identification'] },
  // luno: Backend Engineer
  '7791584': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'Microservices',
      'Algorithms',
      'Data structures',
      'Software design',
      'Go',
      'Continuous improvement',
      'Kotlin',
      'Swift',
      'Angular',
      'Kubernetes',
      'Docker',
      'MySQL',
      'Redis',
      'Prometheus',
      'Grafana',
      'Jenkins',
      'Amazon EKS',
    ],
  },
  // luno: Marketing Designer
  '8045827': {
    type: 'full-time',
    level: 'entry',
    skills: [
      'CRM',
      'Creative assets',
      'Paid social',
      'Ad creative',
      'Social content',
      'Visual design',
      'Figma',
      'Prototyping',
      'Ad formats',
    ],
  },
  // luno: OTC Trader
  '8108140': { type: 'full-time', level: 'mid', skills: ['Risk management', 'Automation', 'Compliance'] },
  // luno: Senior Group Treasury Manager
  '7832036': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'Compliance',
      'Continuous improvement',
      'Automation opportunities',
      'Relationship management',
      'Regulatory compliance',
      'Financial modeling',
      'Excel',
      'Forecasting',
      'Risk management',
      'Process improvement',
    ],
  },
  // mamamoney: Customer Success Consultant (CPT)
  'a1f8d144-1d20-491d-820f-3f38b771ee81': {
    type: 'full-time',
    level: 'entry',
    skills: ['Customer service', 'Customer experience'],
  },
  // mamamoney: Future Opportunities at Mama Money
  '5cf8f26c-7aa4-4bde-b5ec-2c9eb61de69d': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'Java',
      'Spring Boot',
      'JavaScript',
      'Angular',
      'AWS',
      'Amazon EC2',
      'Amazon S3',
      'API Gateway',
      'ECS',
      'Amazon Cognito',
      'Automation',
      'Jira',
      'Git',
      'Databases',
    ],
  },
  // mamamoney: Senior BI Engineer
  '603e1e3e-2fda-4c4e-88ad-ef1fb299f679': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'Data models',
      'Analytics',
      'Dashboards',
      'Business requirements',
      'Experimentation',
      'Data governance',
      'Data architecture',
      'Customer journey',
      'AWS',
      'Amazon EC2',
      'Amazon S3',
      'Kubernetes',
      'Terraform',
      'Data ingestion',
      'dbt',
      'SQL',
      'Tableau',
      'Dashboard design',
      'Scripting',
      'Python',
      'Pandas',
      'CRM',
      'Agile',
      'Power BI',
      'Looker',
      'Data modeling',
      'A/B testing',
      'Stakeholder management',
      'Storytelling',
      'Amazon EKS',
      'Amazon EMR',
      'KPIs',
    ],
  },
  // mamamoney: Want to be a Mama Money Agent?
  '16cbfde7-0853-446b-b81b-d6ece5d9dd54': { type: 'contract', level: 'entry', skills: ['Problem solving'] },
  // mamamoney: Senior Java Engineer
  '975a478d-92d4-4891-8a43-8669f0cde623': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'Java',
      'Agile principles',
      'Scrum framework',
      'Agile',
      'Scrum',
      'Requirements analysis',
      'Jira',
      'Test automation',
      'Spring Boot',
      'AWS',
      'API Gateway',
      'Amazon S3',
      'Amazon Cognito',
      'Git and GitHub',
      'GitHub Actions',
      'CI/CD pipelines',
      'Helm',
      'Kubernetes',
      'Argo CD',
      'REST APIs',
      'Microservices',
      'Code review',
      'Development lifecycle',
      'Databases',
    ],
  },
  // impact: Internship - German speaking Influencer Specialist
  '7819642002': {
    type: 'internship',
    level: 'intern',
    skills: ['Customer service', 'Social media', 'Problem solving', 'Excel'],
  },
  // impact: Early Careers
  '8448241002': {
    type: 'full-time',
    level: 'entry',
    skills: [
      'Data pipelines',
      'APIs',
      'Machine learning',
      'Data structures',
      'Algorithms',
      'Software design',
      'Relational databases',
      'SQL',
      'Git',
      'Continuous integration',
      'CI/CD',
      'Agile',
      'Object-oriented programming',
      'Prototyping',
    ],
  },
  // impact: Early Careers - Cape Town
  '4054047002': { type: 'full-time', level: 'entry', skills: [] },
  // impact: Android Developer
  '8636461002': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'Android',
      'APIs',
      'Kotlin',
      'Android SDK',
      'Android Studio',
      'REST APIs',
      'UI',
      'Git',
      'Problem solving',
      'Debugging',
      'Code review',
    ],
  },
  // impact: Account Executive - SMB
  '6677410002': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'Sales process',
      'Prospecting',
      'Stakeholder management',
      'Forecasting',
      'Problem solving',
      'Salesforce',
    ],
  },
  // impact: RVP of Sales
  '8191730002': {
    type: 'full-time',
    level: 'lead',
    skills: [
      'Sales enablement',
      'Forecasting',
      'Analytics',
      'Sales process',
      'Coaching',
      'KPIs',
      'Sales processes',
    ],
  },
  // impact: Site Reliability Engineer
  '8545895002': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'Site reliability',
      'Service level objectives',
      'Observability',
      'Runbooks',
      'Java',
      'Security and compliance',
      'Compliance',
      'Google Cloud',
      'HashiCorp Vault',
      'Spring Boot',
      'Container images',
      'Patching',
      'Secret scanning',
      'Troubleshooting',
      'Dashboards',
      'Grafana',
      'Monitoring',
      'Alerting',
      'Node.js',
      'Migration',
      'Query optimisation',
      'Databases',
      'MySQL',
      'Pub/Sub',
      'REST APIs',
      'Google Kubernetes Engine',
      'CI/CD',
      'Jenkins',
      'GitHub Actions',
      'GitOps',
      'Helm',
      'Capacity planning',
      'FinOps',
      'Application design',
      'Kubernetes',
      'Containers',
      'Logging',
      'APM',
      'SQL',
      'Automation',
      'Shell scripting',
      'Secrets management',
      'SLOs',
      'Problem solving',
      'Kafka',
      'Prometheus',
      'PromQL',
      'Analytics',
      'Vault',
      'Argo CD',
      'OpenTelemetry',
      'Debugging',
    ],
  },
  // impact: Intermediate Full Stack Software Engineer
  '8557055002': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'Java',
      'React',
      'JavaScript',
      'Data visualization',
      'HTML',
      'CSS',
      'APIs',
      'UI',
      'Test-driven development',
      'MySQL',
      'SQL',
      'JDBC',
      'REST APIs',
      'Angular',
      'Vue.js',
      'Git',
      'Debugging',
      'Docker',
      'Kubernetes',
      'State management',
      'Elasticsearch',
      'Web servers',
      'Spring Boot',
      'Large language models',
      'Code review',
      'Troubleshooting',
      'Databases',
    ],
  },
  // impact: Associate Data Analyst
  '8605297002': {
    type: 'full-time',
    level: 'entry',
    skills: [
      'Data analysis',
      'Forecasting',
      'Data analytics',
      'Analytics',
      'Relational databases',
      'MySQL',
      'Big data',
      'BigQuery',
      'Hive',
      'Looker',
      'Dashboards',
      'KPIs',
      'Statistics',
      'Python',
      'SQL',
      'Data visualization',
      'Data wrangling',
      'Data cleaning',
      'Google Cloud',
      'Tableau',
      'Power BI',
      'Problem solving',
      'Apache Spark',
      'Streaming',
      'HBase',
      'Redis',
      'Kafka',
      'Machine learning',
      'Unsupervised learning',
      'Supervised learning',
      'PostgreSQL',
    ],
  },
  // impact: Strategic Programs Manager
  '8584131002': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'Governance',
      'Business case',
      'Dependency management',
      'Executive communication',
      'Jira',
      'Dashboards',
      'Business analysis',
      'Consulting',
      'Program management',
      'Stakeholder management',
      'Project management',
      'Agile at scale',
      'Risk management',
      'Financial modeling',
    ],
  },
  // impact: Senior Creator Account Manager (Influencer & Performance Strategy)
  '8658151002': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'Meta Ads Manager',
      'Customer service',
      'Budgeting',
      'Creative strategy',
      'Social media',
      'Relationship management',
      'Problem solving',
      'Excel',
      'Account management',
    ],
  },
  // impact: Corporate Counsel
  '8612137002': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'Data protection',
      'Compliance',
      'Playbooks',
      'Regulatory compliance',
      'Governance',
      'Problem solving',
      'Salesforce',
      'Data privacy',
    ],
  },
  // theodo: SRE / DevOps - Stage de fin d'études - Paris - Theodo Cloud
  '140f48e4-ba37-4afb-8bed-0294292ed538': {
    type: 'internship',
    level: 'intern',
    skills: [
      'Site reliability',
      'DevOps',
      'Kubernetes',
      'CI/CD',
      'Monitoring',
      'Alerting',
      'Scrum',
      'Docker',
      'AWS',
      'Google Cloud',
      'Migration',
      'Debugging',
    ],
  },
  // theodo: Bras Droit CEO - Secteur Public - Stage Paris - Theodo GovTech
  '3def0ed8-e072-460b-85ea-f924edf3c38e': {
    type: 'internship',
    level: 'intern',
    skills: ['Branding', 'Automation', 'Prototyping', 'Content strategy'],
  },
  // theodo: Business Developer & Tech Recruiter - Stage Paris - Theodo
  '43690b41-327b-45c0-b4a4-d9a12e67f86c': { type: 'internship', level: 'intern', skills: [] },
  // theodo: Contenu, Réseau Sociaux & Communication Externe - Stage Paris - Theodo
  '6f0b9929-46fc-4854-98b2-ad4c99d28a27': {
    type: 'internship',
    level: 'intern',
    skills: ['KPIs', 'Storytelling', 'Social media', 'Content creation'],
  },
  // theodo: Senior Talent Acquisition Specialist - Casablanca CDI - Theodo Maroc
  'c1e6a966-98b3-4497-be08-faa347782c14': { type: 'full-time', level: 'senior', skills: ['Coaching'] },
  // theodo: Cloud Engineer - London - Theodo UK
  '7779c31d-80ca-4ccb-8e86-27ffe9d09715': {
    type: 'full-time',
    level: 'mid',
    skills: [
      'AWS',
      'TypeScript',
      'API Gateway',
      'Terraform',
      'Node.js',
      'Cloud architecture',
      'Serverless architecture',
      'AWS Lambda',
      'Amazon DynamoDB',
    ],
  },
  // theodo: Full Stack Engineer - London - Theodo UK
  '1592b48f-9207-46f2-908e-d835cc6121ad': {
    type: 'full-time',
    level: 'mid',
    skills: ['Agile', 'React', 'Node.js', 'JavaScript', 'TypeScript', 'Python', 'AWS'],
  },
  // theodo: Senior Full Stack Software Engineer - Cape Town
  '9680b822-7982-49b0-aecc-2aa3ac39275a': {
    type: 'full-time',
    level: 'senior',
    skills: [
      'C#',
      '.NET',
      'React',
      'AWS',
      'Serverless architecture',
      'Stakeholder management',
      'AWS Lambda',
      'Amazon DynamoDB',
    ],
  },
  // theodo: AI-Native Software Engineer - CDI Paris - Theodo
  '9a2863cd-96b8-49f6-b17e-0de2a266917e': {
    type: 'full-time',
    level: 'entry',
    skills: [
      'Refactoring',
      'Large language models',
      'Generative AI',
      'Node.js',
      'Vue.js',
      'Express',
      'React',
      'Migration',
      'Debugging',
      'Code review',
    ],
  },
  // theodo: Key Account Manager - CDI Paris - Theodo Cloud
  '7320cc22-7167-4acb-83a6-6d79b2e3158d': {
    type: 'full-time',
    level: 'mid',
    skills: ['Account management', 'Prospecting'],
  },
  // theodo: Cloud Engineer - CDI Paris - Theodo Cloud
  'a108423d-cbb4-4d73-a1e1-967a49d1575b': {
    type: 'full-time',
    level: 'entry',
    skills: [
      'Migration',
      'DevOps',
      'Agile',
      'Kubernetes',
      'CI/CD',
      'Monitoring',
      'Alerting',
      'Scrum',
      'AWS',
      'Google Cloud',
      'Microsoft Azure',
      'Docker',
      'Terraform',
      'Incident response',
      'Debugging',
    ],
  },
};

/** Shortest precision of skill tags over the sample the import must keep. */
const MIN_PRECISION = 0.95;
/**
 * Recall is bounded by the 15 skills a posting keeps (a long posting means 30 or 50), so this
 * floor only catches a collapse.
 */
const MIN_RECALL = 0.6;

const PLATFORMS: JobBoardSource[] = ['greenhouse', 'lever', 'ashby'];
const boardFiles = PLATFORMS.map((source) => ({
  source,
  files: (
    sharedFixtureFiles(source, `no recorded ${source} boards to check posting quality on`) ?? []
  ).filter((f) => f.endsWith('.json') && !f.endsWith('.collector-metadata.json')),
}));
const tokenOf = (file: string) => basename(file).split('.')[0]!;

// Skipped, not absent, without the recorded boards: a file with no test at all fails the run.
describe.skipIf(boardFiles.some((b) => b.files.length === 0))(
  'posting quality on the recorded real boards',
  () => {
    let source: SourceServer;
    let server: TestServer;
    let admin: TestAccount;
    let jobs: JobSummary[];

    beforeAll(async () => {
      source = await startSourceServer();
      for (const { source: platform, files } of boardFiles) {
        for (const file of files) {
          const text = readFileSync(file, 'utf8');
          const token = tokenOf(file);
          if (platform === 'greenhouse') source.on(`/v1/boards/${token}/jobs`, { body: text });
          else if (platform === 'ashby') source.on(`/posting-api/job-board/${token}`, { body: text });
          else {
            const postings = JSON.parse(text) as unknown[];
            source.on(`/v0/postings/${token}`, (request) => {
              const skip = Number(request.url.searchParams.get('skip') ?? 0);
              const limit = Number(request.url.searchParams.get('limit') ?? 100);
              return { json: postings.slice(skip, skip + limit) };
            });
          }
        }
      }
      const boards = (platform: JobBoardSource) =>
        boardFiles
          .find((b) => b.source === platform)!
          .files.map(tokenOf)
          .join(',');
      server = await startTestServer({
        env: {
          GREENHOUSE_API_URL: source.url,
          LEVER_API_URL: source.url,
          ASHBY_API_URL: source.url,
          // A configured name for a Greenhouse board, which gives its own (the board's wins), and
          // for an Ashby board, which gives none (the configured one is shown).
          JOBS_GREENHOUSE_BOARDS: boards('greenhouse').replace(/\bimpact\b/, 'impact:Impact'),
          JOBS_LEVER_BOARDS: boards('lever'),
          JOBS_ASHBY_BOARDS: boards('ashby').replace(/\blinear\b/, 'linear:Linear'),
          SYNC_TIMEOUT_MS: '10000',
        },
      });
      admin = await signUp(server, { name: 'Admin' });
      await grantRole(server.db, admin.id, 'admin');
      const fetched = await asUser(server, admin)('/api/admin/jobs/fetch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ trigger: 'manual' }),
      });
      expect(fetched.status, await fetched.clone().text()).toBe(200);
      const list = await server.fetch('/api/jobs?limit=1000');
      jobs = ((await list.json()) as JobListResponse).jobs.filter((j) => !j.isSample);
    }, 120_000);

    afterAll(async () => {
      await server?.close();
      await source?.close();
    });

    /** The stored job of a posting id: every board's posting URL ends in (or holds) its id. */
    const jobOf = (postingId: string) => {
      const found = jobs.filter((j) => j.externalUrl?.includes(postingId));
      expect(found, postingId).toHaveLength(1);
      return found[0]!;
    };

    it('imports every posting of every board file', () => {
      let postings = 0;
      for (const { files } of boardFiles) {
        for (const file of files) {
          const document = JSON.parse(readFileSync(file, 'utf8')) as unknown[] | { jobs: unknown[] };
          postings += Array.isArray(document) ? document.length : document.jobs.length;
        }
      }
      expect(jobs).toHaveLength(postings);
    });

    it('stores the employment type and seniority read by hand for every sampled posting', () => {
      expect(Object.keys(EXPECTED).length).toBeGreaterThanOrEqual(30);
      const wrong: string[] = [];
      for (const [id, expected] of Object.entries(EXPECTED)) {
        const job = jobOf(id);
        if (job.jobType !== expected.type || job.experienceLevel !== expected.level) {
          wrong.push(
            `${id} ${job.title}: ${job.jobType}/${job.experienceLevel}, read ${expected.type}/${expected.level}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    });

    it('tags skills where the posting means them: precision and recall over the sample', () => {
      const lexicon = jobSkillLexicon();
      const canonical = (name: string) => canonicalSkill(lexicon, name) ?? name;
      let right = 0;
      let tagged = 0;
      let meant = 0;
      const wrongTags: string[] = [];
      for (const [id, expected] of Object.entries(EXPECTED)) {
        const want = new Set(expected.skills.map(canonical));
        const got = jobOf(id).skills;
        tagged += got.length;
        meant += want.size;
        for (const skill of got) {
          if (want.has(skill)) right++;
          else wrongTags.push(`${id}: ${skill}`);
        }
      }
      const precision = right / tagged;
      const recall = right / meant;
      console.info(
        `[posting quality] ${Object.keys(EXPECTED).length} hand-checked postings: skill tag precision ${(precision * 100).toFixed(1)}% (${right}/${tagged}), recall ${(recall * 100).toFixed(1)}% (${right}/${meant}); tags not meant: ${wrongTags.join('; ') || 'none'}`,
      );
      expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
      expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
    });

    it('gives every internship the intern level, and no posting a skill from its company name', () => {
      for (const job of jobs) {
        if (job.jobType === 'internship') expect(job.experienceLevel, job.title).toBe('intern');
        const company = canonicalSkill(jobSkillLexicon(), job.company);
        if (company) expect(job.skills, job.title).not.toContain(company);
      }
      // Theodo's 'Stage de fin d'études' postings are internships, whatever their title says.
      expect(jobs.filter((j) => j.title.includes('Stage')).every((j) => j.jobType === 'internship')).toBe(
        true,
      );
    });

    it('offers the intern level and internships in the filters, and filters by them', async () => {
      const interns = jobs.filter((j) => j.experienceLevel === 'intern');
      expect(interns.length).toBeGreaterThan(0);
      const body = (await (
        await server.fetch('/api/jobs?experienceLevel=intern&limit=1000')
      ).json()) as JobListResponse;
      expect(body.options.experienceLevels).toContain('intern');
      expect(body.options.jobTypes).toContain('internship');
      expect(body.jobs.map((j) => j.id).sort()).toEqual(interns.map((j) => j.id).sort());
    });

    it("shows each company by its real name: the board's own, else the configured one, else the slug made readable", () => {
      const companies = new Set(jobs.map((j) => j.company));
      expect(companies).toEqual(new Set(['impact.com', 'Luno', 'Mamamoney', 'Theodo', 'Linear']));
    });
  },
);
