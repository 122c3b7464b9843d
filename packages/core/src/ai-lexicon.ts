import type { CareerPath } from './career-path.ts';
import {
  buildSkillLexicon,
  canonicalSkill,
  extractSkills,
  type SkillLexicon,
  skillKey,
} from './skill-lexicon.ts';

/**
 * The offline AI engine's skill lexicon: the same shape as the jobs board's, so a skill reads the
 * same everywhere. Career-path skills come first because they name skills as the job market does,
 * which makes their spelling the canonical one; catalogue course skills, SKILL_SYNONYMS and the
 * CV wordings below follow.
 */
export function buildAiLexicon(input: {
  courses: Iterable<{ skills: readonly string[] }>;
  careerPaths: readonly CareerPath[];
}): SkillLexicon {
  const courseSkills: string[] = [];
  for (const course of input.courses) courseSkills.push(...course.skills);
  return buildSkillLexicon([input.careerPaths.flatMap((p) => p.skills), courseSkills], {
    synonyms: PROFILE_SYNONYMS,
    caseSensitive: PROFILE_CASE_SENSITIVE,
  });
}

/** Names among PROFILE_SYNONYMS that are everyday words too ('a long workday'): read only as written. */
const PROFILE_CASE_SENSITIVE: ReadonlySet<string> = new Set([
  'Workday',
  'Cerner',
  'Jest',
  'Blackboard Learn',
]);

/**
 * How CVs and LinkedIn texts name skills that postings and course pages name otherwise: tools that
 * stand for a practice ('Articulate Storyline' is e-learning authoring), and the wording of people
 * from outside tech ('lesson plans', 'general ledger'). Canonical names are our career paths' skills.
 */
export const PROFILE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Teaching and training.
  'Curriculum design': [
    'curriculum development',
    'curriculum review',
    'lesson plans',
    'lesson planning',
    'schemes of work',
    'course design',
  ],
  'Assessment design': ['mark schemes', 'design assessments', 'designing assessments'],
  'Learning management systems': [
    'LMS',
    'learning management system',
    'Moodle',
    'Google Classroom',
    'Canvas LMS',
    'Blackboard Learn',
    'Cornerstone OnDemand',
  ],
  'E-learning authoring': [
    'Articulate Storyline',
    'Articulate Rise',
    'Articulate 360',
    'Adobe Captivate',
    'e-learning modules',
    'e-learning development',
  ],
  'Instructional design': ['learning design', 'learning experience design', 'ADDIE'],
  // Nursing and health.
  'Electronic health records': [
    'EHR',
    'EHRs',
    'EMR',
    'electronic health record',
    'electronic medical records',
    'Epic EHR',
    'Epic Systems',
    'Cerner',
  ],
  'Clinical workflows': ['clinical workflow'],
  'Healthcare data standards': ['HL7', 'FHIR', 'ICD-10', 'SNOMED CT'],
  // Finance and accounting.
  'Financial modeling': ['financial model', 'financial models', 'three-statement model'],
  'Financial accounting': [
    'general ledger',
    'accounts payable',
    'accounts receivable',
    'month-end close',
    'statutory reporting',
    'management accounts',
  ],
  'Cloud cost management': ['cloud spend', 'cloud costs', 'cloud bill', 'cloud cost'],
  'Tagging strategy': ['cost allocation tags', 'tagging policy'],
  'Reserved capacity': ['Savings Plans', 'reserved instances', 'committed use discounts'],
  // Security operations.
  'Alert triage': ['incident triage', 'alert triaging', 'triage alerts'],
  'Endpoint detection': [
    'EDR',
    'CrowdStrike Falcon',
    'Microsoft Defender for Endpoint',
    'SentinelOne',
    'Carbon Black',
  ],
  'Phishing analysis': ['phishing reports', 'phishing investigations'],
  'Threat hunting': ['hunted threats', 'threat hunts'],
  'Incident response': ['handled incidents', 'incident handling'],
  'Penetration testing': ['penetration test', 'pen testing', 'pentesting'],
  'Report writing': ['client reports'],
  SIEM: ['Microsoft Sentinel', 'QRadar', 'security information and event management'],
  Statistics: ['statistical modelling', 'statistical modeling', 'statistical analysis', 'Bayesian inference'],
  'Customer service': ['customer complaints', 'customer queries'],
  // Vendor products people name without the vendor.
  'Autodesk Revit': ['Revit'],
  'Adobe Photoshop': ['Photoshop'],
  'Adobe Illustrator': ['Illustrator'],
  'Adobe Premiere Pro': ['Premiere Pro'],
  'Adobe After Effects': ['After Effects'],
  // Design and product.
  Branding: ['brand identities', 'brand identity', 'brand guidelines', 'rebrands', 'rebranding'],
  'User research': ['user interviews', 'customer interviews', 'interview customers'],
  'Usability testing': ['usability tests', 'usability sessions'],
  Wireframing: ['wireframes'],
  Prototyping: ['prototypes'],
  'Stakeholder management': ['stakeholders'],
  // Business analysis and delivery.
  'Requirements gathering': ['gathered requirements', 'requirements elicitation'],
  'Process mapping': ['process maps', 'mapped processes'],
  Facilitation: ['facilitate', 'facilitated', 'facilitating'],
  Coaching: ['coach', 'coached'],
  Budgeting: ['budgets', 'budget'],
  'Risk management': ['risk registers', 'risk register'],
  // Testing.
  'Test planning': ['test plans', 'test plan', 'test cases'],
  'Bug tracking': ['bug reports', 'defect tracking', 'logged bugs'],
  'Dashboard design': ['designed dashboards', 'dashboard design'],
  // Marketing.
  'Marketing automation': ['nurture workflows', 'email nurture', 'nurture campaigns'],
  'Email marketing': ['email campaigns', 'Mailchimp'],
  Segmentation: ['list segmentation', 'audience segmentation'],
  // Salesforce.
  'Flow automation': ['record-triggered flows', 'screen flows', 'Flow Builder', 'Salesforce Flow'],
  // Sales.
  'Technical demos': ['product demos'],
  // Networking.
  'Routers and switches': ['routers and switches', 'routers and switching', 'switches and routers'],
  // HR.
  'SAP SuccessFactors': ['SuccessFactors'],
  Workday: [],
  // Embedded and IoT.
  'IoT protocols': ['MQTT', 'LoRaWAN', 'Zigbee', 'CoAP'],
  // Web.
  'Responsive design': ['responsive sites', 'responsive websites', 'responsive web design'],
  // Tools that imply a practice (see SKILL_IMPLIES).
  'Microsoft Entra ID': ['Entra ID', 'Azure AD', 'Azure Active Directory'],
  VPC: ['VPCs'],
  pytest: [],
  Jest: [],
  Mockito: [],
  xUnit: [],
  Navisworks: [],
  'Burp Suite': [],
  Metasploit: [],
  RHEL: ['Red Hat Enterprise Linux'],
  BPMN: [],
};

