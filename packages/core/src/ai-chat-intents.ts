import { joinList } from './ai-career-advice.ts';
import { INSTRUCTION_ATTEMPT } from './ai-writing-grounding.ts';
import { type CareerPath, formatDuration } from './career-path.ts';
import type { Course } from './course.ts';
import { matchesSearch, searchTerms } from './course-search.ts';
import { SEARCH_ALIASES } from './search-aliases.ts';
import { codesOf, normaliseCode, rankItems } from './search-ranking.ts';
import { priceDollars } from './skill-gap.ts';

/**
 * The questions the home page chat answers besides "how do I become X": the cheapest or free
 * certifications of a vendor, what a named certification is, switching careers at any age, and
 * whether a degree is needed; and what it declines (other topics, instructions to change how it
 * works). Each answer is made from our catalogue and career paths alone; every course it names is
 * returned in `courseIds` so the page links it.
 */

export type ChatIntent =
  | { kind: 'decline'; why: 'instructions' | 'off-topic' }
  | { kind: 'cheapest'; provider: string | null; freeOnly: boolean }
  | { kind: 'certification'; course: Course }
  | { kind: 'career-change'; age: number | null }
  | { kind: 'degree' }
  | { kind: 'career' };

export interface ChatReply {
  response: string;
  courseIds: Array<string | number>;
  /** Ids of the career paths the reply names. */
  pathIds: string[];
}

/** Words that put a message within careers and learning. */
const ON_TOPIC =
  /\b(?:career|job|jobs|work|role|become|learn|learning|study|course|courses|certif\w*|cert|exam|degree|skill|skills|salary|hire|hired|hiring|interview|cv|resume|portfolio|switch|change|tech|developer|engineer|analyst|designer|data|cloud|security|programming|coding|code|bootcamp|university|college)\b/i;

/** Common requests that are not about careers or learning. */
const OFF_TOPIC =
  /\b(?:weather|recipe|cook|joke|poem|song|lyrics|football|soccer|basketball|score|election|president|politic\w*|horoscope|movie|film|dating|lottery|bitcoin price|stock tip)\b/i;

const CHEAP =
  /\b(?:cheapest|least expensive|lowest[- ](?:cost|fee|price)|low[- ]cost|costs? the least|most affordable|affordable|inexpensive|free)\b/i;
