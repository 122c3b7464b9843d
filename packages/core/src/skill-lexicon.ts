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
  'Amazon EKS': ['EKS'],
  'Amazon DynamoDB': ['DynamoDB'],
  'Amazon Cognito': ['Cognito'],
  'Argo CD': ['ArgoCD'],
  Salesforce: ['SFDC'],
  'Object-oriented programming': ['OOP'],
  OpenTelemetry: ['Open Telemetry'],
  'Development lifecycle': ['SDLC', 'software development life cycle', 'development life cycle'],
  Troubleshooting: ['troubleshoot'],
  Debugging: ['debug', 'debugger', 'débug', 'débugger', 'débogage'],
  Forecasting: ['forecast'],
  Prototyping: ['prototype'],
  // French postings (Lever boards of French companies) name these in French.
  'Social media': ['réseaux sociaux'],
  'Content creation': ['création de contenu', 'création de contenus'],
  Prospecting: ['prospection'],
  Automation: ['automatisation'],
  'Code review': ['revue de code', 'revues de code'],
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
  'RAPIDS',
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
  ].flatMap((s) => {
    const name = s.toLowerCase();
    // Also under its singular key, the form skill keys take ('pipelines' → 'pipeline').
    return [name, name.split(' ').map(singular).join(' ')];
  }),
);

/**
 * Phrases in which a skill's word means something else: 'networking events' is not the Networking
 * skill, 'Go-to-market' not Go, 'transaction monitoring' (anti-money-laundering work) not systems
 * Monitoring. Matched like skills, longest first, they take their words and tag nothing.
 */
export const NOT_SKILL_PHRASES: readonly string[] = [
  'networking and development',
  'networking and career development',
  'networking events',
  'networking event',
  'networking opportunities',
  'networking opportunity',
  'networking sessions',
  'social networking',
  'professional networking',
  'business networking',
  'go to market',
  'go live',
  'spark ads',
  'rest assured',
  'excel at',
  'transaction monitoring',
  'customer monitoring',
  'account monitoring',
  'media monitoring',
  'brand monitoring',
  'android phone',
  'android smartphone',
  'data processing agreement',
  'contract lifecycle management',
];

/**
 * Skills whose word is also everyday language ('networking ability' in a sales posting, 'routing
 * around a problem', 'design systems that scale'): they count only where their line (a paragraph
 * or list item) also says something of the skill's own field.
 */
export const SKILL_SENSE_CUES: Readonly<Record<string, RegExp>> = {
  Networking:
    /\b(vpcs?|subnets?|tcp|udp|ip|ipv[46]|dns|bgp|ospf|vlans?|firewalls?|load[- ]balanc\w*|routers?|routing|switch(es|ing)?|cisco|juniper|lan|wan|sd-wan|topolog\w*|protocols?|cloud|kubernetes|clusters?|infrastructure|linux|cdn|vpn|proxy|proxies|ccna|ccnp|packets?|bandwidth|wi-?fi|wireless|telecom\w*|data ?cent(er|re)s?|servers?|sysadmin|system administration|network (engineer\w*|security|architecture|design|infrastructure))\b/i,
  Routing:
    /\b(network\w*|bgp|ospf|tcp|ip|routers?|switch(es|ing)?|cisco|vlans?|firewalls?|wan|lan|protocols?|packets?|urls?|react|spa|api gateway|load[- ]balanc\w*)\b/i,
  Monitoring:
    /\b(alert\w*|observability|logs?|logging|metrics|telemetry|prometheus|grafana|datadog|new relic|splunk|dashboards?|systems?|infrastructure|applications?|apps?|services?|servers?|uptime|incidents?|sre|on-?call|production|cloud|kubernetes|devops|performance|latency|crash\w*|health|apm|tracing|network\w*|security|siem|soc|threats?|pipelines?|models?|data quality|databases?|tools?|outils|tooling)\b/i,
  Streaming:
    /\b(kafka|kinesis|flink|pub\/?sub|spark|real[- ]time|events?|event-driven|pipelines?|data|batch|video|audio|hls|webrtc|ingest\w*)\b/i,
  'Design systems':
    /\b(ui|ux|components?|figma|tokens?|designers?|visual|brand\w*|storybook|front[- ]?end|css|accessib\w*|librar(y|ies))\b/i,
  Joins: /\b(sql|quer(y|ies)|tables?|databases?|data|aggregat\w*)\b/i,
  Animation:
    /\b(motion|2d|3d|after effects|css|ui|ux|graphics|characters?|design\w*|video|blender|maya|unity|lottie|svg|frames?)\b/i,
  Scalability:
    /\b(systems?|platforms?|architecture|infrastructure|microservices|applications?|software|cloud|databases?|performance|reliability|distributed|backend|code|apis?|traffic|load)\b/i,
  Backstage:
    /\b(developer portal|spotify|plugins?|platform engineering|internal developer|software catalog|software templates)\b/i,
};