/**
 * Skills a shown skill implies by meaning: whoever writes TypeScript writes JavaScript, whoever
 * runs Splunk runs a SIEM. Used so that nobody is told to learn what they already do.
 */
export const SKILL_IMPLIES: Readonly<Record<string, readonly string[]>> = {
  TypeScript: ['JavaScript'],
  React: ['JavaScript'],
  'Node.js': ['JavaScript'],
  'Vue.js': ['JavaScript'],
  Angular: ['JavaScript'],
  'Next.js': ['JavaScript', 'React'],
  Express: ['JavaScript', 'Node.js'],
  Django: ['Python'],
  FastAPI: ['Python'],
  Flask: ['Python'],
  Pandas: ['Python'],
  NumPy: ['Python'],
  PyTorch: ['Python', 'Machine learning'],
  TensorFlow: ['Python', 'Machine learning'],
  'scikit-learn': ['Python', 'Machine learning'],
  pytest: ['Python', 'Testing'],
  Jest: ['Testing'],
  Mockito: ['Testing'],
  xUnit: ['Testing'],
  JUnit: ['Testing'],
  Playwright: ['Testing'],
  Selenium: ['Testing'],
  'Spring Boot': ['Java'],
  'ASP.NET Core': ['C#', '.NET'],
  'Entity Framework': ['.NET'],
  'Jetpack Compose': ['Kotlin'],
  SwiftUI: ['Swift'],
  UIKit: ['Swift'],
  PostgreSQL: ['SQL'],
  MySQL: ['SQL'],
  'SQL Server': ['SQL'],
  BigQuery: ['SQL'],
  Snowflake: ['SQL'],
  dbt: ['SQL'],
  GitHub: ['Git'],
  GitLab: ['Git'],
  'GitHub Actions': ['CI/CD', 'Git'],
  'GitLab CI': ['CI/CD', 'Git'],
  Jenkins: ['CI/CD'],
  'Argo CD': ['CI/CD', 'GitOps'],
  Prometheus: ['Monitoring'],
  Grafana: ['Monitoring'],
  'Azure Monitor': ['Monitoring'],
  'Amazon CloudWatch': ['Monitoring'],
  Datadog: ['Monitoring'],
  'Amazon EKS': ['Kubernetes', 'AWS'],
  'Google Kubernetes Engine': ['Kubernetes'],
  Helm: ['Kubernetes'],
  OpenShift: ['Kubernetes'],
  Splunk: ['SIEM', 'Log analysis'],
  SPL: ['Splunk'],
  'Burp Suite': ['Web application security'],
  Metasploit: ['Exploitation'],
  'Kali Linux': ['Linux'],
  RHEL: ['Linux'],
  SELinux: ['Linux'],
  systemd: ['Linux'],
  Bash: ['Linux'],
  'Amazon EC2': ['AWS'],
  'Amazon S3': ['AWS'],
  'Amazon VPC': ['AWS'],
  Tableau: ['Data visualization', 'Dashboard design'],
  'Power BI': ['Data visualization', 'Dashboard design'],
  Jira: ['Bug tracking'],
  'Routers and switches': ['Routing', 'Switching'],
  Workday: ['HR systems'],
  'SAP SuccessFactors': ['HR systems'],
  BPMN: ['Process mapping'],
  'Civil 3D': ['AutoCAD'],
  Navisworks: ['Clash detection'],
  Mailchimp: ['Email marketing'],
  // Marketing automation platforms run on email.
  'Marketing automation': ['Email marketing'],
  'Google Ads': ['Paid advertising'],
};

