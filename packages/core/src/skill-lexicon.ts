/**
 * The skill lexicon: every skill the product knows (the catalogue's course skills and the career
 * paths' skills, given by the caller, plus the synonyms below), and how to find them in free text
 * such as a job posting. Pure: the caller builds a lexicon once and reuses it.
 *
 * Matching works on tokens, not raw substrings, so 'Java' is not found in 'JavaScript' and 'Git' not
 * in 'GitHub': a token is a run of letters and digits that may carry '+' and '#' ('C++', 'C#') and
 * inner dots ('Node.js', '.NET'). A skill of several words matches when its tokens follow each other
 * separated by spaces or hyphens ('machine-learning'), or by a slash where the skill has one ('CI/CD').
 * British and American spellings share a key ('modelling' and 'modeling').
 */

/** Canonical name → other ways postings write it. Matching is case-insensitive unless listed in CASE_SENSITIVE. */
export const SKILL_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  JavaScript: ['JS', 'ECMAScript'],
  TypeScript: ['TS'],
  Kubernetes: ['k8s'],
  PostgreSQL: ['Postgres'],
  'Node.js': ['NodeJS', 'Node'],
  React: ['React.js', 'ReactJS'],
  'Vue.js': ['Vue', 'VueJS'],
  Angular: ['AngularJS'],
  'Next.js': ['NextJS'],
  AWS: ['Amazon Web Services'],
  'Google Cloud': ['GCP', 'Google Cloud Platform'],
  'Microsoft Azure': ['Azure'],
  'Machine learning': ['ML'],
  'Large language models': ['LLM', 'LLMs', 'large language model'],
  'Natural language processing': ['NLP'],
  'Retrieval augmented generation': ['RAG'],
  'Generative AI': ['GenAI', 'Gen AI'],
  'Infrastructure as code': ['IaC'],
  'Site reliability': ['SRE', 'site reliability engineering'],
  'C#': ['CSharp'],
  '.NET': ['dotnet', '.NET Core'],
  'scikit-learn': ['sklearn'],
  'A/B testing': ['A/B tests', 'AB testing'],
  'User research': ['UX research'],
  Excel: ['Microsoft Excel', 'MS Excel'],
  'Power BI': ['PowerBI'],
  'REST APIs': ['REST', 'RESTful', 'REST API', 'RESTful APIs'],
  'SQL Server': ['MSSQL', 'Microsoft SQL Server'],
  MongoDB: ['Mongo'],
  Elasticsearch: ['Elastic Search'],
  'Apache Spark': ['Spark', 'PySpark'],
  Kafka: ['Apache Kafka'],
  Airflow: ['Apache Airflow'],
  'Google Kubernetes Engine': ['GKE'],
  'Amazon EC2': ['EC2'],
  'Amazon S3': ['S3'],
  'CI/CD': ['continuous integration and delivery', 'continuous delivery'],
  Go: ['Golang'],
  Rust: [],
  Ruby: [],
  'Ruby on Rails': ['Rails', 'RoR'],
  PHP: [],
  GraphQL: [],
  Redis: [],
  Elixir: [],
  Grafana: [],
  iOS: [],
  Android: [],
  Express: ['Express.js', 'ExpressJS'],
  Unity: ['Unity3D'],
  Swift: [],
};

/**
 * Skills (and aliases) that are ordinary words as well; they match only written exactly so
 * ('Go', not 'go'; 'React', not 'react quickly').
 */
export const CASE_SENSITIVE_SKILLS: ReadonlySet<string> = new Set([
  'Go',
  'Rust',
  'Ruby',
  'Swift',
  'Unity',
  'Express',
  'React',
  'Angular',
  'Spark',
  'Excel',
  'Rails',
  'Node',
  'REST',
  'ML',
  'SRE',
  'RAG',
  'S3',
  'Vault',
  'Flow',
  'Apex',
  'Frame',
  'Prism',
  'Hive',
  'Flux',
  'Discover',
  'Maya',
  'Fusion',
  'Gemini',
  'Dash',
  'Panorama',
  'Looker',
  'Windows',
  'Lean',
  'Snowflake',
  'Sling',
  'Vue',
  'Mongo',
  'Postgres',
  'JS',
  'TS',
]);

/**
 * Skills too general to mean anything when a posting happens to use the word ('Security',
 * 'Writing', 'Training'). They stay valid skills; they are only not read out of free text.
 */