/** School subjects: a list of degrees ('a Bachelor's in Finance, Mathematics or a related field') does not ask for them as skills. */
const SUBJECT_SKILLS: readonly string[] = [
  'mathematics',
  'statistics',
  'physics',
  'economics',
  'computer science',
  'data science',
  'finance',
  'accounting',
  'engineering',
];
const DEGREE_LINE =
  /\b(degree|bachelor['’]?s?|master['’]?s?|bsc|msc|b\.s\.|m\.s\.|ph\.?d|diploma|major(ed)? in|graduated? (in|from)|diplômée?|licence)\b/i;

/**
 * Words that may follow a case-sensitive everyday-word skill at the start of a sentence when it
 * is the skill ('Go is our language', 'React and TypeScript'); any other lower-case word there
 * reads as the everyday word ('Frame problems…', 'Go above and beyond').
 */
const SKILL_FOLLOWERS = new Set([
  'is',
  'are',
  'was',
  'and',
  'or',
  'with',
  'for',
  'developer',
  'developers',
  'engineer',
  'engineers',
  'engineering',
  'development',
  'experience',
  'knowledge',
  'skills',
  'programming',
  'code',
  'app',
  'apps',
  'application',
  'applications',
  'native',
  'framework',
  'frameworks',
  'services',
  'ecosystem',
  'stack',
  'expertise',
  'proficiency',
]);

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
  /** Null for a phrase that only takes its words (NOT_SKILL_PHRASES). */
  canonical: string | null;
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

/** A plural's singular ('dashboards', 'KPIs', 'code reviews'), so either number finds the other. */
function singular(token: string): string {
  return token.length >= 4 && !token.includes('.') && /[\p{L}]s$/u.test(token) && !/(ss|us|is)$/.test(token)
    ? token.slice(0, -1)
    : token;
}

