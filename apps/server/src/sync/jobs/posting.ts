import {
  findSalaryInText,
  formatSalaryRange,
  inferExperienceLevel,
  inferJobType,
  inferRemoteType,
  type SalaryRange,
} from '@app/core/job-normalise';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  JOB_PROVIDER_NAMES,
  JOB_TYPES,
  type JobBoardSource,
  type JobType,
  REMOTE_TYPES,
  type RemoteType,
} from '@app/core/job-options';
import { postingSkills } from '@app/core/job-posting-skills';
import type { SkillLexicon } from '@app/core/skill-lexicon';
import { z } from 'zod';
import { blocksToText, inlineText, requirementsFrom, type TextBlock } from './html-text.ts';

/** A posting as an adapter read it from its board, before the shared normalisation. */
export interface BoardPosting {
  externalId: string;
  /** Raw title (may hold entities). */
  title: string;
  /** The name the company is shown by (see companyDisplayName). */
  company: string;
  /** Other names the company goes by here (the board's, the configured one): never read as skills. */
  companyNames?: readonly string[];
  location: string | null;
  /** The description, read into blocks of text. */
  blocks: TextBlock[];
  /** The board's own work-type value, when it has one. */
  declaredRemoteType?: string | null;
  /** The board's own employment value, when it has one. */
  declaredJobType?: string | null;
  /** The board's own level value, when it has one. */
  declaredLevel?: string | null;
  /** A structured pay range, when the board sends one. */
  salary?: SalaryRange | null;
  /** A pay summary the board wrote itself ('$211.4K - $290.6K'), used as it is. */
  salaryText?: string | null;
  postedDate: Date;
  url: string | null;
}

/** A job as the jobs table stores it (without the bookkeeping columns). */
export interface JobRecord {
  source: JobBoardSource;
  externalId: string;
  board: string;
  title: string;
  company: string;
  provider: string;
  description: string;
  location: string | null;
  remoteType: RemoteType | null;
  jobType: JobType | null;
  experienceLevel: ExperienceLevel | null;
  salaryRange: string | null;
  postedDate: Date;
  skills: string[];
  requirements: string[];
  externalUrl: string | null;
}

const MAX = { title: 300, company: 120, location: 300, description: 100_000, salary: 120 } as const;

/** What every stored job must satisfy, whatever board it came from. */
export const jobRecordSchema = z.object({
  source: z.enum(['greenhouse', 'lever', 'ashby']),
  externalId: z.string().min(1).max(200),
  board: z.string().min(1).max(100),
  title: z.string().min(1).max(MAX.title),
  company: z.string().min(1).max(MAX.company),
  provider: z.string().min(1),
  description: z.string().max(MAX.description),
  location: z.string().max(MAX.location).nullable(),
  remoteType: z.enum(REMOTE_TYPES).nullable(),
  jobType: z.enum(JOB_TYPES).nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  salaryRange: z.string().max(MAX.salary).nullable(),
  postedDate: z.date().refine((d) => !Number.isNaN(d.getTime()), 'invalid date'),
  skills: z.array(z.string().min(1)),
  requirements: z.array(z.string().min(1)),
  // Only web links: a javascript: or data: URL never reaches a link on the page.
  externalUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
});

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * Turns a board's posting into the Job entity: text only, fields normalised (core's rules: the
 * board's own values first, then the title, then the text), skills found where the job means them.
 */
export function normalisePosting(
  posting: BoardPosting,
  context: { source: JobBoardSource; board: string; lexicon: SkillLexicon },
): JobRecord {
  const title = clip(inlineText(posting.title), MAX.title);
  const location = inlineText(posting.location) || null;
  const description = clip(blocksToText(posting.blocks), MAX.description);
  const salary = posting.salaryText?.trim()
    ? inlineText(posting.salaryText)
    : formatSalaryRange(
        posting.salary ??
          findSalaryInText(description) ?? { min: null, max: null, currency: 'USD', interval: null },
      );
  const jobType = inferJobType({ declared: posting.declaredJobType ?? null, title, text: description });
  return {
    source: context.source,
    externalId: posting.externalId,
    board: context.board,
    title,
    company: clip(inlineText(posting.company), MAX.company),
    provider: JOB_PROVIDER_NAMES[context.source],
    description,
    location: location ? clip(location, MAX.location) : null,
    remoteType: inferRemoteType({
      declared: posting.declaredRemoteType ?? null,
      location,
      title,
      text: description,
    }),
    jobType,
    experienceLevel: inferExperienceLevel({
      declared: posting.declaredLevel ?? null,
      title,
      text: description,
      jobType,
    }),
    salaryRange: salary ? clip(salary, MAX.salary) : null,
    postedDate: posting.postedDate,
    skills: postingSkills(context.lexicon, {
      title,
      blocks: posting.blocks,
      companyNames: [posting.company, ...(posting.companyNames ?? []), context.board],
    }),
    requirements: requirementsFrom(posting.blocks),
    externalUrl: posting.url,
  };
}

/**
 * Skills a company writes into every posting's boilerplate ('creators of Apache Spark') say
 * nothing about one job: on a board of 8 or more postings, a skill found in over 70% of them is
 * kept only where the title names it.
 */
export function dropBoilerplateSkills(records: JobRecord[]): JobRecord[] {
  if (records.length < 8) return records;
  const counts = new Map<string, number>();
  for (const r of records) for (const s of r.skills) counts.set(s, (counts.get(s) ?? 0) + 1);
  const boilerplate = new Set([...counts].filter(([, n]) => n / records.length > 0.7).map(([s]) => s));
  if (boilerplate.size === 0) return records;
  return records.map((r) => {
    const title = r.title.toLowerCase();
    const skills = r.skills.filter((s) => !boilerplate.has(s) || title.includes(s.toLowerCase()));
    return skills.length === r.skills.length ? r : { ...r, skills };
  });
}
