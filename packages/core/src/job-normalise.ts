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

/** A board's employment value ('FullTime', 'Permanent', 'CDI', 'Stage', 'Contract', …), or null. */
export function jobTypeFromValue(value: string | null | undefined): JobType | null {
  const v = (value ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  if (!v) return null;
  if (
    /intern|stage|stagiaire|trainee|apprentice|alternance|werkstudent|workingstudent|graduateprogram/.test(v)
  ) {
    return 'internship';
  }
  if (/parttime|teilzeit|tempspartiel/.test(v)) return 'part-time';
  if (/contract|contractor|freelance|consultant|cdd/.test(v)) return 'contract';
  if (/temporary|temp$|fixedterm|seasonal|befristet/.test(v)) return 'temporary';
  if (/fulltime|permanent|cdi|vollzeit|regular|employee|tempsplein/.test(v)) return 'full-time';
  return null;
}

/** The board's value, else the title's words, else full-time (what tech postings that say nothing are). */
export function inferJobType(posting: { declared?: string | null; title?: string | null }): JobType {
  const declared = jobTypeFromValue(posting.declared);
  if (declared) return declared;
  const title = posting.title ?? '';
  if (
    /\b(intern|internship|stage|stagiaire|trainee|apprentice(ship)?|alternance|werkstudent|working student)\b/i.test(
      title,
    )
  ) {
    return 'internship';
  }
  if (/\b(contract|contractor|freelance|freelancer)\b/i.test(title)) return 'contract';
  if (/\bpart[- ]time\b/i.test(title)) return 'part-time';
  if (/\b(temporary|fixed[- ]term|seasonal)\b/i.test(title)) return 'temporary';
  return 'full-time';
}

const LEAD_TITLE =
  /\b(director|head of|vp|svp|evp|vice president|chief|cto|cio|ciso|coo|ceo|principal|lead(?! generation)|leader|engineering manager|manager of|team manager|staff\s+(\w+\s+){0,3}(engineer|scientist|developer|designer|researcher))\b/i;
const SENIOR_TITLE = /\b(senior|sr\.?|snr|expert|architect|iii|iv)\b/i;
const ENTRY_TITLE =
  /\b(junior|jr\.?|graduate|grad|new grad|intern|internship|trainee|apprentice|entry[- ]level|entry|early[- ]career|associate|stage|stagiaire|alternance|werkstudent|i)\b/i;

/** The smallest 'N years' of experience a posting asks for, or null. */
export function yearsOfExperience(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = text.match(
    /\b(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(?:[a-z-]+\s+){0,4}?(?:experience|expérience)/i,
  );
  if (!m) return null;
  const years = Number(m[1]);
  return years <= 40 ? years : null;
}

/**
 * Spec levels entry, mid, senior, lead. The title decides when it says (lead before senior before
 * entry: 'Senior Staff Engineer' is lead, 'Associate Director' is lead); otherwise the years of
 * experience asked for (under 2 entry, under 5 mid, then senior); otherwise mid.
 */
export function inferExperienceLevel(posting: {
  title?: string | null;
  text?: string | null;
}): ExperienceLevel {
  const title = posting.title ?? '';
  if (LEAD_TITLE.test(title)) return 'lead';
  if (SENIOR_TITLE.test(title)) return 'senior';
  if (ENTRY_TITLE.test(title)) return 'entry';
  const years = yearsOfExperience(posting.text);
  if (years !== null) return years < 2 ? 'entry' : years < 5 ? 'mid' : 'senior';
  return 'mid';
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