/** One spelling for both sides of the Atlantic and both numbers, so either finds the other. */
function spellingKey(raw: string): string {
  // An acronym's plural ('KPIs', 'APIs', 'CLIs') is the acronym.
  if (/^[\p{Lu}\d]{2,}s$/u.test(raw)) return raw.slice(0, -1).toLowerCase();
  return singular(
    raw
      .toLowerCase()
      .replace(/isation(s?)$/, 'ization$1')
      .replace(/ise(d|s)?$/, 'ize$1')
      .replace(/ising$/, 'izing')
      .replace(/elling$/, 'eling')
      .replace(/yse(d|s)?$/, 'yze$1')
      .replace(/centre(s?)$/, 'center$1')
      .replace(/catalogue(s?)$/, 'catalog$1')
      .replace(/programme(s?)$/, 'program$1'),
  );
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    tokens.push({ key: spellingKey(m[0]), start: m.index, end: m.index + m[0].length });
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
 * SKILL_SYNONYMS (and `options.synonyms`). Aliases point at their canonical name; a list entry that is an alias of another
 * skill ('Azure' for 'Microsoft Azure') joins it.
 */
export function buildSkillLexicon(
  lists: Iterable<Iterable<string>>,
  options: {
    /** More canonical name → alias entries, for a lexicon that reads other texts (CVs) than postings. */
    synonyms?: Readonly<Record<string, readonly string[]>>;
    /** More spellings that are ordinary words too and match only as written (see CASE_SENSITIVE_SKILLS). */
    caseSensitive?: ReadonlySet<string>;
  } = {},
): SkillLexicon {
  const synonyms: Record<string, readonly string[]> = { ...SKILL_SYNONYMS };
  for (const [canonical, aliases] of Object.entries(options.synonyms ?? {})) {
    synonyms[canonical] = [...(synonyms[canonical] ?? []), ...aliases];
  }
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

  const addSpelling = (spelling: string, canonical: string | null) => {
    const tokens = tokenize(spelling);
    if (tokens.length === 0) return;
    const keys = tokens.map((t) => t.key);
    const separators = tokens.slice(1).map((t, i) => separatorOf(spelling.slice(tokens[i]!.end, t.start)));
    if (separators.includes('break')) return;
    const exact =
      CASE_SENSITIVE_SKILLS.has(spelling) || options.caseSensitive?.has(spelling) ? spelling : undefined;
    const id = `${keys.join(' ')}|${separators.join(',')}|${exact ?? ''}`;
    if (seenSpelling.has(id)) return;
    seenSpelling.add(id);
    const key = keys.join(' ');
    if (canonical === null) {
      entries.push({ canonical, keys, separators });
      return;
    }
    if (!canonicalByKey.has(key)) canonicalByKey.set(key, canonical);
    if (GENERIC_SKILLS.has(key) || COURSE_ONLY.test(spelling)) return;
    entries.push({ canonical, keys, separators, ...(exact ? { exact } : {}) });
  };

  const aliasOf = new Map<string, string>();
  for (const [canonical, aliases] of Object.entries(synonyms)) {
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
  for (const [canonical, aliases] of Object.entries(synonyms)) {
    const resolved = canonicalByKey.get(skillKey(canonical)) ?? canonical;
    list(resolved);
    addSpelling(canonical, resolved);
    for (const alias of aliases) addSpelling(alias, resolved);
  }
  for (const phrase of NOT_SKILL_PHRASES) addSpelling(phrase, null);

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

/** What one extraction remembers while it reads. */
interface ScanContext {
  subjectKeys: Map<string, boolean>;
  /**
   * Per line (by where it starts) and test ('cue:Networking', 'degree'), whether the line passes:
   * a one-line text naming a skill a thousand times reads its line once per test, not per match.
   */
  lineTests: Map<number, Map<string, boolean>>;
}

let subjectKeys: ReadonlySet<string> | undefined;
function isSubject(context: ScanContext, canonical: string): boolean {
  let subject = context.subjectKeys.get(canonical);
  if (subject === undefined) {
    subjectKeys ??= new Set(SUBJECT_SKILLS.map(skillKey));
    subject = subjectKeys.has(skillKey(canonical));
    context.subjectKeys.set(canonical, subject);
  }
  return subject;
}

/** Whether the line of `text` holding `at` (paragraphs and list items are lines) matches `test`, remembered per line. */
function lineMatches(text: string, at: number, name: string, test: RegExp, context: ScanContext): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  let tests = context.lineTests.get(start);
  if (!tests) {
    tests = new Map();
    context.lineTests.set(start, tests);
  }
  let passes = tests.get(name);
  if (passes === undefined) {
    const end = text.indexOf('\n', at);
    passes = test.test(text.slice(start, end < 0 ? undefined : end));
    tests.set(name, passes);
  }
  return passes;
}

const BULLETS = new Set([' ', '\t', '\r', '-', '•', '*', '·', '–']);
const SENTENCE_ENDS = new Set(['.', '!', '?', ':', ';']);

/** Whether `at` opens its line (after bullets) or a sentence: read backwards only as far as needed. */
function opensSentence(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i--;
  if (i < 0 || text[i] === '\n') return true;
  if (SENTENCE_ENDS.has(text[i]!) && i < at - 1) return true;
  while (i >= 0 && BULLETS.has(text[i]!)) i--;
  return i < 0 || text[i] === '\n';
}

/** The lower-case word after a match ('Frame problems…'), read from `end` on. */
const NEXT_WORD = /[ \t]+([a-zà-ÿ][\p{L}'’-]*)/uy;

/** Whether a match is the skill, by where it stands ('networking ability', 'Frame problems…'). */
function meantAt(
  entry: LexiconEntry,
  text: string,
  start: number,
  end: number,
  context: ScanContext,
): boolean {
  const canonical = entry.canonical;
  if (canonical === null) return false;
  const cue = SKILL_SENSE_CUES[canonical];
  if (cue && !lineMatches(text, start, `cue:${canonical}`, cue, context)) return false;
  if (isSubject(context, canonical) && lineMatches(text, start, 'degree', DEGREE_LINE, context)) return false;
  if (entry.exact !== undefined && /^[A-Z][a-z]+$/.test(entry.exact) && opensSentence(text, start)) {
    // An everyday word opening a sentence is capitalised anyway: there, what follows decides.
    NEXT_WORD.lastIndex = end;
    const next = NEXT_WORD.exec(text);
    if (next && !SKILL_FOLLOWERS.has(next[1]!)) return false;
  }
  return true;
}

function scan(
  lexicon: SkillLexicon,
  text: string,
  offset: number,
  found: Map<string, Found>,
  inTitle: boolean,
  context: ScanContext,
) {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; ) {
    const candidates = lexicon.byFirstToken.get(tokens[i]!.key);
    let matched = 0;
    if (candidates) {
      for (const entry of candidates) {
        if (!matchesAt(entry, tokens, i, text)) continue;
        matched = entry.keys.length;
        const start = tokens[i]!.start;
        const end = tokens[i + matched - 1]!.end;
        if (entry.canonical !== null && meantAt(entry, text, start, end, context)) {
          const prior = found.get(entry.canonical);
          if (prior) {
            prior.count++;
            prior.inTitle ||= inTitle;
          } else {
            found.set(entry.canonical, { count: 1, first: offset + start, inTitle });
          }
        }
        break;
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words a company's name carries besides the name itself ('Snowflake Inc.', 'impact.com'). */
const COMPANY_SUFFIX =
  /(\.(com|io|ai|co|net|org|dev|app))$|[\s,]+(inc\.?|ltd\.?|llc|plc|gmbh|ag|sa|sas|bv|corp\.?|corporation|company|technologies|technology|labs|group|hq)$/i;

/** A company's names as written in text: the name itself and the name without 'Inc.', '.com'… */
function nameForms(names: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const raw of names) {
    let name = raw.trim();
    if (name.length < 2) continue;
    forms.add(name);
    while (COMPANY_SUFFIX.test(name)) {
      name = name.replace(COMPANY_SUFFIX, '').trim();
      if (name.length >= 2) forms.add(name);
    }
  }
  return [...forms];
}

/** The text with every occurrence of the names blanked out (same length, so positions hold). */
function maskNames(text: string, forms: readonly string[]): string {
  let out = text;
  for (const form of forms) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'giu');
    out = out.replace(pattern, (m) => ' '.repeat(m.length));
  }
  return out;
}

/**
 * The skills a posting asks for: skills named in the title first, then by how often the text
 * names them, then by where they first appear. At most `limit`. A skill counts only where it is
 * meant: not inside a phrase that means something else (NOT_SKILL_PHRASES), not where its word
 * has its everyday sense (SKILL_SENSE_CUES, an everyday word opening a sentence), not as a school
 * subject in a list of degrees, and never from the names in `exclude` (the company's own: a
 * company named Bash is not a Bash job).
 */
export function extractSkills(
  lexicon: SkillLexicon,
  posting: { title?: string; text: string; exclude?: readonly string[] },
  limit = 15,
): string[] {
  const forms = nameForms(posting.exclude ?? []);
  const excludedKeys = new Set(forms.map(skillKey));
  const title = forms.length ? maskNames(posting.title ?? '', forms) : (posting.title ?? '');
  const text = forms.length ? maskNames(posting.text, forms) : posting.text;
  const context: ScanContext = { subjectKeys: new Map(), lineTests: new Map() };
  const found = new Map<string, Found>();
  if (title) scan(lexicon, title, -1_000_000, found, true, context);
  scan(lexicon, text, 0, found, false, context);
  return [...found.entries()]
    .filter(([skill]) => !excludedKeys.has(skillKey(skill)))
    .sort(([, a], [, b]) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map(([skill]) => skill);
}