const FREE = /\bfree\b/i;
const AGE = /\b(?:i\s*(?:'m|am)\s*|aged?\s*|at\s*)(\d{2})\b|\b(\d{2})\s*(?:years? old|yo)\b/i;
const SWITCH =
  /\b(?:switch|change|move|moving|transition|get into|break into|start(?:ing)? over|new career|career change|too old|late to)\b/i;
const DEGREE =
  /\b(?:need|require[sd]?|without|have to have|necessary)\b.{0,30}\bdegree\b|\bdegree\b.{0,30}\b(?:needed|required|necessary|worth it)\b|\bno degree\b/i;
/** Questions about one named thing: 'what is X', 'is X worth it', 'how hard is X'. */
const ASKS_ABOUT =
  /^\s*(?:what(?:'s| is)|tell me about|explain)\b|\b(?:worth it|how (?:hard|difficult) is|how much (?:does|is))\b/i;
const CERT_WORD = /\b(?:certification|certificate|cert|certified|exam)\b/i;
/** Exam codes as vendors write them: AZ-900, SAA-C03, 1Z0-1085, EX200, 200-301. */
const EXAM_CODE = /\b(?:[A-Z]{1,4}\d?-?[A-Z]?\d{2,4}(?:-[A-Z]?\d{2,4})?|\d{3}-\d{3})\b/i;
const CERT_FILLER =
  /\b(?:what(?:'s| is| are)|tell me about|explain|how much (?:does|is|do)|how (?:hard|difficult) is|cost(?:s)?|fee|price|worth it|should i (?:take|get|do)|the|a|an|certification|certificate|cert|exam|about|me|please|is|it)\b|[?!.,]/gi;

/**
 * Why the chat declines a message, or null: an attempt to change or read its instructions, or a
 * topic other than careers and learning. Both engines decline before any model sees the message.
 */
export function declineReason(message: string): 'instructions' | 'off-topic' | null {
  const text = message.replace(/\s+/g, ' ').trim();
  if (INSTRUCTION_ATTEMPT.test(text)) return 'instructions';
  const rest = text.replace(OFF_TOPIC, '');
  if (OFF_TOPIC.test(text) && !ON_TOPIC.test(rest) && !/\bIT\b/.test(rest)) return 'off-topic';
  return null;
}

/** Which of our intents a message is, given the catalogue's providers. */
export function chatIntent(message: string, courses: readonly Course[]): ChatIntent {
  const text = message.replace(/\s+/g, ' ').trim();
  const declined = declineReason(text);
  if (declined) return { kind: 'decline', why: declined };

  // 'Free courses to become a data analyst' is a career question: its path names the courses.
  const wantsCareer = /\b(?:become|work as|career (?:in|as))\b/i.test(text);
  if (
    CHEAP.test(text) &&
    !wantsCareer &&
    (CERT_WORD.test(text) || /\bcourses?\b/i.test(text) || providerIn(text, courses))
  ) {
    return {
      kind: 'cheapest',
      provider: providerIn(text, courses),
      freeOnly: FREE.test(text) && !/\bcheapest\b/i.test(text),
    };
  }
  const age = AGE.exec(text);
  const years = age ? Number(age[1] ?? age[2]) : null;
  if (
    (years !== null && years >= 25 && years <= 80 && SWITCH.test(text)) ||
    /\b(?:too old|too late)\b/i.test(text)
  ) {
    return { kind: 'career-change', age: years };
  }
  if (DEGREE.test(text)) return { kind: 'degree' };
  const named = namedCertification(text, courses);
  if (named) return { kind: 'certification', course: named };
  return { kind: 'career' };
}

/** A provider the message names, by its name or another name of it (AWS, Amazon Web Services). */
function providerIn(text: string, courses: readonly Course[]): string | null {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+.]+/gu, ' ')} `;
  const providers = [...new Set(courses.map((c) => c.provider))].sort((a, b) => b.length - a.length);
  for (const provider of providers) {
    const names = [provider.toLowerCase(), ...aliasesOf(provider.toLowerCase())];
    if (names.some((name) => lower.includes(` ${name} `))) return provider;
  }
  return null;
}

function aliasesOf(name: string): string[] {
  return SEARCH_ALIASES.filter((set) => set.includes(name)).flatMap((set) => set.filter((m) => m !== name));
}

/**
 * The certification a message asks about: an exam code in a course's title or skills, or the
 * message's words (without "what is", "certification" and the like) found as the best match of
 * the catalogue search, when that match's title holds all of them.
 */
function namedCertification(text: string, courses: readonly Course[]): Course | null {
  const live = courses.filter((c) => c.status !== 'retired');
  const code = EXAM_CODE.exec(text)?.[0];
  if (code) {
    // The code in a title or skills, or the certification's name the aliases pair it with
    // ('SAA-C03' is 'AWS Certified Solutions Architect – Associate').
    const wanted = normaliseCode(code);
    const names = SEARCH_ALIASES.filter((set) => set.some((m) => normaliseCode(m) === wanted))
      .flat()
      .map(plainWords);
    const byCode = live.filter(
      (c) =>
        (c.examCode && normaliseCode(c.examCode) === wanted) ||
        codesOf(c.title, c.skills).includes(wanted) ||
        names.some((name) => name.includes(' ') && plainWords(c.title).includes(name)),
    );
    const best = theCertification(rankItems(byCode, code, (c) => ({ title: c.title, texts: [c.provider] })));
    if (best) return best;
  }
  if (!CERT_WORD.test(text) && !ASKS_ABOUT.test(text)) return null;
  const query = text.replace(CERT_FILLER, ' ').replace(/\s+/g, ' ').trim();
  if (query === '') return null;
  const words = plainWords(query).split(' ');
  const aliases = SEARCH_ALIASES.filter((set) => set.includes(query.toLowerCase()))
    .flat()
    .map(plainWords);
  const named = (c: Course) => {
    const title = ` ${plainWords(c.title)} `;
    return words.every((w) => title.includes(` ${w} `)) || aliases.some((a) => title.includes(` ${a} `));
  };
  const found = live.filter((c) => matchesSearch(c, searchTerms(query)));
  return theCertification(
    rankItems(found, query, (c) => ({ title: c.title, texts: [c.provider, ...c.skills] })).filter(named),
  );
}

/** Exam preparation and practice courses: about a certification, not the certification. */
const PREPARATION =
  /\b(?:exam prep|preparation|prep course|practice (?:test|exam)s?|study guide|review course)\b/i;

/** Of the best matches, the certification itself rather than a course preparing for it. */
function theCertification(ranked: readonly Course[]): Course | null {
  return ranked.slice(0, 5).find((c) => !PREPARATION.test(c.title)) ?? ranked[0] ?? null;
}

/** Lower-case words separated by single spaces: 'Architect – Associate' → 'architect associate'. */
function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

const DECLINE: Record<'instructions' | 'off-topic', string> = {
  instructions:
    "I can't change how I work, but I'm happy to help with your career: tell me the job you'd like, a certification you're curious about, or a skill you want to learn.",
  'off-topic':
    "That's outside what I can help with here: I answer questions about tech careers, certifications and courses. Try asking how to become a data analyst, or which AWS certification is cheapest.",
};

/** The reply to an intent other than 'career' (the career reply is buildChatReply's). */
export function replyToIntent(
  intent: Exclude<ChatIntent, { kind: 'career' }>,
  data: { courses: readonly Course[]; careerPaths: readonly CareerPath[] },
): ChatReply {
  const live = data.courses.filter((c) => c.status !== 'retired');
  switch (intent.kind) {
    case 'decline':
      return { response: DECLINE[intent.why], courseIds: [], pathIds: [] };
    case 'cheapest':
      return cheapest(live, intent.provider, intent.freeOnly);
    case 'certification':
      return aboutCertification(intent.course, data.courses);
    case 'career-change':
      return careerChange(intent.age, live, data.careerPaths);
    case 'degree':
      return degree(live, data.careerPaths);
  }
}

function priced(course: Course): string {
  return `${course.title} (${course.provider}): ${course.price}`;
}

function cheapest(courses: readonly Course[], provider: string | null, freeOnly: boolean): ChatReply {
  const own = provider ? courses.filter((c) => c.provider === provider) : courses;
  const who = provider ? `${provider}'s` : 'our catalogue’s';
  const free = own.filter((c) => priceDollars(c.price) === 0);
  const certifications = own
    .filter((c) => /\bcertifi/i.test(c.title) && (priceDollars(c.price) ?? 0) > 0)
    .sort((a, b) => priceDollars(a.price)! - priceDollars(b.price)! || a.title.localeCompare(b.title, 'en'));
  const paragraphs: string[] = [];
  const named: Course[] = [];
  if (!freeOnly && certifications.length > 0) {
    const lowest = priceDollars(certifications[0]!.price)!;
    const cheapestOnes = certifications.filter((c) => priceDollars(c.price) === lowest);
    paragraphs.push(
      `The lowest exam fee among ${who} certifications in our catalogue is $${lowest}: ${joinList(cheapestOnes.map((c) => `${c.title} (${c.level})`))}.`,
    );
    named.push(...cheapestOnes);
    const next = certifications.filter((c) => priceDollars(c.price)! > lowest).slice(0, 3);
    if (next.length > 0) paragraphs.push(`Next up: ${next.map(priced).join('; ')}.`);
    named.push(...next);
  }
  if (free.length > 0) {
    const picks = [...free]
      .sort((a, b) => levelRank(a) - levelRank(b) || a.title.localeCompare(b.title, 'en'))
      .slice(0, 4);
    paragraphs.push(
      `Free to take${provider ? ` from ${provider}` : ''}: ${joinList(picks.map((c) => `${c.title} (${c.level})`))}. Free courses prepare you; a certification exam itself usually has a fee.`,
    );
    named.push(...picks);
  }
  if (paragraphs.length === 0) {
    return {
      response: `Our catalogue lists no prices for ${provider ?? 'these'} courses beyond "Paid", so I can't say which is cheapest. Each course page links to the official page with the current price.`,
      courseIds: [],
      pathIds: [],
    };
  }
  paragraphs.push('Prices are as our catalogue lists them; check the official page before you book.');
  return { response: paragraphs.join('\n\n'), courseIds: distinctIds(named), pathIds: [] };
}

function aboutCertification(course: Course, all: readonly Course[]): ChatReply {
  const level = course.level.toLowerCase();
  const facts = [
    `${course.title} is ${level === 'beginner' ? 'a' : 'an'} ${level} ${isCertification(course) ? 'certification' : 'course'} from ${course.provider}.`,
  ];
  facts.push(firstSentence(course.description));
  if (course.examCode) facts.push(`Exam code: ${course.examCode}.`);
  facts.push(`Price: ${course.price}.`);
  if (course.duration) facts.push(`Duration: ${course.duration}.`);
  if (course.status === 'retiring' && course.retiresOn) facts.push(`It retires on ${course.retiresOn}.`);
  if (course.skills.length > 0) facts.push(`It covers ${joinList(course.skills.slice(0, 5))}.`);
  const named = [course];
  const prep = all
    .filter((c) => c.id !== course.id && c.status !== 'retired' && c.provider === course.provider)
    .filter((c) => c.skills.some((s) => course.skills.includes(s)))
    .sort((a, b) => levelRank(a) - levelRank(b) || a.title.localeCompare(b.title, 'en'))
    .slice(0, 3);
  const paragraphs = [facts.join(' ')];
  if (prep.length > 0) {
    paragraphs.push(
      `Related courses from ${course.provider}: ${joinList(prep.map((c) => `${c.title} (${c.price})`))}.`,
    );
    named.push(...prep);
  }
  return { response: paragraphs.join('\n\n'), courseIds: distinctIds(named), pathIds: [] };
}

/** Paths that start from the beginning, quickest to job-ready first. */
function entryPaths(paths: readonly CareerPath[]): CareerPath[] {
  return paths
    .filter((p) => p.level.startsWith('Beginner'))
    .sort((a, b) => a.duration.min - b.duration.min || a.title.localeCompare(b.title, 'en'))
    .slice(0, 3);
}

/** The catalogue courses the paths name (their own course lists), in the paths' order. */
function coursesOfPaths(paths: readonly CareerPath[], courses: readonly Course[]): Course[] {
  const byTitle = new Map(courses.map((c) => [c.title.toLowerCase(), c]));
  const out: Course[] = [];
  for (const path of paths) {
    for (const title of path.courses) {
      const course = byTitle.get(title.toLowerCase());
      if (course && !out.includes(course)) out.push(course);
    }
  }
  return out;
}

function careerChange(
  age: number | null,
  courses: readonly Course[],
  paths: readonly CareerPath[],
): ChatReply {
  const starts = entryPaths(paths);
  const free = coursesOfPaths(starts, courses)
    .filter((c) => c.level === 'Beginner' && priceDollars(c.price) === 0)
    .slice(0, 3);
  const paragraphs = [
    `${age ? `At ${age}, it` : 'It'} is not too late to move into tech. Employers hire for skills you can show, and the experience you already have (working with people, deadlines, a field you know) counts in roles that need it.`,
  ];
  if (starts.length > 0) {
    paragraphs.push(
      `Entry-level paths with the shortest road to a first job: ${joinList(starts.map((p) => `${p.title} (${formatDuration(p.duration)})`))}.`,
    );
  }
  if (free.length > 0) {
    paragraphs.push(
      `Free beginner courses to test the water: ${joinList(free.map((c) => `${c.title} (${c.provider})`))}.`,
    );
  }
  paragraphs.push(
    'Tell me about your current work and I can suggest the path that uses most of what you already know.',
  );
  return {
    response: paragraphs.join('\n\n'),
    courseIds: free.map((c) => c.id),
    pathIds: starts.map((p) => p.id),
  };
}

function degree(courses: readonly Course[], paths: readonly CareerPath[]): ChatReply {
  const starts = entryPaths(paths);
  const foundations = coursesOfPaths(starts, courses)
    .filter((c) => c.level === 'Beginner' && isCertification(c) && priceDollars(c.price) !== null)
    .sort((a, b) => priceDollars(a.price)! - priceDollars(b.price)! || a.title.localeCompare(b.title, 'en'))
    .slice(0, 3);
  const paragraphs = [
    'Not always. Many tech roles ask for a degree "or equivalent experience", and certifications, courses and a portfolio of your own work are a recognised way to show that experience. Some employers and roles (research, some engineering and public-sector jobs) do require a degree, so check the postings for the jobs you want.',
  ];
  if (starts.length > 0) {
    paragraphs.push(`Paths people often start without a degree: ${joinList(starts.map((p) => p.title))}.`);
  }
  if (foundations.length > 0) {
    paragraphs.push(`Entry-level certifications to begin with: ${foundations.map(priced).join('; ')}.`);
  }
  paragraphs.push('If you want a degree route, browse university courses at /university-courses.');
  return {
    response: paragraphs.join('\n\n'),
    courseIds: foundations.map((c) => c.id),
    pathIds: starts.map((p) => p.id),
  };
}

/** A course that leads to an exam: it has an exam code, says so in its title, or has an exam fee or length. */
function isCertification(course: Course): boolean {
  return (
    Boolean(course.examCode) ||
    /\bcertifi/i.test(course.title) ||
    /\bexam\b/i.test(course.price) ||
    /\bexam\b/i.test(course.duration ?? '')
  );
}

function levelRank(course: Course): number {
  return { Beginner: 0, Intermediate: 1, Advanced: 2 }[course.level];
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text.trim()).trim();
}

function distinctIds(courses: readonly Course[]): Array<string | number> {
  return [...new Set(courses.map((c) => c.id))];
}
