import type { UniversityCategory } from '@app/core/university-course';

/**
 * Subject areas for fetched university courses: Coursera's own domain and category ids are mapped
 * onto the page's categories; a course a source files nowhere (edX's public course list has no
 * subjects) is placed by the words of its title, then its description.
 */

/** Coursera `domainTypes[].domainId` (current API). */
const COURSERA_DOMAINS: Readonly<Record<string, UniversityCategory>> = {
  'computer-science': 'Computer Science',
  'information-technology': 'Computer Science',
  'data-science': 'Data Science',
  business: 'Business',
  'arts-and-humanities': 'Humanities',
  health: 'Health & Medicine',
  'math-and-logic': 'Mathematics',
  'personal-development': 'Personal Development',
  'physical-science-and-engineering': 'Engineering',
  'social-sciences': 'Social Sciences',
  'language-learning': 'Languages',
  'life-sciences': 'Biology & Life Sciences',
};

/** Coursera `domainTypes[].subdomainId` that say more than their domain. */
const COURSERA_SUBDOMAINS: Readonly<Record<string, UniversityCategory>> = {
  'machine-learning': 'Artificial Intelligence',
  'physics-and-astronomy': 'Physics & Astronomy',
  chemistry: 'Chemistry',
  economics: 'Economics & Finance',
  finance: 'Economics & Finance',
  psychology: 'Psychology',
  law: 'Law',
  education: 'Education',
  'environmental-science-and-sustainability': 'Environment & Energy',
  'music-and-art': 'Arts & Music',
};

/** Coursera `categories` (the older courses.v1 field, as in the 2021 recordings), with readable names. */
const COURSERA_CATEGORIES: Readonly<Record<string, { category: UniversityCategory; subject: string }>> = {
  business: { category: 'Business', subject: 'Business' },
  infotech: { category: 'Computer Science', subject: 'Information Technology' },
  humanities: { category: 'Humanities', subject: 'Humanities' },
  education: { category: 'Education', subject: 'Education' },
  teacherpd: { category: 'Education', subject: 'Teacher Development' },
  'cs-programming': { category: 'Computer Science', subject: 'Software Development' },
  'cs-theory': { category: 'Computer Science', subject: 'Theoretical Computer Science' },
  'cs-systems': { category: 'Computer Science', subject: 'Computer Systems' },
  'cs-ai': { category: 'Artificial Intelligence', subject: 'Artificial Intelligence' },
  socsci: { category: 'Social Sciences', subject: 'Social Sciences' },
  ee: { category: 'Engineering', subject: 'Electrical Engineering' },
  physical: { category: 'Engineering', subject: 'Physical Sciences' },
  health: { category: 'Health & Medicine', subject: 'Public Health' },
  medicine: { category: 'Health & Medicine', subject: 'Medicine' },
  food: { category: 'Health & Medicine', subject: 'Food and Nutrition' },
  economics: { category: 'Economics & Finance', subject: 'Economics' },
  biology: { category: 'Biology & Life Sciences', subject: 'Biology' },
  stats: { category: 'Data Science', subject: 'Statistics' },
  math: { category: 'Mathematics', subject: 'Mathematics' },
  physics: { category: 'Physics & Astronomy', subject: 'Physics' },
  chemistry: { category: 'Chemistry', subject: 'Chemistry' },
  arts: { category: 'Arts & Music', subject: 'Arts' },
  music: { category: 'Arts & Music', subject: 'Music' },
  law: { category: 'Law', subject: 'Law' },
  energy: { category: 'Environment & Energy', subject: 'Energy' },
};

/** Title words that place a course, most specific first. */
const CATEGORY_RULES: ReadonlyArray<readonly [RegExp, UniversityCategory]> = [
  [
    /\b(machine learning|deep learning|neural net|artificial intelligence|reinforcement learning|computer vision|natural language|\bai\b)/,
    'Artificial Intelligence',
  ],
  [
    /\b(data science|data analy|statistic|big data|analytics|data mining|visuali[sz]ation|sql\b)/,
    'Data Science',
  ],
  [
    /\b(program|software|comput|algorithm|python|java|javascript|web dev|coding|cyber|cloud|database|blockchain)/,
    'Computer Science',
  ],
  [/\b(calculus|algebra|mathemat|geometry|probability|differential equation)/, 'Mathematics'],
  [/\b(physics|astronom|astrophys|quantum|cosmolog|universe)/, 'Physics & Astronomy'],
  [/\bchemi/, 'Chemistry'],
  [/\b(biolog|genetic|genom|neuro|ecolog|evolution|molecular)/, 'Biology & Life Sciences'],
  [/\b(medicine|medical|health|clinical|nursing|nutrition|epidemiolog|disease|pharma)/, 'Health & Medicine'],
  [/\b(engineer|robot|electronic|circuit|mechanic|aeronaut|aerospace|materials)/, 'Engineering'],
  [/\b(econom|finance|financial|accounting|invest|banking|trading)/, 'Economics & Finance'],
  [/\b(business|management|marketing|entrepreneur|leadership|strategy|supply chain)/, 'Business'],
  [/\bpsycholog/, 'Psychology'],
  [/\b(law|legal|justice)\b/, 'Law'],
  [/\b(energy|climate|sustainab|environment|solar|renewable)/, 'Environment & Energy'],
  [/\b(teaching|teacher|education)/, 'Education'],
  [/\b(music|art|design|film|photograph|architecture)\b/, 'Arts & Music'],
  [/\b(history|philosoph|literature|religio|culture|writing)/, 'Humanities'],
  [/\b(language|english|spanish|chinese|mandarin|french|german|japanese|korean)\b/, 'Languages'],
  [/\b(politic|sociolog|society|social|anthropolog|government)/, 'Social Sciences'],
];

