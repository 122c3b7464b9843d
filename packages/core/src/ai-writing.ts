import type { CoverLetterRequest, CoverLetterTone, CvRequest } from './ai-api.ts';
import { joinList } from './ai-career-advice.ts';
import { indexPhrases } from './phrase-index.ts';
import { extractSkills, type SkillLexicon } from './skill-lexicon.ts';

/**
 * The offline engine's CV and cover letter writers. They arrange and phrase what the user gave
 * and nothing else: no employer, year, figure or achievement appears unless the user typed it.
 */

// ---------- Shared text helpers ----------

/** Lines of a free-text field as bullet points: one per line, or one per sentence for a single paragraph. */
export function toBullets(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•·▪–—]|\d+[.)])\s*/, '').trim())
    .filter((l) => l !== '');
  if (lines.length === 1) {
    const sentences = splitSentences(lines[0]!);
    if (sentences.length > 1) return sentences;
  }
  return lines;
}

/** Sentences of a paragraph (a full stop, '!' or '?' followed by a space and a capital or digit). */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A paragraph of the user's text: whitespace tidied, ending with punctuation. */
function asParagraph(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t === '') return '';
  return /[.!?…"”)]$/.test(t) ? t : `${t}.`;
}

/** Lowercases the first letter unless the word looks like a name or acronym ('Python', 'AWS'). */
function lowerFirst(text: string): string {
  const first = text.split(' ')[0] ?? '';
  if (first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// ---------- CV ----------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A month index (years × 12 + month) from '2021-03', '03/2021', 'March 2021' or '2021'. */
export function parseCvDate(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  const iso = /\b((?:19|20)\d\d)[-/.](\d{1,2})\b/.exec(t);
  if (iso) return Number(iso[1]) * 12 + Math.min(11, Math.max(0, Number(iso[2]) - 1));
  const us = /\b(\d{1,2})[-/.]((?:19|20)\d\d)\b/.exec(t);
  if (us) return Number(us[2]) * 12 + Math.min(11, Math.max(0, Number(us[1]) - 1));
  const year = /\b((?:19|20)\d\d)\b/.exec(t);
  if (!year) return undefined;
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m}[a-z]*\\b`).test(t));
  return Number(year[1]) * 12 + Math.max(month, 0);
}

const OPEN_END = /^\s*(?:present|current|now|today|ongoing)\s*$/i;

/**
 * Whole years covered by the experience entries' dates, overlaps counted once, or undefined when
 * any entry lacks a usable start date, or an open end ('Present', blank) meets no `currentYear`:
 * the summary then states no number rather than a guess.
 */
export function experienceYears(
  experience: CvRequest['experience'],
  options: { currentYear?: number } = {},
): number | undefined {
  if (experience.length === 0) return undefined;
  const ranges: Array<[number, number]> = [];
  for (const e of experience) {
    const start = parseCvDate(e.startDate);
    if (start === undefined) return undefined;
    let end: number | undefined;
    if (e.endDate.trim() === '' || OPEN_END.test(e.endDate)) {
      if (options.currentYear === undefined) return undefined;
      end = options.currentYear * 12;
    } else {
      end = parseCvDate(e.endDate);
    }
    if (end === undefined || end < start) return undefined;
    ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [curStart, curEnd] = ranges[0]!;
  for (const [s, e] of ranges.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      months += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  months += curEnd - curStart;
  return Math.floor(months / 12);
}

/** The entry that is current (blank or 'Present' end), else the one ending last, else the first. */
function mostRecent(experience: CvRequest['experience']): CvRequest['experience'][number] | undefined {
  const current = experience.find(
    (e) => e.startDate.trim() !== '' && (e.endDate.trim() === '' || OPEN_END.test(e.endDate)),
  );
  if (current) return current;
  let best = experience[0];
  let bestEnd = best ? (parseCvDate(best.endDate) ?? -1) : -1;
  for (const e of experience) {
    const end = parseCvDate(e.endDate) ?? -1;
    if (end > bestEnd) [best, bestEnd] = [e, end];
  }
  return best;
}

function dateRange(start: string, end: string): string {
  const s = start.trim();
  const e = end.trim();
  if (s && e) return `${s} – ${e}`;
  if (s) return `${s} – Present`;
  return e;
}

/** 'a' or 'an' before a degree name ('an MSc', 'a BSc', 'an Associate degree'). */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ||
    /^(?:M[A-Z]|M\.|MSc|MEng|MPhil|LL[BM]|F[A-Z]|H[A-Z]|S[A-Z]|R[A-Z]|N[A-Z]|X[A-Z])/.test(word)
    ? 'an'
    : 'a';
}

function cvSummary(request: CvRequest, options: { currentYear?: number }): string {
  const sentences: string[] = [];
  const recent = mostRecent(request.experience);
  const role = request.targetRole.trim();
  const education = request.education[0];

  if (recent) {
    const years = experienceYears(request.experience, options);
    const yearsText =
      years !== undefined && years >= 1 ? ` with ${years} year${years === 1 ? '' : 's'} of experience` : '';
    sentences.push(`${recent.position}${yearsText}, most recently at ${recent.company}.`);
  } else if (education) {
    const subject = education.field.trim() ? `${education.degree} in ${education.field}` : education.degree;
    sentences.push(
      `${role ? `${role} candidate` : 'Candidate'} with ${article(education.degree)} ${subject} from ${education.institution}.`,
    );
  }

  const { technical, soft, languages } = request.skills;
  if (technical.length > 0) sentences.push(`Skilled in ${joinList(technical.slice(0, 6))}.`);
  if (soft.length > 0) sentences.push(`Known for ${joinList(soft.slice(0, 4).map(lowerFirst))}.`);
  if (languages.length > 0) sentences.push(`Speaks ${joinList(languages)}.`);
  // The education sentence already names the role.
  if (role && (recent || !education)) sentences.push(`Seeking a role as ${role}.`);
  return sentences.join(' ');
}

/**
 * A plain-text CV from the request alone: name and contact line, professional summary, experience,
 * education, skills and additional information. A section with nothing to say is left out; every
 * field the user filled in appears. `currentYear` lets the summary count years for an entry that
 * runs to the present; without it, the summary states no number of years.
 */
export function writeCv(request: CvRequest, options: { currentYear?: number } = {}): string {
  const info = request.personalInfo;
  const blocks: string[] = [];
  const contact = [info.email, info.phone, info.location, info.linkedin, info.website]
    .map((s) => s.trim())
    .filter((s) => s !== '');
  blocks.push([info.fullName.trim().toUpperCase(), contact.join(' · ')].filter((s) => s !== '').join('\n'));

  const section = (title: string, body: string) => {
    if (body.trim() !== '') blocks.push(`${title}\n${'-'.repeat(title.length)}\n${body}`);
  };

  section('PROFESSIONAL SUMMARY', cvSummary(request, options));

  section(
    'EXPERIENCE',
    request.experience
      .map((e) => {
        const lines = [`${e.position} — ${e.company}`];
        const dates = dateRange(e.startDate, e.endDate);
        if (dates) lines.push(dates);
        for (const bullet of toBullets(e.description)) lines.push(`• ${bullet}`);
        return lines.join('\n');
      })
      .join('\n\n'),
  );

  section(
    'EDUCATION',
    request.education
      .map((ed) => {
        const subject = ed.field.trim() ? `${ed.degree} in ${ed.field}` : ed.degree;
        const lines = [`${subject} — ${ed.institution}`];
        const details = [dateRange(ed.startDate, ed.endDate), ed.gpa.trim() ? `GPA: ${ed.gpa.trim()}` : '']
          .filter((s) => s !== '')
          .join(' · ');
        if (details) lines.push(details);
        for (const bullet of toBullets(ed.achievements)) lines.push(`• ${bullet}`);
        return lines.join('\n');
      })
      .join('\n\n'),
  );

  const skillLines: string[] = [];
  if (request.skills.technical.length > 0)
    skillLines.push(`Technical: ${request.skills.technical.join(', ')}`);
  if (request.skills.soft.length > 0) skillLines.push(`Soft skills: ${request.skills.soft.join(', ')}`);
  if (request.skills.languages.length > 0)
    skillLines.push(`Languages: ${request.skills.languages.join(', ')}`);
  section('SKILLS', skillLines.join('\n'));

  section('ADDITIONAL INFORMATION', toBullets(request.additionalInfo).join('\n'));

  return `${blocks.join('\n\n')}\n`;
}

// ---------- Cover letter ----------

type BodyParagraph = 'motivation' | 'experience' | 'company';

interface ToneWords {
  opening: (position: string, company: string) => string;
  /**
   * What the letter leads with after the opening: a professional or formal letter argues from
   * experience, an enthusiastic one from motivation and the company, a conversational one tells
   * its story in order.
   */
  order: readonly BodyParagraph[];
  motivation: string;
  experience: string;
  skills: (skills: string, count: number) => string;
  company: (company: string) => string;
  closing: (company: string) => string;
  signOff: (named: boolean) => string;
}

/** Each tone's own sentences; the user's own text goes between them unchanged. */
export const TONES: Readonly<Record<CoverLetterTone, ToneWords>> = {
  professional: {
    opening: (position, company) =>
      `I am writing to apply for the ${position} position at ${company}. I believe my background is a strong fit for the role, and I would like to set out why.`,
    order: ['experience', 'motivation', 'company'],
    motivation: 'Why this role:',
    experience: 'My relevant experience:',
    skills: (skills) => `The job description highlights ${skills}, which my experience above includes.`,
    company: (company) => `What draws me to ${company}:`,
    closing: (company) =>
      `Thank you for considering my application. I would welcome the opportunity to discuss how I can contribute to ${company}.`,
    signOff: () => 'Sincerely,',
  },
  enthusiastic: {
    opening: (position, company) =>
      `I was excited to see that ${company} is hiring ${article(position)} ${position}, and I would love to join your team! This is exactly the kind of role I have been looking for.`,
    order: ['motivation', 'company', 'experience'],
    motivation: 'Here is what excites me about this role:',
    experience: 'And here is what I would bring with me:',
    skills: (skills) =>
      `I was especially happy to see ${skills} in the job description, because they are all part of my experience!`,
    company: (company) => `I am genuinely inspired by ${company}:`,
    closing: (company) =>
      `Thank you so much for your time! I would be thrilled to talk about how I can help ${company}, and I look forward to hearing from you.`,
    signOff: () => 'With warm regards,',
  },
  conversational: {
    opening: (position, company) =>
      `I'm reaching out about the ${position} role at ${company}. I think it's a great match for me, and I'd like to tell you a bit about why.`,
    order: ['motivation', 'experience', 'company'],
    motivation: "Why I'm interested:",
    experience: 'A bit about my background:',
    skills: (skills) => `I noticed the role calls for ${skills}; that's the kind of work I've been doing.`,
    company: (company) => `What I like about ${company}:`,
    closing: () => "Thanks for reading! I'd love to chat about the role whenever it suits you.",
    signOff: () => 'Best,',
  },
  formal: {
    opening: (position, company) =>
      `I wish to submit my application for the position of ${position} at ${company}. Please allow me to set out my motivation and qualifications below.`,
    order: ['experience', 'company', 'motivation'],
    motivation: 'With regard to my motivation for this position:',
    experience: 'With regard to my professional experience:',
    skills: (skills, count) =>
      `I note that the position requires ${skills}, ${count === 1 ? 'which forms' : 'each of which forms'} part of the experience described above.`,
    company: (company) => `With regard to ${company}:`,
    closing: () =>
      'I thank you for your consideration and would be honoured to attend an interview at your earliest convenience.',
    signOff: (named) => (named ? 'Yours sincerely,' : 'Yours faithfully,'),
  },
};

