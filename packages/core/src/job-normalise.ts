import type { ExperienceLevel, JobType, RemoteType } from './job-options.ts';

/**
 * How a posting from any job board becomes the Job entity's normalised fields: work type
 * (remote_type), job type, experience level and salary range. The boards say some of this in their
 * own words (Lever's workplaceType, Ashby's employmentType, a Greenhouse metadata field); what they
 * do not say is read from the title and, last, the text.
 */

const has = (pattern: RegExp, ...texts: Array<string | null | undefined>) =>
  texts.some((text) => text && pattern.test(text));

/** A board's own work-type value ('remote', 'OnSite', 'in office', …), or null when it says nothing usable. */
export function remoteTypeFromValue(value: string | null | undefined): RemoteType | null {
  const v = (value ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  if (!v) return null;
  if (v.includes('hybrid')) return 'hybrid';
  if (v.includes('remote') || v === 'anywhere' || v === 'wfh') return 'remote';
  if (['onsite', 'inoffice', 'office', 'inperson', 'onpremise', 'onpremises'].includes(v)) return 'onsite';
  return null;
}

/**
 * Spec values remote, hybrid, onsite. The board's value wins; then the location and title ('Remote -
 * US', 'Berlin (Hybrid)'); then the posting text when it states a working model; then a posting
 * with a place is on-site. Null when nothing says.
 */
export function inferRemoteType(posting: {
  declared?: string | null;
  location?: string | null;
  title?: string | null;
  text?: string | null;
}): RemoteType | null {
  const declared = remoteTypeFromValue(posting.declared);
  if (declared) return declared;
  if (has(/\bhybrid\b/i, posting.location, posting.title)) return 'hybrid';
  if (has(/\b(remote|anywhere|work from home|wfh)\b/i, posting.location, posting.title)) return 'remote';
  if (
    has(
      /\bhybrid (role|position|work|working|model|schedule|set-?up|arrangement|environment|policy)\b|\b(two|three|four|[234]) days (a|per) week (in|at) (the|our) office\b/i,
      posting.text,
    )
  ) {
    return 'hybrid';
  }
  if (
    has(
      /\b(fully|100%|completely) remote\b|\bremote[- ]first\b|\bwork from anywhere\b|\bthis (role|position) is remote\b|\bremote (role|position)\b/i,
      posting.text,
    )
  ) {
    return 'remote';
  }
  return posting.location?.trim() ? 'onsite' : null;
}

/** Employment words of the boards and postings, by type (English, French, German). */
const EMPLOYMENT_VALUES: ReadonlyArray<[JobType, RegExp]> = [
  [
    'internship',
    /intern|stage|stagiaire|trainee|apprentice|alternance|werkstudent|workingstudent|graduateprogram/,
  ],
  ['temporary', /temporary|temp$|fixedterm|seasonal|befristet|cdd/],
  ['contract', /contract|contractor|freelance|consultant/],
  ['part-time', /parttime|teilzeit|tempspartiel/],
  ['full-time', /fulltime|permanent|cdi|vollzeit|regular|employee|tempsplein/],
];

/**
 * A board's employment value ('FullTime', 'Permanent', 'CDI', 'Stage', 'Contract', …), or null.
 * An internship or a fixed term says more than anything beside it ('Internship, Full-time');
 * otherwise the first type named wins ('Permanent / Contract' is permanent).
 */
export function jobTypeFromValue(value: string | null | undefined): JobType | null {
  const v = (value ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  if (!v) return null;
  if (EMPLOYMENT_VALUES[0]![1].test(v)) return 'internship';
  if (EMPLOYMENT_VALUES[1]![1].test(v)) return 'temporary';
  let first: { type: JobType; at: number } | null = null;
  for (const [type, pattern] of EMPLOYMENT_VALUES.slice(2)) {
    const at = v.search(pattern);
    if (at >= 0 && (first === null || at < first.at)) first = { type, at };
  }
  return first?.type ?? null;
}

/** 'Full-time' and 'Part-time' say how many hours, not that a post is permanent: an internship can be full-time. */
const HOURS_ONLY_VALUE = /^(full|part)[\s_-]*time$/i;

const INTERNSHIP_TITLE =
  /\b(intern|internship|stage|stagiaire|trainee|apprentice(ship)?|alternance|alternant|werkstudent|working student)\b/i;
const CONTRACT_TITLE = /\b(contract|contractor|freelance|freelancer)\b/i;
const PART_TIME_TITLE = /\bpart[- ]time\b/i;
const TEMPORARY_TITLE = /\b(temporary|fixed[- ]term|seasonal|maternity cover|cdd)\b/i;

/** What a posting says of its own term: 'a 3-6 month internship', 'this is a fixed-term role'. */
const INTERNSHIP_TEXT = new RegExp(
  [
    String.raw`\b\d+\s*(?:(?:-|–|to|à)\s*\d+\s*)?[- ]?(?:months?|mois)\s+(?:paid\s+|unpaid\s+|full[- ]time\s+)?(?:internship|intern|stage)\b`,
    String.raw`\b(?:internship|stage)\s+(?:of|de|for|lasting)\s+(?:\d+\s*(?:(?:-|–|to|à)\s*\d+\s*)?)?(?:months?|mois)\b`,
    String.raw`\bthis (?:is an? )?(?:paid |unpaid |full[- ]time |part[- ]time |summer )?internship\b`,
    String.raw`\bthe internship (?:is|runs|lasts|will|starts)\b`,
    String.raw`\bstage de fin d['’]études\b`,
    String.raw`\b(?:join (?:us|our team|the team)|you will (?:join|work)) as an? (?:summer |paid )?intern\b`,
  ].join('|'),
  'i',
);
const TEMPORARY_TEXT =
  /\b(?:fixed[- ]term|temporary)\s+(?:contract|role|position|basis|assignment|employment)\b|\bcontrat à durée déterminée\b|\bmaternity (?:cover|leave cover)\b/i;
const CONTRACT_TEXT =
  /\b(?:contract|contractor|freelance)\s+(?:role|position|assignment|opportunity|basis|engagement)\b|\bindependent contractor\b|\b\d+[- ]months?\s+contract\b/i;
const PART_TIME_TEXT = /\bpart[- ]time\s+(?:role|position|job|basis|contract|employment)\b/i;

function statedJobType(title: string, text: string): JobType | null {
  if (INTERNSHIP_TITLE.test(title)) return 'internship';
  if (CONTRACT_TITLE.test(title)) return 'contract';
  if (TEMPORARY_TITLE.test(title)) return 'temporary';
  if (PART_TIME_TITLE.test(title)) return 'part-time';
  if (INTERNSHIP_TEXT.test(text)) return 'internship';
  if (TEMPORARY_TEXT.test(text)) return 'temporary';
  if (CONTRACT_TEXT.test(text)) return 'contract';
  if (PART_TIME_TEXT.test(text)) return 'part-time';
  return null;
}

/**
 * Spec values full-time, part-time, contract, internship, temporary. The board's own value wins
 * ('CDI', 'Stage de fin d'études', 'Contract'), except that 'Full-time' or 'Part-time' only says
 * how many hours, so a title or text stating an internship, contract or fixed term overrides it;
 * then the title's words, then what the text says of the post ('this 6-month internship');
 * else full-time, what tech postings that say nothing are.
 */
export function inferJobType(posting: {
  declared?: string | null;
  title?: string | null;
  text?: string | null;
}): JobType {
  const declared = jobTypeFromValue(posting.declared);
  const hoursOnly = declared !== null && HOURS_ONLY_VALUE.test((posting.declared ?? '').trim());
  if (declared && !hoursOnly) return declared;
  const stated = statedJobType(posting.title ?? '', posting.text ?? '');
  if (stated && stated !== 'part-time') return stated;
  return declared ?? stated ?? 'full-time';
}

/** A board's own level value ('Senior', 'Entry level', 'Internship', 'Director'), or null. */
export function experienceLevelFromValue(value: string | null | undefined): ExperienceLevel | null {
  const v = (value ?? '').toLowerCase();
  if (!v.trim()) return null;
  if (/\b(intern|internship|student|trainee|stage)\b/.test(v)) return 'intern';
  if (/\b(director|executive|head|vp|vice president|lead|principal|staff|manager)\b/.test(v)) return 'lead';
  if (/\b(senior|sr|expert|advanced)\b/.test(v)) return 'senior';
  if (/\b(mid|intermediate|experienced|professional)\b/.test(v)) return 'mid';
  if (/\b(entry|junior|jr|graduate|associate|early career|beginner)\b/.test(v)) return 'entry';
  return null;
}

/** An intern's title ('Data Analyst Intern', 'Stagiaire'), but not a post that runs internships. */
const INTERN_TITLE =
  /\b(intern|internship|stagiaire|stage|trainee|werkstudent|working student)\b(?!\s+(coordinator|program|programme|recruit\w*|manager|lead))/i;
const LEAD_TITLE =
  /\b(director|directeur|directrice|head of|head|vp|rvp|avp|svp|evp|vice president|chief|cto|cio|ciso|coo|ceo|principal|lead(?! generation)|leader|engineering manager|manager of|team manager|staff\s+(\w+\s+){0,3}(engineer|scientist|developer|designer|researcher))\b/i;
const SENIOR_TITLE = /\b(senior|sr\.?|snr|expert|architect|iii|iv|expérimentée?|confirmée?)(?=\W|$)/i;
const MID_TITLE = /\b(intermediate|mid[- ]level|mid(?![- ]?market))\b/i;
const ENTRY_TITLE =
  /\b(junior|jr\.?|graduate|grad|new grad|entry[- ]level|entry|early[- ]careers?|associate|i)\b/i;
/** Roles that are where people start: support and sales representatives, agents, assistants. */
const ENTRY_ROLE_TITLE =
  /\b(customer (success|service|support|care|experience) (consultant|agent|associate|advisor|representative|specialist)|(sales|business development|support|call cent(er|re)) (representative|rep|agent|associate)|bdr|sdr|assistant)\b|(?<!\b(ai|llm|ml|software)\s+)\bagents?\b/i;
/** 'Senior / Staff Engineer' hires at either level: the first one is the bar. */
const LEVEL_ALTERNATIVES =
  /\b(junior|jr\.?|mid[- ]level|intermediate|senior|sr\.?)\s*(\/|\bor\b|&)\s*(mid[- ]level|intermediate|senior|staff|principal|lead)\b/i;

/** What a posting says of its own level: 'As a Mid-Level Android Developer', 'It's a mid-level role'. */
const STATED_LEVEL =
  /\b(?:as an?|this is an?|it['’]s an?|in this) (junior|entry[- ]level|graduate|intermediate|mid[- ]level|senior)\b/i;
/** A posting open to people without experience: 'no experience required', 'a first experience'. */
const ENTRY_TEXT =
  /\b(no (prior |previous )?experience (is )?(required|needed|necessary)|(recent|new) grad(uate)?s?\b|first (professional )?experience|early in (their|your) careers?|première expérience|jeunes? diplômée?s?|aucune expérience (requise|nécessaire)|pas encore (un·e |une? )?\S+ (chevronnée?|confirmée?|expérimentée?))/i;

const YEARS_ASKED = new RegExp(
  [
    // '5+ years of backend experience', 'between 3 and 5 years of experience', '2-4 yrs experience'
    String.raw`\b(\d{1,2})\s*\+?\s*(?:(?:-|–|to|and)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(?:[a-z-]+\s+){0,4}?experience`,
    // '3 à 8 ans d'expérience', 'entre 2 et 5 ans d'expériences', '+3 ans d'xp', '5ans d'expérience'
    String.raw`(?:^|[\s(+])\+?(\d{1,2})\s*\+?\s*(?:(?:à|-|–|et)\s*\d{1,2}\s*)?(?:ans|années)\s+d['’](?:expériences?|xp)\b`,
  ].join('|'),
  'gi',
);
/** Someone else's experience ('our CTO, who has over 12 years of experience'), not the post's. */
const THIRD_PARTY_BEFORE =
  /\b(cto|ceo|coo|founders?|fondat(eur|rice)s?|managers?|team|équipe|company|entreprise|groupe|group)\b[^.!?\n]{0,30}$/i;

/** The years of experience a posting asks for (the first figure stated for the candidate), or null. */
export function yearsOfExperience(text: string | null | undefined): number | null {
  if (!text) return null;
  for (const m of text.matchAll(YEARS_ASKED)) {
    if (THIRD_PARTY_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const years = Number(m[1] ?? m[2]);
    if (years <= 40) return years;
  }
  return null;
}

function levelOfStatedWord(word: string): ExperienceLevel {
  const w = word.toLowerCase();
  if (/senior/.test(w)) return 'senior';
  if (/intermediate|mid/.test(w)) return 'mid';
  return 'entry';
}

/**
 * Levels intern, entry, mid, senior, lead (the spec colours the last four). An internship is an
 * intern's post whatever its title says ('Bras droit CEO - Stage'); then the board's own level;
 * then the title (an intern's title on any contract, then lead before senior before mid before entry: 'Senior Staff Engineer' is lead,
 * 'Associate Director' is lead, but 'Senior / Staff' hires from senior); then what the text says
 * of the post ('as a mid-level developer'), the years of experience asked for (under 2 entry,
 * under 5 mid, then senior) and whether it welcomes people without experience; otherwise mid.
 */
export function inferExperienceLevel(posting: {
  declared?: string | null;
  title?: string | null;
  text?: string | null;
  jobType?: JobType | null;
}): ExperienceLevel {
  if (posting.jobType === 'internship') return 'intern';
  const declared = experienceLevelFromValue(posting.declared);
  if (declared) return declared;
  const title = posting.title ?? '';
  if (INTERN_TITLE.test(title)) return 'intern';
  const alternatives = LEVEL_ALTERNATIVES.exec(title);
  if (alternatives) return levelOfStatedWord(alternatives[1]!);
  if (LEAD_TITLE.test(title)) return 'lead';
  if (SENIOR_TITLE.test(title)) return 'senior';
  if (MID_TITLE.test(title)) return 'mid';
  if (ENTRY_TITLE.test(title) || ENTRY_ROLE_TITLE.test(title)) return 'entry';
  const text = posting.text ?? '';
  const stated = STATED_LEVEL.exec(text);
  if (stated) return levelOfStatedWord(stated[1]!);
  const years = yearsOfExperience(text);
  if (years !== null) return years < 2 ? 'entry' : years < 5 ? 'mid' : 'senior';
  if (ENTRY_TEXT.test(text)) return 'entry';
  return 'mid';
}

/**
 * The name a posting's company is shown by: the board's own company name where its API gives
 * one (Greenhouse's company_name), else the name configured for the board, else a readable form
 * of the board's slug ('binance' → 'Binance', 'mama-money' → 'Mama Money').
 */
export function companyDisplayName(names: {
  board?: string | null;
  configured?: string | null;
  slug: string;
}): string {
  const own = names.board?.trim() || names.configured?.trim();
  if (own) return own;
  return names.slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export type SalaryInterval = 'year' | 'month' | 'week' | 'day' | 'hour';

export interface SalaryRange {
  min: number | null;
  max: number | null;
  /** ISO 4217, e.g. USD. */
  currency: string;
  interval: SalaryInterval | null;
}

/** A board's interval ('per-year-salary', '1 YEAR', 'hourly', …). */
export function salaryIntervalFromValue(value: string | null | undefined): SalaryInterval | null {
  const v = (value ?? '').toLowerCase();
  if (/year|annual|annum/.test(v)) return 'year';
  if (/month/.test(v)) return 'month';
  if (/week/.test(v)) return 'week';
  if (/day|daily/.test(v)) return 'day';
  if (/hour/.test(v)) return 'hour';
  return null;
}

function money(amount: number, currency: string): string {
  const compact = amount >= 10_000;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: compact ? 'compact' : 'standard',
      maximumFractionDigits: compact ? 1 : amount % 1 === 0 ? 0 : 2,
    })
      .format(amount)
      .replace(/\u00a0/g, ' ');
  } catch {
    // Not an ISO currency code: say it in front.
    return `${currency} ${amount.toLocaleString('en-US')}`;
  }
}

/** '$120K - $150K / year', '€45K / year', 'From $60 / hour'; null without any amount. */
export function formatSalaryRange(range: SalaryRange): string | null {
  const { min, max, currency } = range;
  const valid = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;
  const lo = valid(min) ? min : null;
  const hi = valid(max) ? max : null;
  let amount: string;
  if (lo !== null && hi !== null) {
    const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
    amount = a === b ? money(a, currency) : `${money(a, currency)} - ${money(b, currency)}`;
  } else if (lo !== null) {
    amount = `From ${money(lo, currency)}`;
  } else if (hi !== null) {
    amount = `Up to ${money(hi, currency)}`;
  } else {
    return null;
  }
  return range.interval ? `${amount} / ${range.interval}` : amount;
}

const SYMBOL_CURRENCY: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR' };
const AMOUNT = String.raw`(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?([kK])?`;
const RANGE_IN_TEXT = new RegExp(
  String.raw`([$£€])\s?${AMOUNT}\s*(?:([A-Z]{3})\s*)?(?:-|–|—|to)\s*(?:[$£€])?\s?${AMOUNT}(?:\s*([A-Z]{3})\b)?`,
);

function parseAmount(digits: string, thousands: string | undefined): number {
  // '150,000' and '150.000' are thousands; '85.5' (with k) is a decimal.
  const plain = /^\d{1,3}(?:[,.]\d{3})+$/.test(digits) ? digits.replace(/[,.]/g, '') : digits;
  return Number(plain) * (thousands ? 1000 : 1);
}

/**
 * A pay range stated in a posting's text ('$150,000—$200,000 USD', '$120k-$150k', '£45,000 to
 * £55,000 per annum'), or null. Amounts under 1,000 are hourly unless the text says otherwise.
 */
export function findSalaryInText(text: string | null | undefined): SalaryRange | null {
  if (!text) return null;
  const m = RANGE_IN_TEXT.exec(text);
  if (!m) return null;
  const [, symbol, d1, k1, code1, d2, k2, code2] = m;
  const min = parseAmount(d1!, k1 ?? k2);
  const max = parseAmount(d2!, k2);
  if (!(min > 0 && max >= min && max <= min * 10)) return null;
  const code = code2 ?? code1;
  const currency = code && /^[A-Z]{3}$/.test(code) ? code : SYMBOL_CURRENCY[symbol!]!;
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
  const interval =
    salaryIntervalFromValue(
      after.match(
        /per (year|annum|month|week|day|hour)|an hour|hourly|\/\s?(hr|hour|h)\b|annually|yearly|monthly/i,
      )?.[0],
    ) ??
    (/\/\s?(hr|h)\b|an hour|hourly/i.test(after) ? 'hour' : null) ??
    (min >= 1000 ? 'year' : 'hour');
  return { min, max, currency, interval };
}