/** Topics worth showing as subjects when a source gives none: [pattern, label]. */
const SUBJECT_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpython\b/, 'Python'],
  [/\bjava\b/, 'Java'],
  [/\bjavascript\b/, 'JavaScript'],
  [/\bc\+\+/, 'C++'],
  [/\bsql\b/, 'SQL'],
  [/\br programming\b|\bin r\b/, 'R'],
  [/\bmachine learning\b/, 'Machine Learning'],
  [/\bdeep learning\b/, 'Deep Learning'],
  [/\bartificial intelligence\b/, 'Artificial Intelligence'],
  [/\bdata science\b/, 'Data Science'],
  [/\bdata analy/, 'Data Analysis'],
  [/\bstatistic/, 'Statistics'],
  [/\balgorithm/, 'Algorithms'],
  [/\bdata structure/, 'Data Structures'],
  [/\bcyber ?security|\bsecurity\b/, 'Security'],
  [/\bcloud\b/, 'Cloud Computing'],
  [/\bblockchain\b/, 'Blockchain'],
  [/\bweb\b/, 'Web Development'],
  [/\bcalculus\b/, 'Calculus'],
  [/\blinear algebra\b/, 'Linear Algebra'],
  [/\bprobability\b/, 'Probability'],
  [/\bphysics\b/, 'Physics'],
  [/\bquantum\b/, 'Quantum'],
  [/\bchemistry\b/, 'Chemistry'],
  [/\bbiology\b/, 'Biology'],
  [/\bgenetic/, 'Genetics'],
  [/\bneuroscience\b/, 'Neuroscience'],
  [/\bpublic health\b/, 'Public Health'],
  [/\bnutrition\b/, 'Nutrition'],
  [/\bclimate\b/, 'Climate'],
  [/\benergy\b/, 'Energy'],
  [/\bsustainab/, 'Sustainability'],
  [/\bfinance\b|\bfinancial\b/, 'Finance'],
  [/\beconomics\b/, 'Economics'],
  [/\baccounting\b/, 'Accounting'],
  [/\bmarketing\b/, 'Marketing'],
  [/\bleadership\b/, 'Leadership'],
  [/\bentrepreneur/, 'Entrepreneurship'],
  [/\bmanagement\b/, 'Management'],
  [/\bpsychology\b/, 'Psychology'],
  [/\bhistory\b/, 'History'],
  [/\bphilosophy\b/, 'Philosophy'],
  [/\blaw\b/, 'Law'],
  [/\brobot/, 'Robotics'],
  [/\bengineering\b/, 'Engineering'],
];

const MAX_SUBJECTS = 5;

/** Places a course by its text: the first rule the title matches, then the description. */
export function categoryFromText(title: string, description = ''): UniversityCategory {
  for (const text of [title.toLowerCase(), description.toLowerCase()]) {
    for (const [pattern, category] of CATEGORY_RULES) if (pattern.test(text)) return category;
  }
  return 'Other Subjects';
}

/** Topics the title and description name, in rule order, at most five. */
export function subjectsFromText(title: string, description = ''): string[] {
  const text = `${title}\n${description}`.toLowerCase();
  const found: string[] = [];
  for (const [pattern, label] of SUBJECT_RULES) {
    if (found.length >= MAX_SUBJECTS) break;
    if (pattern.test(text)) found.push(label);
  }
  return found;
}

/** "machine-learning" → "Machine Learning". */
export function humanize(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => (w === 'and' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export interface CourseraTopics {
  domainTypes?:
    | ReadonlyArray<{ domainId?: string | undefined; subdomainId?: string | undefined }>
    | undefined;
  categories?: readonly string[] | undefined;
}

/** Category and subjects of a Coursera course from its domains, its categories, or its words. */
export function courseraSubjects(
  topics: CourseraTopics,
  title: string,
  description: string,
): { category: UniversityCategory; subjects: string[] } {
  const subjects: string[] = [];
  const add = (s: string | undefined) => {
    if (s && !subjects.includes(s) && subjects.length < MAX_SUBJECTS) subjects.push(s);
  };
  let category: UniversityCategory | undefined;
  for (const d of topics.domainTypes ?? []) {
    const fromSub = d.subdomainId ? COURSERA_SUBDOMAINS[d.subdomainId] : undefined;
    const fromDomain = d.domainId ? COURSERA_DOMAINS[d.domainId] : undefined;
    category ??= fromSub ?? fromDomain;
    if (d.subdomainId) add(humanize(d.subdomainId));
  }
  for (const c of topics.categories ?? []) {
    const known = COURSERA_CATEGORIES[c];
    category ??= known?.category;
    add(known?.subject ?? humanize(c));
  }
  category ??= categoryFromText(title, description);
  if (subjects.length === 0) for (const s of subjectsFromText(title, description)) add(s);
  return { category, subjects };
}