export const GENERIC_SKILLS: ReadonlySet<string> = new Set(
  [
    'acceleration',
    'aggregation',
    'aggregations',
    'annotation',
    'architecture',
    'arrays',
    'artifacts',
    'assemblies',
    'attention',
    'attribution',
    'audiences',
    'authorization',
    'billing',
    'blueprints',
    'boards',
    'branches',
    'calculations',
    'charts',
    'classification',
    'clustering',
    'collaboration',
    'collections',
    'commits',
    'communication',
    'compute',
    'conditions',
    'configuration',
    'connectors',
    'conversions',
    'corridors',
    'customization',
    'deployment',
    'deployments',
    'dictionaries',
    'dimensioning',
    'distributions',
    'documentation',
    'drawings',
    'empiricism',
    'entanglement',
    'entitlements',
    'evaluation',
    'exceptions',
    'exporting',
    'fairness',
    'families',
    'fields',
    'filters',
    'finance',
    'fit-to-standard',
    'formulas',
    'functions',
    'grading',
    'heatmaps',
    'heuristics',
    'hiring',
    'huddles',
    'identity',
    'indexes',
    'infrastructure',
    'installation',
    'instrumentation',
    'integration',
    'integrations',
    'interaction',
    'interactivity',
    'inventory',
    'knowledge',
    'layers',
    'layout',
    'layouts',
    'leadership',
    'libraries',
    'licensing',
    'lighting',
    'lists',
    'locomotion',
    'lookups',
    'loops',
    'macros',
    'mapping',
    'maps',
    'materials',
    'measurement',
    'merging',
    'messaging',
    'metrics',
    'milestones',
    'minimax',
    'moderation',
    'modules',
    'navigation',
    'operations',
    'operators',
    'optimization',
    'optimisation',
    'outputs',
    'partitioning',
    'patterns',
    'performance',
    'personalization',
    'physics',
    'pipelines',
    'pivoting',
    'planning',
    'policies',
    'policy',
    'presentation',
    'presentations',
    'pricing',
    'prioritisation',
    'prioritization',
    'probes',
    'processes',
    'prompting',
    'provisioners',
    'publishing',
    'ranking',
    'regression',
    'regulation',
    'reinforcement',
    'reliability',
    'remediation',
    'rendering',
    'renewals',
    'replication',
    'reporting',
    'reports',
    'repositories',
    'research',
    'resilience',
    'resiliency',
    'roadmaps',
    'roaming',
    'roles',
    'runners',
    'scaling',
    'scheduling',
    'schemes',
    'security',
    'segmentation',
    'selectors',
    'sequences',
    'services',
    'sketching',
    'storage',
    'streams',
    'surfaces',
    'tables',
    'tailoring',
    'tasks',
    'testing',
    'traceability',
    'training',
    'transactions',
    'transparency',
    'trend',
    'triggers',
    'upgrades',
    'versioning',
    'visualizations',
    'warehouses',
    'workflows',
    'worksharing',
    'writing',
    'lookup',
    'room',
    'knowledge base',
    'use cases',
    'open source',
    'team collaboration',
    'team communication',
    'customer feedback',
    'software basics',
  ].map((s) => s.toLowerCase()),
);

/** Course-flavoured entries ('Exam preparation', 'Python basics') that are not job skills. */
const COURSE_ONLY = /^(exam|practice|career)\b|\b(basics|fundamentals|concepts|syntax|careers|questions)$/i;

export interface SkillLexicon {
  /** Entries by their first token's key, longest first. */
  readonly byFirstToken: ReadonlyMap<string, readonly LexiconEntry[]>;
  /** Every known spelling's key → canonical name (for normalising a skill given by name). */
  readonly canonicalByKey: ReadonlyMap<string, string>;
  /** Canonical names, in the order first seen. */
  readonly skills: readonly string[];
}

interface LexiconEntry {
  canonical: string;
  keys: string[];
  /** Between consecutive tokens: 'space' (spaces or hyphens) or 'slash'. */
  separators: Separator[];
  /** For case-sensitive spellings: the exact text that must appear. */
  exact?: string;
}

type Separator = 'space' | 'slash' | 'break';

