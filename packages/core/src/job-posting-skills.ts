import { extractSkills, type SkillLexicon } from './skill-lexicon.ts';

/**
 * Which parts of a job posting its skills are read from. A posting is mostly about the job, but
 * around it sit the company's own texts: who the company is, its benefits, its values, its hiring
 * process and the equal-opportunity statement. A skill named only there ('12 therapy/coaching
 * sessions a year', 'the global leader in Partnership Automation') is not one the job asks for.
 */

/** A posting's text as read from its board: headings, paragraphs and list items, in order. */
export interface PostingBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

/**
 * Headings of the company's own sections (English and French, the languages of the boards read
 * so far): about the company but not about the role or team, benefits, values, hiring process.
 */
const COMPANY_SECTION = new RegExp(
  [
    String.raw`^(about|à propos)\b(?!\s+(the\s+|this\s+|our\s+)?(role|job|position|team|opportunity|you|work|department|squad|product|project|mission|candidate|stack|tech))`,
    `^(who (we are|are we)|our company|the company|company (overview|description|profile)|company$)`,
    String.raw`^our (story|mission|values|culture|benefits|perks|commitment|promise|offices?|locations?|hiring process)\b`,
    String.raw`^life at\b`,
    String.raw`^why\b(?!.*\b(role|position|job|you['’]ll love this)\b)`,
    `^(what we offer|what (we|we['’]re) offering|what['’]s in it for you|benefits|perks|compensation|salary|pay (range|transparency)|alongside a competitive salary)`,
    `^(equal (employment )?opportunit|diversity|eeo|accommodations?|privacy|data protection notice)`,
    `^((our |the )?(hiring|interview|recruitment|recruiting) process|how (we|to) (hire|apply)|learn how we think)`,
    String.raw`^(\S+['’]s values|values\b|these aren['’]t just words)`,
    String.raw`^((our|\S+['’]s) teams\b|(les |tes )?moyens pour réussir|ce que tu auras pour réussir|what you['’]ll get\b|what you get\b)`,
    // 'We offer…', 'Nous concevons des offres…': what the company sells or gives, not the job.
    String.raw`^(we|nous) (offer|provide|serve|help|concevons|proposons|accompagnons|offrons)\b`,
    `^(l['’]histoire|le package|l['’]environnement|pourquoi (nous )?rejoindre|une méthodologie|(tes |les )?perspectives d['’]évolution|perspectives d['’]évolution|les opportunités d['’]évolution|les voies qui|le process(us)? de recrutement|déroulement des entretiens|pour information|l['’]accompagnement|prêt·?e? à nous rejoindre|qui sommes[- ]nous|nos avantages|avantages|ce que nous (t['’]|vous )?offrons|si ton parcours retient)`,
  ].join('|'),
  'iu',
);

/** Sentences that are benefits, legal statements or pay, wherever they stand. */
const COMPANY_SENTENCE =
  /\b(diversité|égalité des chances|benefits? (package|includes?|plan|policy)|our benefits|perks|health (insurance|coverage|care)|medical (aid|insurance|cover\w*)|dental|vision insurance|insurance|401 ?\(?k\)?|pension|provident fund|paid time off|pto|annual leave|days? leave|parental leave|maternity|paternity|paw-?ternity|wellness|well-?being|gym|stipend|allowance|equal (employment )?opportunit\w*|eeo|affirmative action|discriminat\w*|reasonable accommodations?|protected veteran|disabilit(y|ies)|gender identity|sexual orientation|privacy (notice|policy)|recruitment (fraud|scams?)|salary range|pay range|base salary|compensation (package|range)|restricted stock|rsus?|stock options|equity (grant|package|terms)|mutuelle|tickets?[- ]restaurants?|rtt|crèche|actionnariat|épargne salariale)\b/iu;

/**
 * Lines naming the company's partners or clients ('les partenaires AWS, GCP, Snowflake', 'alliances
 * with Google Cloud and AWS'): the products there are other companies, not the job's tools.
 */
const PARTNER_LINE =
  /\b(partners?|partenaires?|alliances?|partnerships?)\s+(with\s+|avec\s+|like\s+|such as\s+|including\s+|\()?(\p{Lu}|\p{N})|\b(clients?|customers?|brands?)\s+(like|such as|include|including|comme)\s+\p{Lu}/u;

/** Company-history openings: 'Founded in 2019, …', 'Since 2013, …'. */
const HISTORY_SENTENCE = /^(founded in|since|depuis|créée? en|established in)\s+\d{4}\b/i;

/** Verbs a sentence about the company opens with after its name ('Luno is…', 'Theodo accompagne…'). */
const COMPANY_VERB =
  /^(is|was|has|have|helps?|builds?|provides?|offers?|enables?|empowers?|connects?|makes?|powers?|works?|started|began|became|sits|stores|serves|operates|specialises|specializes|grew|employs|est|a|connait|connaît|compte|génère|propose|aide|développe|accompagne|regroupe|rassemble)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“(])/u);
}

/** True when a sentence opens with the company's name and tells of the company. */
function aboutTheCompany(sentence: string, names: readonly RegExp[]): boolean {
  if (HISTORY_SENTENCE.test(sentence)) return true;
  for (const name of names) {
    const m = name.exec(sentence);
    if (!m) continue;
    // 'Theodo UK is…', 'Theodo Cloud est…': up to two capitalised words may follow the name.
    const rest = sentence.slice(m[0].length).replace(/^(\s+\p{Lu}[\p{L}&.-]*){0,2}\s+/u, '');
    if (COMPANY_VERB.test(rest)) return true;
  }
  return false;
}

/**
 * The lines of a posting its skills are read from: every block outside the company's own sections
 * and apart from lists of partners and clients, without the sentences about benefits, pay, equal
 * opportunity or the company itself.
 */
export function skillLines(blocks: readonly PostingBlock[], companyNames: readonly string[] = []): string[] {
  const names = companyNames
    .map((n) => n.trim())
    .filter((n) => n.length >= 2)
    .map((n) => new RegExp(`^(the\\s+)?${escapeRegExp(n)}(?![\\p{L}\\p{N}])`, 'iu'));
  const lines: string[] = [];
  let inCompanySection = false;
  for (const block of blocks) {
    const text = block.text.trim();
    // Boards mark some headings only by a short line of their own: 'Pourquoi rejoindre Theodo ?',
    // 'What you will do:'. A question opens a company section only when it names one.
    const short = text.length <= 80;
    const companySection =
      (block.kind === 'heading' || (short && /[?:]$/.test(text))) && COMPANY_SECTION.test(text);
    if (block.kind === 'heading' || companySection || (short && /:$/.test(text))) {
      inCompanySection = companySection;
      if (!companySection) lines.push(block.text);
      continue;
    }
    if (inCompanySection) continue;
    if (PARTNER_LINE.test(block.text)) continue;
    const kept = sentences(block.text).filter((s) => !COMPANY_SENTENCE.test(s) && !aboutTheCompany(s, names));
    if (kept.length > 0) lines.push(kept.join(' '));
  }
  return lines;
}

/**
 * The skills a posting asks for, read from its title and its skill lines (see skillLines), never
 * from the company's own names. At most `limit`, title first, then the most named.
 */
export function postingSkills(
  lexicon: SkillLexicon,
  posting: { title: string; blocks: readonly PostingBlock[]; companyNames: readonly string[] },
  limit = 15,
): string[] {
  return extractSkills(
    lexicon,
    {
      title: posting.title,
      text: skillLines(posting.blocks, posting.companyNames).join('\n'),
      exclude: posting.companyNames,
    },
    limit,
  );
}
