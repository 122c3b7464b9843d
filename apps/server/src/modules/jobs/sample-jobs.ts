import type { ExperienceLevel, JobType, RemoteType } from '@app/core/job-options';
import { JOB_PROVIDER_NAMES } from '@app/core/job-options';
import { extractSkills } from '@app/core/skill-lexicon';
import type { JobRecord } from '../../sync/jobs/posting.ts';
import { jobSkillLexicon } from './lexicon.ts';

/**
 * The postings a new install shows until the first fetch from the job boards replaces them. The
 * companies are made up and every posting says it is a sample, on the card (the 'Sample' badge)
 * and in its text, so nobody takes one for a real opening. They have no external link.
 */
interface Sample {
  slug: string;
  title: string;
  company: string;
  location: string;
  remoteType: RemoteType;
  jobType: JobType;
  experienceLevel: ExperienceLevel;
  salaryRange: string | null;
  daysAgo: number;
  about: string;
  role: string;
  duties: string[];
  requirements: string[];
}

const NOTE =
  'This is a sample posting: it shows how openings appear on SkillBridge and is replaced by real jobs from company job boards after the first job fetch.';

const SAMPLES: Sample[] = [
  {
    slug: 'cloud-platform-engineer',
    title: 'Cloud Platform Engineer',
    company: 'Northbeam Cloud (sample)',
    location: 'Remote - Europe',
    remoteType: 'remote',
    jobType: 'full-time',
    experienceLevel: 'mid',
    salaryRange: '€60K - €80K / year',
    daysAgo: 0,
    about: 'Northbeam Cloud runs managed Kubernetes clusters for small software companies.',
    role: 'You will build and operate the platform our customers deploy to, from infrastructure as code to on-call.',
    duties: [
      'Automate cluster provisioning with Terraform and Helm',
      'Improve observability with Prometheus and OpenTelemetry',
      'Take part in a fair, well-paid on-call rotation',
    ],
    requirements: [
      '3+ years of experience running Kubernetes in production',
      'Working knowledge of AWS or Google Cloud networking',
      'Comfortable with Linux, Bash and Python scripting',
    ],
  },
  {
    slug: 'junior-data-analyst',
    title: 'Junior Data Analyst',
    company: 'Brightpath Analytics (sample)',
    location: 'Manchester, United Kingdom',
    remoteType: 'hybrid',
    jobType: 'full-time',
    experienceLevel: 'entry',
    salaryRange: '£28K - £34K / year',
    daysAgo: 1,
    about: 'Brightpath Analytics helps retailers understand their customers.',
    role: 'Join a friendly analytics team and turn raw sales data into dashboards that store managers use every day.',
    duties: [
      'Write SQL queries against our BigQuery warehouse',
      'Build dashboards in Power BI',
      'Present findings to clients',
    ],
    requirements: [
      'A degree or certificate in a quantitative field, or equivalent experience',
      'Good SQL and Excel skills',
      'Curiosity and clear written communication',
    ],
  },
  {
    slug: 'senior-frontend-engineer',
    title: 'Senior Frontend Engineer',
    company: 'Quill Learning (sample)',
    location: 'Berlin, Germany',
    remoteType: 'hybrid',
    jobType: 'full-time',
    experienceLevel: 'senior',
    salaryRange: '€75K - €95K / year',
    daysAgo: 3,
    about: 'Quill Learning builds accessible study tools for universities.',
    role: 'Lead the frontend of our course player used by 200,000 students.',
    duties: [
      'Build features in React and TypeScript',
      'Own accessibility and web performance budgets',
      'Mentor two mid-level engineers',
    ],
    requirements: [
      '5+ years of professional frontend experience',
      'Deep knowledge of React, TypeScript, HTML and CSS',
      'Experience with accessibility (WCAG) audits',
    ],
  },
  {
    slug: 'security-operations-analyst',
    title: 'Security Operations Analyst',
    company: 'Harbor Security (sample)',
    location: 'Austin, TX, United States',
    remoteType: 'onsite',
    jobType: 'full-time',
    experienceLevel: 'mid',
    salaryRange: '$85K - $105K / year',
    daysAgo: 6,
    about: 'Harbor Security runs a 24/7 security operations centre for hospitals.',
    role: 'Investigate alerts, hunt threats and improve our detection rules.',
    duties: [
      'Triage alerts in our SIEM',
      'Lead incident response for confirmed incidents',
      'Write detection playbooks',
    ],
    requirements: [
      '2+ years in a SOC or incident response role',
      'Knowledge of network security and threat hunting',
      'A security certification such as Security+ or CySA+ is a plus',
    ],
  },
  {
    slug: 'machine-learning-engineer',
    title: 'Machine Learning Engineer',
    company: 'Lumen Health Tech (sample)',
    location: 'Toronto, Canada',
    remoteType: 'remote',
    jobType: 'contract',
    experienceLevel: 'senior',
    salaryRange: null,
    daysAgo: 10,
    about: 'Lumen Health Tech builds tools that help clinicians read medical images faster.',
    role: 'Take our computer vision models from notebooks to production on a six-month contract.',
    duties: [
      'Train and evaluate models with PyTorch',
      'Deploy models with MLOps best practices',
      'Monitor model drift',
    ],
    requirements: [
      'Proven experience shipping machine learning models to production',
      'Strong Python and PyTorch skills',
      'Experience with Docker and a major cloud platform',
    ],
  },
  {
    slug: 'it-support-intern',
    title: 'IT Support Intern',
    company: 'Cobalt Systems (sample)',
    location: 'Dublin, Ireland',
    remoteType: 'onsite',
    jobType: 'internship',
    experienceLevel: 'entry',
    salaryRange: '€2K / month',
    daysAgo: 16,
    about: 'Cobalt Systems makes warehouse robots.',
    role: 'Spend a summer helping 300 colleagues with laptops, accounts and networks.',
    duties: [
      'Resolve support tickets',
      'Set up laptops with Microsoft Intune',
      'Document fixes in our knowledge base',
    ],
    requirements: [
      'Studying IT or computer science',
      'Basic networking knowledge',
      'A friendly, patient manner',
    ],
  },
  {
    slug: 'devops-lead',
    title: 'DevOps Lead',
    company: 'Atlas Freight Software (sample)',
    location: 'Singapore',
    remoteType: 'hybrid',
    jobType: 'full-time',
    experienceLevel: 'lead',
    salaryRange: null,
    daysAgo: 24,
    about: 'Atlas Freight Software plans routes for shipping companies across Asia.',
    role: 'Lead a team of four and own our delivery pipeline end to end.',
    duties: ['Run CI/CD with GitHub Actions', 'Plan our move to Kubernetes', 'Hire and grow the team'],
    requirements: [
      '8+ years in DevOps or site reliability engineering',
      'Experience leading a team',
      'Strong knowledge of CI/CD, Docker and Terraform',
    ],
  },
  {
    slug: 'salesforce-administrator',
    title: 'Salesforce Administrator (Part-time)',
    company: 'Greenleaf Nonprofit Tech (sample)',
    location: 'Remote - United States',
    remoteType: 'remote',
    jobType: 'part-time',
    experienceLevel: 'mid',
    salaryRange: '$40 - $55 / hour',
    daysAgo: 40,
    about: 'Greenleaf Nonprofit Tech supports charities with their CRM.',
    role: 'Keep our clients’ Salesforce orgs tidy, 20 hours a week.',
    duties: ['Manage users and permissions', 'Build reports and dashboards', 'Automate processes with Flow'],
    requirements: [
      'Salesforce Administrator certification',
      '2+ years administering Salesforce',
      'Clear communication',
    ],
  },
];

