/**
 * The country a user says they live in or come from ("I live in Ireland", "based in the UK"),
 * read from free text. Tools that hold figures for one country (the degree tool's U.S. figures)
 * use it to label them or to say they have none for the user's country.
 */

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The name the product writes ('the United Kingdom', 'Ireland'). */
  name: string;
}

// Names and common other names, matched as whole words. "US" only in capitals (not the pronoun).
// biome-ignore format: one line per country keeps the table readable.
const COUNTRIES: ReadonlyArray<{ code: string; name: string; names: readonly string[]; exact?: readonly string[] }> = [
  { code: 'US', name: 'the United States', names: ['united states', 'united states of america', 'usa', 'u.s.a.', 'u.s.', 'america'], exact: ['US'] },
  { code: 'GB', name: 'the United Kingdom', names: ['united kingdom', 'uk', 'u.k.', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland'] },
  { code: 'IE', name: 'Ireland', names: ['ireland', 'republic of ireland'] },
  { code: 'CA', name: 'Canada', names: ['canada'] },
  { code: 'AU', name: 'Australia', names: ['australia'] },
  { code: 'NZ', name: 'New Zealand', names: ['new zealand'] },
  { code: 'IN', name: 'India', names: ['india'] },
  { code: 'PK', name: 'Pakistan', names: ['pakistan'] },
  { code: 'BD', name: 'Bangladesh', names: ['bangladesh'] },
  { code: 'NG', name: 'Nigeria', names: ['nigeria'] },
  { code: 'KE', name: 'Kenya', names: ['kenya'] },
  { code: 'ZA', name: 'South Africa', names: ['south africa'] },
  { code: 'EG', name: 'Egypt', names: ['egypt'] },
  { code: 'GH', name: 'Ghana', names: ['ghana'] },
  { code: 'DE', name: 'Germany', names: ['germany'] },
  { code: 'FR', name: 'France', names: ['france'] },
  { code: 'ES', name: 'Spain', names: ['spain'] },
  { code: 'IT', name: 'Italy', names: ['italy'] },
  { code: 'PT', name: 'Portugal', names: ['portugal'] },
  { code: 'NL', name: 'the Netherlands', names: ['netherlands', 'holland'] },
  { code: 'BE', name: 'Belgium', names: ['belgium'] },
  { code: 'CH', name: 'Switzerland', names: ['switzerland'] },
  { code: 'AT', name: 'Austria', names: ['austria'] },
  { code: 'SE', name: 'Sweden', names: ['sweden'] },
  { code: 'NO', name: 'Norway', names: ['norway'] },
  { code: 'DK', name: 'Denmark', names: ['denmark'] },
  { code: 'FI', name: 'Finland', names: ['finland'] },
  { code: 'PL', name: 'Poland', names: ['poland'] },
  { code: 'RO', name: 'Romania', names: ['romania'] },
  { code: 'UA', name: 'Ukraine', names: ['ukraine'] },
  { code: 'GR', name: 'Greece', names: ['greece'] },
  { code: 'TR', name: 'Türkiye', names: ['turkey', 'türkiye', 'turkiye'] },
  { code: 'AE', name: 'the United Arab Emirates', names: ['united arab emirates', 'uae', 'dubai'] },
  { code: 'SA', name: 'Saudi Arabia', names: ['saudi arabia'] },
  { code: 'SG', name: 'Singapore', names: ['singapore'] },
  { code: 'MY', name: 'Malaysia', names: ['malaysia'] },
  { code: 'PH', name: 'the Philippines', names: ['philippines'] },
  { code: 'ID', name: 'Indonesia', names: ['indonesia'] },
  { code: 'VN', name: 'Vietnam', names: ['vietnam', 'viet nam'] },
  { code: 'CN', name: 'China', names: ['china'] },
  { code: 'JP', name: 'Japan', names: ['japan'] },
  { code: 'KR', name: 'South Korea', names: ['south korea', 'korea'] },
  { code: 'BR', name: 'Brazil', names: ['brazil'] },
  { code: 'MX', name: 'Mexico', names: ['mexico'] },
  { code: 'AR', name: 'Argentina', names: ['argentina'] },
  { code: 'CO', name: 'Colombia', names: ['colombia'] },
  { code: 'CL', name: 'Chile', names: ['chile'] },
];

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words before a place that say the user lives there or comes from it. */
const HOME_CUE =
  /\b(?:live|living|lives|based|located|reside|residing|resident|from|moved to|moving to|move to|relocating to|citizen of|grew up)\s+(?:here\s+)?(?:in\s+)?(?:the\s+)?$/i;

interface Found {
  country: Country;
  index: number;
  cued: boolean;
}

/**
 * The user's country from their text: a country named after "live in", "based in", "from" and
 * the like wins; otherwise the first country named. Null when none is named.
 */
export function userCountry(text: string): Country | null {
  const found: Found[] = [];
  for (const entry of COUNTRIES) {
    const patterns = [
      ...entry.names.map((n) => new RegExp(`(?<![\\p{L}.])${escapePattern(n)}(?![\\p{L}])`, 'giu')),
      ...(entry.exact ?? []).map((n) => new RegExp(`(?<![\\p{L}.])${escapePattern(n)}(?![\\p{L}])`, 'gu')),
    ];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        // 'Ireland' inside 'Northern Ireland' is the United Kingdom's.
        if (entry.code === 'IE' && /northern\s+$/i.test(text.slice(0, match.index))) continue;
        const before = text.slice(Math.max(0, match.index - 40), match.index);
        found.push({
          country: { code: entry.code, name: entry.name },
          index: match.index,
          cued: HOME_CUE.test(before),
        });
      }
    }
  }
  if (found.length === 0) return null;
  found.sort((a, b) => Number(b.cued) - Number(a.cued) || a.index - b.index);
  return found[0]!.country;
}