interface Token {
  key: string;
  start: number;
  end: number;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:\.[\p{L}\p{N}+#]+)*|\.[\p{L}][\p{L}\p{N}]*/gu;

/** One spelling for both sides of the Atlantic, so either finds the other. */
function spellingKey(token: string): string {
  return token
    .replace(/isation(s?)$/, 'ization$1')
    .replace(/ise(d|s)?$/, 'ize$1')
    .replace(/ising$/, 'izing')
    .replace(/elling$/, 'eling')
    .replace(/yse(d|s)?$/, 'yze$1')
    .replace(/centre(s?)$/, 'center$1')
    .replace(/catalogue(s?)$/, 'catalog$1')
    .replace(/programme(s?)$/, 'program$1');
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    tokens.push({ key: spellingKey(m[0].toLowerCase()), start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

function separatorOf(gap: string): Separator {
  if (/^[\s\-‐‑–—]+$/.test(gap)) return 'space';
  if (/^\s*\/\s*$/.test(gap)) return 'slash';
  return 'break';
}

/** The lookup key of a skill name: its tokens' keys joined by spaces ('Machine-Learning' → 'machine learning'). */
export function skillKey(name: string): string {
  return tokenize(name)
    .map((t) => t.key)
    .join(' ');
}

/**
 * Builds the lexicon from lists of skill names (first spelling seen becomes the canonical one) plus
 * SKILL_SYNONYMS. Aliases point at their canonical name; a list entry that is an alias of another
 * skill ('Azure' for 'Microsoft Azure') joins it.
 */
export function buildSkillLexicon(lists: Iterable<Iterable<string>>): SkillLexicon {
  const canonicalByKey = new Map<string, string>();
  const skills: string[] = [];
  const listed = new Set<string>();
  const list = (canonical: string) => {
    if (!listed.has(canonical)) {
      listed.add(canonical);
      skills.push(canonical);
    }
  };
  const entries: LexiconEntry[] = [];
  const seenSpelling = new Set<string>();

  const addSpelling = (spelling: string, canonical: string) => {
    const tokens = tokenize(spelling);
    if (tokens.length === 0) return;
    const keys = tokens.map((t) => t.key);
    const separators = tokens.slice(1).map((t, i) => separatorOf(spelling.slice(tokens[i]!.end, t.start)));
    if (separators.includes('break')) return;
    const exact = CASE_SENSITIVE_SKILLS.has(spelling) ? spelling : undefined;
    const id = `${keys.join(' ')}|${separators.join(',')}|${exact ?? ''}`;
    if (seenSpelling.has(id)) return;
    seenSpelling.add(id);
    const key = keys.join(' ');
    if (!canonicalByKey.has(key)) canonicalByKey.set(key, canonical);
    if (GENERIC_SKILLS.has(key) || COURSE_ONLY.test(spelling)) return;
    entries.push({ canonical, keys, separators, ...(exact ? { exact } : {}) });
  };

  const aliasOf = new Map<string, string>();
  for (const [canonical, aliases] of Object.entries(SKILL_SYNONYMS)) {
    for (const alias of aliases) aliasOf.set(skillKey(alias), canonical);
  }

  const addSkill = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const key = skillKey(trimmed);
    if (!key) return;
    const canonical = canonicalByKey.get(key) ?? aliasOf.get(key) ?? trimmed;
    list(canonical);
    addSpelling(trimmed, canonical);
  };

  for (const names of lists) for (const name of names) addSkill(name);
  for (const [canonical, aliases] of Object.entries(SKILL_SYNONYMS)) {
    const resolved = canonicalByKey.get(skillKey(canonical)) ?? canonical;
    list(resolved);
    addSpelling(canonical, resolved);
    for (const alias of aliases) addSpelling(alias, resolved);
  }

  const byFirstToken = new Map<string, LexiconEntry[]>();
  for (const entry of entries) {
    const first = entry.keys[0]!;
    const group = byFirstToken.get(first) ?? [];
    group.push(entry);
    byFirstToken.set(first, group);
  }
  for (const group of byFirstToken.values()) group.sort((a, b) => b.keys.length - a.keys.length);
  return { byFirstToken, canonicalByKey, skills };
}

/** The canonical spelling of a skill name ('kubernetes', 'K8s' → 'Kubernetes'), or undefined when unknown. */
export function canonicalSkill(lexicon: SkillLexicon, name: string): string | undefined {
  return lexicon.canonicalByKey.get(skillKey(name));
}

interface Found {
  count: number;
  first: number;
  inTitle: boolean;
}

function scan(
  lexicon: SkillLexicon,
  text: string,
  offset: number,
  found: Map<string, Found>,
  inTitle: boolean,
) {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; ) {
    const candidates = lexicon.byFirstToken.get(tokens[i]!.key);
    let matched = 0;
    if (candidates) {
      for (const entry of candidates) {
        if (matchesAt(entry, tokens, i, text)) {
          matched = entry.keys.length;
          const prior = found.get(entry.canonical);
          if (prior) {
            prior.count++;
            prior.inTitle ||= inTitle;
          } else {
            found.set(entry.canonical, { count: 1, first: offset + tokens[i]!.start, inTitle });
          }
          break;
        }
      }
    }
    i += Math.max(1, matched);
  }
}

function matchesAt(entry: LexiconEntry, tokens: Token[], i: number, text: string): boolean {
  const n = entry.keys.length;
  if (i + n > tokens.length) return false;
  for (let k = 0; k < n; k++) {
    if (tokens[i + k]!.key !== entry.keys[k]) return false;
    if (k > 0) {
      const gap = text.slice(tokens[i + k - 1]!.end, tokens[i + k]!.start);
      if (separatorOf(gap) !== entry.separators[k - 1]) return false;
    }
  }
  if (entry.exact !== undefined) {
    return text.slice(tokens[i]!.start, tokens[i + n - 1]!.end) === entry.exact;
  }
  return true;
}

/**
 * The skills a posting asks for: skills named in the title first, then by how often the text
 * names them, then by where they first appear. At most `limit`.
 */
export function extractSkills(
  lexicon: SkillLexicon,
  posting: { title?: string; text: string },
  limit = 15,
): string[] {
  const found = new Map<string, Found>();
  if (posting.title) scan(lexicon, posting.title, -1_000_000, found, true);
  scan(lexicon, posting.text, 0, found, false);
  return [...found.entries()]
    .sort(([, a], [, b]) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map(([skill]) => skill);
}