/** The samples as jobs, their dates counted back from `now`. */
export function sampleJobs(now: Date): Array<Omit<JobRecord, 'source'>> {
  const lexicon = jobSkillLexicon();
  return SAMPLES.map((s) => {
    // The same text layout the job boards' postings get: a heading on the line above its content.
    const description = [
      NOTE,
      `About ${s.company.replace(/ \(sample\)$/, '')}\n${s.about}`,
      `The role\n${s.role}`,
      `What you'll do\n${s.duties.map((d) => `• ${d}`).join('\n')}`,
      `Requirements\n${s.requirements.map((r) => `• ${r}`).join('\n')}`,
    ].join('\n\n');
    return {
      externalId: `sample-${s.slug}`,
      board: 'sample',
      title: s.title,
      company: s.company,
      provider: JOB_PROVIDER_NAMES.sample,
      description,
      location: s.location,
      remoteType: s.remoteType,
      jobType: s.jobType,
      experienceLevel: s.experienceLevel,
      salaryRange: s.salaryRange,
      postedDate: new Date(now.getTime() - s.daysAgo * 24 * 60 * 60 * 1000),
      skills: extractSkills(lexicon, { title: s.title, text: description }, 8),
      requirements: s.requirements,
      externalUrl: null,
    };
  });
}