/** Skills implied by two shown together: a VPC on AWS is an Amazon VPC. */
const JOINT_IMPLIES: ReadonlyArray<{ all: readonly string[]; implies: string }> = [
  { all: ['AWS', 'VPC'], implies: 'Amazon VPC' },
];

/**
 * Skills a job title implies: whoever has worked as a SOC analyst has triaged alerts in a SIEM.
 * Read from the text outside what the person wants to become (see intentionClauses).
 */
export const ROLE_SKILLS: ReadonlyArray<{ role: RegExp; skills: readonly string[] }> = [
  {
    role: /\b(SOC analyst|security operations cent(re|er))\b/i,
    skills: ['Alert triage', 'SIEM', 'Log analysis'],
  },
  {
    role: /\b(RN|[Rr]egistered [Nn]urse|[Ss]taff [Nn]urse|[Cc]harge [Nn]urse|[Nn]urse [Mm]anager|[Cc]linician|[Mm]idwife|[Pp]aramedic)\b/,
    skills: ['Clinical workflows'],
  },
  {
    role: /\b(learning and development|L&D|instructional designer|training designer)\b/i,
    skills: ['Instructional design'],
  },
  {
    role: /\b(penetration tester|pen ?tester)\b/i,
    skills: ['Penetration testing', 'Exploitation', 'Report writing'],
  },
  {
    role: /\b(project manager)\b/i,
    skills: ['Project planning', 'Risk management', 'Stakeholder management'],
  },
  { role: /\b[A-Z][\w-]* [Mm]anager\b(?!s)/, skills: ['Stakeholder management'] },
  {
    role: /\b((director|head|vp|vice president) of engineering|engineering manager)\b/i,
    skills: ['People management', 'Hiring', 'Coaching'],
  },
  { role: /\bbusiness analyst\b/i, skills: ['Requirements gathering', 'User stories'] },
  { role: /\bscrum master\b/i, skills: ['Scrum', 'Facilitation', 'Coaching'] },
  {
    role: /\b(it support|help ?desk|service desk|desktop support|support technician|IT technician)\b/i,
    skills: ['Troubleshooting', 'Ticketing systems'],
  },
  {
    role: /\b(customer service|call cent(re|er)|contact cent(re|er)|front office|guest services)\b/i,
    skills: ['Customer service'],
  },
];

/**
 * What a person says they want, are learning or are preparing for ('looking to move into
 * instructional design', 'I'm learning React', 'studying for CompTIA A+'): each clause from its
 * opening words to the end of its sentence. These name a goal, not something the person can do.
 */