const NOT_SKILLS = new Set(
  `a about above after all also an and any are as at be been being but by can could do does each for from has have he her his how i if in into is it its job may more most must new no not of on one or other our out over role she should so some such team than that the their them then there these they this those to under up us we what when where which who will with work would you your years year experience`.split(
    ' ',
  ),
);

/**
 * True when the text before `at` ends a sentence: '.', '!' or '?', then only white space. (Not
 * /[.!?]\s*$/ on the text so far: that reads the whole text again for every word.)
 */
function endsSentence(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i >= 0 && '.!?'.includes(text[i]!);
}

/**
 * Tokens that read like skills: carry a capital, digit or '+#.' inside ('Python', 'SQL', 'C++',
 * 'Node.js'). Such words standing next to each other, one space apart, are one skill ('Power BI',
 * 'Google Analytics'), not two.
 */
function skillLikeTokens(text: string): string[] {
  const out: string[] = [];
  let previousEnd = -1;
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+#]*(?:\.[\p{L}\p{N}+#]+)*/gu)) {
    const t = m[0];
    const skillLike =
      (t.length >= 2 || /[+#]/.test(t)) &&
      !NOT_SKILLS.has(t.toLowerCase()) &&
      !/^\d+$/.test(t) &&
      (/[A-Z+#]/.test(t.slice(1)) ||
        /[+#.]/.test(t) ||
        (/^[A-Z]/.test(t) && m.index > 0 && !endsSentence(text, m.index)));
    if (!skillLike) {
      previousEnd = -1;
      continue;
    }
    if (previousEnd >= 0 && text.slice(previousEnd, m.index) === ' ') out[out.length - 1] += ` ${t}`;
    else out.push(t);
    previousEnd = m.index + t.length;
  }
  return out;
}

/**
 * Skills the job description names that the applicant's own text names too, in the order the
 * description gives them. With a lexicon, skills are read as the jobs board reads them
 * (synonyms included); without one, capitalised or technical words are compared.
 */
export function sharedJobSkills(
  jobDescription: string,
  applicantText: string,
  options: { lexicon?: SkillLexicon; exclude?: readonly string[]; limit?: number } = {},
): string[] {
  const limit = options.limit ?? 5;
  if (jobDescription.trim() === '' || applicantText.trim() === '') return [];
  const excluded = new Set((options.exclude ?? []).flatMap((s) => s.toLowerCase().split(/\s+/)));
  let shared: string[];
  if (options.lexicon) {
    const mine = new Set(extractSkills(options.lexicon, { text: applicantText }, 200));
    shared = extractSkills(options.lexicon, { text: jobDescription }, 200).filter((s) => mine.has(s));
  } else {
    const seen = new Set<string>();
    const applicant = indexPhrases(applicantText);
    shared = [];
    for (const token of skillLikeTokens(jobDescription)) {
      const key = token.toLowerCase();
      if (seen.has(key) || key.split(' ').every((word) => excluded.has(word))) continue;
      seen.add(key);
      if (token.includes(' ') ? applicant.hasPhrase(token) : applicant.hasWord(token)) shared.push(token);
      if (shared.length >= limit) break;
    }
  }
  return shared.slice(0, limit);
}

const HONORIFIC = /^(mr|mrs|ms|miss|mx|dr|prof|professor)\.?\s+/i;

/**
 * The greeting for the hiring manager as typed: a title and a surname when the name carries a
 * title ('Ms. Alex Carter' -> 'Dear Ms Carter'), the name as given otherwise ('Dear Priya Shah',
 * 'Dear Hiring Team'), and 'Dear Hiring Manager' without a name.
 */
export function salutation(manager: string): string {
  const name = manager.replace(/\s+/g, ' ').trim();
  if (name === '') return 'Dear Hiring Manager';
  const title = HONORIFIC.exec(name);
  if (!title) return `Dear ${name}`;
  const rest = name.slice(title[0].length).split(' ');
  const surname = rest.at(-1);
  if (!surname) return `Dear ${name}`;
  const word = title[1]!;
  const short =
    word.toLowerCase() === 'professor' ? 'Professor' : word[0]!.toUpperCase() + word.slice(1).toLowerCase();
  return `Dear ${short} ${surname}`;
}

/**
 * A plain-text cover letter in the chosen tone: sender block, the date given, the greeting,
 * an opening, paragraphs built around the user's motivation, experience and what they wrote
 * about the company, the job's skills that the user's experience also names, a closing and a
 * sign-off. Only the user's facts appear; the tones change the framing sentences and which
 * paragraph leads, not the facts.
 */
export function writeCoverLetter(
  request: CoverLetterRequest,
  options: { date: string; lexicon?: SkillLexicon },
): string {
  const { personalInfo: me, jobDetails: job } = request;
  const tone = TONES[request.tone] ?? TONES.professional;
  const company = job.company.trim();
  const position = job.position.trim();
  const manager = job.hiringManager.trim();
  const parts: string[] = [];

  parts.push(
    [me.fullName, me.email, me.phone, me.linkedin]
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .join('\n'),
  );
  parts.push(options.date.trim());
  parts.push([manager, company].filter((s) => s !== '').join('\n'));
  parts.push(`${salutation(manager)},`);
  parts.push(tone.opening(position, company));

  const body: Record<BodyParagraph, () => string> = {
    motivation: () => {
      const motivation = asParagraph(request.motivation);
      return motivation && `${tone.motivation} ${motivation}`;
    },
    experience: () => {
      const experience = asParagraph(request.experience);
      if (!experience) return '';
      const shared = sharedJobSkills(job.jobDescription, request.experience, {
        lexicon: options.lexicon,
        exclude: [company, position, me.fullName],
      });
      return shared.length > 0
        ? `${tone.experience} ${experience} ${tone.skills(joinList(shared), shared.length)}`
        : `${tone.experience} ${experience}`;
    },
    company: () => {
      const about = asParagraph(job.companyInfo);
      return about && `${tone.company(company)} ${about}`;
    },
  };
  for (const paragraph of tone.order) parts.push(body[paragraph]());

  parts.push(tone.closing(company));
  parts.push(`${tone.signOff(manager !== '')}\n${me.fullName.trim()}`);
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}
