import { joinList, joinSome, type RankedCareerPath, type RankedCourse } from './ai-career-advice.ts';
import { formatDuration, formatSalary } from './career-path.ts';

/**
 * The home page chat of the offline engine: the visitor names a dream career, the server finds
 * matching career paths and catalogue courses, and this writes the reply from them alone.
 */

/** How many paths the reply names: the best one in full, the others in passing. */
export const CHAT_PATHS_NAMED = 3;

const FILLER: readonly RegExp[] = [
  /^(?:hi|hello|hey)(?:\s+there)?[,!.\s]+/i,
  /^(?:please\s+)?(?:can|could) you (?:help me|tell me|show me)(?: (?:about|with|how to))?\s*/i,
  /^(?:i\s*(?:'d| would) (?:really )?(?:like|love)|i\s*(?:'m| am) (?:planning|hoping|trying|aiming)|i (?:really )?(?:want|wish|hope|plan|aim)|i\s*(?:'m| am) (?:going|gonna)) to (?:become|be|work as|get into|start|pursue|switch to|move into|transition into)\s*/i,
  /^(?:i\s*(?:'m| am) (?:interested in|curious about|thinking about|considering)|i (?:like|love|enjoy))\s*(?:becoming|being|working as|a career in|a career as|careers? in)?\s*/i,
  /^(?:my (?:dream|ideal|future|goal|target) (?:career|job|role|profession|work)(?: would be| is|:)?)\s*(?:to (?:become|be|work as))?\s*/i,
  /^(?:how (?:do|can|could|would|should) i (?:become|be|get into|start(?: a career)? (?:as|in)|get a job as|work as))\s*/i,
  /^(?:what (?:does it take|do i need) to (?:become|be))\s*/i,
  /^(?:tell me about|what about|show me|help me (?:become|with))\s*/i,
  /^(?:a career (?:as|in)|career as|careers? in|working as|work as|becoming|being)\s*/i,
  /^(?:an?|the|one day an?|someday an?)\s+/i,
];

/**
 * The career a chat message asks about, with the filler around it removed ('I want to become a
 * cloud architect!' → 'cloud architect', 'My dream career is UX design' → 'UX design').
 * Returns the trimmed message when there is no filler to strip.
 */
export function chatPathQuery(message: string): string {
  let query = message.trim().replace(/\s+/g, ' ');
  // Peel one filler phrase at a time, so 'Hi! I want to become a ...' loses both.
  for (let changed = true; changed; ) {
    changed = false;
    for (const filler of FILLER) {
      const next = query.replace(filler, '');
      if (next !== query && next.trim() !== '') {
        query = next.trim();
        changed = true;
      }
    }
  }
  return query
    .replace(/\s*(?:,?\s*(?:please|thanks|thank you|one day|someday|in the future)\b)+[.!?]*$/i, '')
    .replace(/^[\s"'“”‘’]+|[\s"'“”‘’.!?,;:]+$/g, '')
    .trim();
}

const GROWTH_WORDING: Record<string, string> = {
  'Very High': 'very high demand growth',
  High: 'high demand growth',
  Moderate: 'moderate demand growth',
  Stable: 'stable demand',
};

/**
 * The chat reply: the best path with its typical skills, salary, growth and time to job-ready, a
 * word on the other matching paths, and the catalogue courses to start with (`courseIds` in the
 * order named). With no path and no course it says so honestly and asks for a career or skill.
 * Plain text, short paragraphs.
 */
export function buildChatReply(input: {
  message: string;
  skills: string[];
  paths: RankedCareerPath[];
  courses: RankedCourse[];
}): { response: string; courseIds: Array<string | number>; pathIds: string[] } {
  const query = chatPathQuery(input.message);
  const paragraphs: string[] = [];
  const [best, ...others] = input.paths.slice(0, CHAT_PATHS_NAMED);

  if (!best && input.courses.length === 0) {
    const asked = query === '' ? 'that' : `"${query.length > 80 ? `${query.slice(0, 77)}...` : query}"`;
    return {
      response: [
        `I couldn't match ${asked} to one of our career paths or courses yet.`,
        'Tell me the career you dream of (for example "data analyst", "cloud architect" or "UX designer") or a skill you enjoy (such as Python, design or networking), and I will suggest a career path and the courses to start with.',
        'You can also browse all our career paths at /career-paths.',
      ].join('\n\n'),
      courseIds: [],
      pathIds: [],
    };
  }

  if (best) {
    const path = best.path;
    paragraphs.push(`${path.title} looks like a good match. ${path.description}`);
    const facts = [
      `Typical skills: ${joinList(path.skills)}.`,
      `Typical U.S. salary: ${formatSalary(path.salary)} a year, with ${GROWTH_WORDING[path.growth] ?? path.growth.toLowerCase()}.`,
      `Most people need ${formatDuration(path.duration)} to become job-ready (level: ${path.level}).`,
    ];
    if (best.matched.length > 0 && input.skills.length > 0) {
      facts.push(`You already mentioned ${joinList(best.matched.slice(0, 4))}, which this path uses.`);
    }
    paragraphs.push(facts.join(' '));
    if (others.length > 0) {
      paragraphs.push(
        `Related paths worth a look: ${joinList(others.map((o) => `${o.path.title} (${formatSalary(o.path.salary)})`))}.`,
      );
    }
  } else {
    paragraphs.push(
      `I couldn't find a career path named "${query}", but these courses from our catalogue teach ${joinSome(
        distinct(input.courses.flatMap((c) => c.matched)),
        4,
      )}.`,
    );
  }

  if (input.courses.length > 0) {
    const lines = input.courses.map(
      (c, i) => `${i + 1}. ${c.course.title} (${c.course.provider}, ${c.course.level})`,
    );
    paragraphs.push(
      `${best ? 'Start with these courses from our catalogue:' : 'Courses:'}\n${lines.join('\n')}`,
    );
  } else if (best) {
    paragraphs.push(
      `Browse the ${best.path.title} path at /career-paths/${best.path.id} for the courses it recommends.`,
    );
  }

  return {
    response: paragraphs.join('\n\n'),
    courseIds: input.courses.map((c) => c.course.id),
    pathIds: best ? [best, ...others].map((p) => p.path.id) : [],
  };
}

function distinct(items: readonly string[]): string[] {
  return [...new Set(items)];
}