const INTENTION =
  /(?:\b(?:i'?m|i am|currently|still|now|also|been)\s+(?:learning|studying)\b|(?<=(?:^|[.!?;:\n])[ \t]{0,8})(?:learning|studying)\b(?![ \t]+and[ \t]+development)|\b(?:studying (?:for|towards?)|preparing for|working towards?|retraining (?:for|as)|looking (?:to|for)|seeking|aiming (?:for|to)|aspiring|hoping to|plan(?:ning)? to|want(?:s|ing)? to|would like to|i'?d like to|interested in|goal:|next step:?|transition(?:ing)? (?:to|into)|mov(?:e|ing) (?:in)?to|mov(?:e|ing) towards?|switch(?:ing)? (?:to|into)|pivot(?:ing)? (?:to|into)|curious about|keen to|ready for)\b)[^.;!?\n]*/gi;

/** The clauses of `text` that say what the person wants or is learning, as written. */
export function intentionClauses(text: string): string[] {
  return [...text.matchAll(INTENTION)].map((m) => m[0]);
}

/** `text` with its intention clauses blanked out (same length, so positions hold). */
export function withoutIntentions(text: string): string {
  return text.replace(INTENTION, (m) => ' '.repeat(m.length));
}

/** 'manual and regression testing', 'unit, integration and load tests': words sharing their last word. */
const COORDINATED =
  /\b([A-Za-z][\w-]*)((?:, ?[A-Za-z][\w-]*){0,5}),? (?:and|or|&) [A-Za-z][\w-]* ([A-Za-z][\w-]*)\b/g;

/** SKILL_IMPLIES by the skill key of each source, built on first use. */
let impliesByKey: Map<string, readonly string[]> | undefined;

/** What the offline advisor reads from a profile. */
export interface ProfileSkills {
  /** Skills the text names (outside what the person only wants or is learning), most mentioned first. */
  named: string[];
  /** Skills the named ones and the person's job titles imply, not named themselves. */
  implied: string[];
  /** The clauses that say what the person wants or is learning. */
  intentions: string[];
}

/**
 * The skills a profile shows: those it names where it describes what the person does, and those
 * these imply by meaning (SKILL_IMPLIES, ROLE_SKILLS), each by its canonical lexicon name. Skills
 * named only in what the person wants or is learning are not theirs yet.
 */
export function readProfileSkills(lexicon: SkillLexicon, text: string, limit = 25): ProfileSkills {
  const described = withoutIntentions(text);
  const named = extractSkills(lexicon, { text: described }, limit);
  // Skills written as one of a coordinated pair: 'manual and regression testing' names manual
  // testing too, 'unit and integration tests' unit tests.
  const tried = new Set<string>();
  for (const m of described.matchAll(COORDINATED)) {
    if (named.length >= limit) break;
    const head = m[3]!;
    for (const word of [m[1]!, ...(m[2] ?? '').split(/,\s*/).filter((w) => w !== '')]) {
      const candidate = `${word} ${head}`.toLowerCase();
      if (tried.has(candidate)) continue;
      tried.add(candidate);
      const skill = canonicalSkill(lexicon, candidate);
      if (skill && !named.includes(skill) && named.length < limit) named.push(skill);
    }
  }
  const have = new Set(named.map(skillKey));
  const implied: string[] = [];
  const add = (skill: string) => {
    const canonical = canonicalSkill(lexicon, skill);
    if (!canonical) return;
    const key = skillKey(canonical);
    if (have.has(key)) return;
    have.add(key);
    implied.push(canonical);
  };
  for (const { role, skills } of ROLE_SKILLS) if (role.test(described)) skills.forEach(add);
  // Implications of implied skills count too ('Argo CD' → 'CI/CD'; 'SPL' → 'Splunk' → 'SIEM').
  impliesByKey ??= new Map(
    Object.entries(SKILL_IMPLIES).map(([source, targets]) => [skillKey(source), targets]),
  );
  for (let i = 0; i < named.length + implied.length; i++) {
    const skill = i < named.length ? named[i]! : implied[i - named.length]!;
    impliesByKey.get(skillKey(skill))?.forEach(add);
  }
  // A shown skill holding all of a required one's words counts for it ('VPC design' for VPC).
  const shows = (skill: string) => {
    const words = skillKey(skill).split(' ');
    return [...have].some((key) => words.every((w) => key.split(' ').includes(w)));
  };
  for (const { all, implies } of JOINT_IMPLIES) if (all.every(shows)) add(implies);
  return { named, implied, intentions: intentionClauses(text) };
}

/**
 * Skills named in free text (a pasted CV, a LinkedIn About section), by their canonical names,
 * most mentioned first, then in order of first mention. Only what the text names is returned.
 */
export function extractProfileSkills(lexicon: SkillLexicon, text: string, limit = 25): string[] {
  return extractSkills(lexicon, { text }, limit);
}
