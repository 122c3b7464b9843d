import type { Course, CourseCategory, CourseLevel } from '@app/core/course';
import { categoryFromText } from '../categories.ts';
import { formatMinutes, plainText } from '../text.ts';
import type { LearnItem, LearnKind, Named } from './learn-records.ts';

const PROVIDER = 'Microsoft';

/**
 * Learn product ids (and their prefixes) to catalogue categories. Tried in this order over all of an
 * item's products, so the specific product ("azure-functions") decides before the family ("azure").
 */
const PRODUCT_RULES: ReadonlyArray<readonly [RegExp, CourseCategory]> = [
  [/openai|copilot|generative/, 'Generative AI'],
  [/machine-learning/, 'Machine Learning'],
  [
    /(^|-)ai(-|$)|cognitive|bot-service|ai-services|ai-foundry|ai-builder|language-service|speech|vision/,
    'Artificial Intelligence',
  ],
  [/entra|active-directory/, 'Identity & Access Management'],
  [/purview|compliance|priva/, 'Governance, Risk & Compliance'],
  [/sentinel/, 'Security Operations'],
  [/defender|security|key-vault|intune/, 'Cybersecurity'],
  [/power-bi/, 'Business Intelligence'],
  [
    /fabric|synapse|data-factory|databricks|stream-analytics|hdinsight|data-lake|data-explorer/,
    'Data Engineering',
  ],
  [/sql|cosmos|database|mysql|postgresql|mariadb/, 'Databases'],
  [/power-apps|power-pages|power-platform|dataverse|power-fx/, 'Low-Code Development'],
  [/power-automate|logic-apps/, 'Automation & RPA'],
  [
    /dynamics-365-(finance|supply-chain|business-central|commerce|project-operations|human-resources)|dynamics-finance|dynamics-scm|business-central/,
    'ERP',
  ],
  [
    /dynamics-365-(sales|customer-service|marketing|field-service|customer-insights|customer-engagement)|dynamics-sales|dynamics-customer/,
    'CRM',
  ],
  [/dynamics/, 'Business Applications'],
  [/github|azure-devops|devops|azure-pipelines/, 'DevOps'],
  [/kubernetes|aks|container/, 'Containers & Kubernetes'],
  [/bicep|arm-templates|terraform/, 'Infrastructure as Code'],
  [/azure-monitor|log-analytics|application-insights/, 'Observability & Monitoring'],
  [/iot|sphere/, 'Hardware & IoT'],
  [
    /virtual-network|expressroute|vpn|front-door|load-balancer|azure-firewall|azure-dns|networking/,
    'Networking',
  ],
  [
    /dotnet|csharp|aspnet|visual-studio|vs-code|typescript|java|python|azure-functions|app-service|api-management/,
    'Software Development',
  ],
  [/windows-server|windows|linux/, 'Operating Systems'],
  [
    /m365|microsoft-365|office|teams|sharepoint|exchange|outlook|excel|word|onedrive|viva|loop|planner/,
    'Productivity & Collaboration',
  ],
  [/azure|cloud/, 'Cloud Computing'],
];

/** Learn role ids to categories, when no product decided. */
const ROLE_RULES: Record<string, CourseCategory> = {
  'ai-engineer': 'Artificial Intelligence',
  'data-scientist': 'Data Science',
  'data-engineer': 'Data Engineering',
  'data-analyst': 'Data Analytics',
  'database-administrator': 'Databases',
  'security-engineer': 'Cybersecurity',
  'security-operations-analyst': 'Security Operations',
  'identity-access-admin': 'Identity & Access Management',
  'devops-engineer': 'DevOps',
  developer: 'Software Development',
  'solution-architect': 'Cloud Architecture',
  'network-engineer': 'Networking',
  'functional-consultant': 'Business Applications',
  'business-analyst': 'Business Intelligence',
  'business-user': 'Productivity & Collaboration',
  administrator: 'Cloud Computing',
};

const LEVEL_ORDER: Record<string, CourseLevel> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Certification types without a level list: fundamentals are entry level, specialties the deepest. */
const CERTIFICATION_LEVELS: Record<string, CourseLevel> = {
  fundamentals: 'Beginner',
  'role-based': 'Intermediate',
  specialty: 'Advanced',
  expert: 'Advanced',
};

const KIND_LABEL: Record<LearnKind, string> = {
  module: 'Microsoft Learn module',
  learningPath: 'Microsoft Learn learning path',
  certification: 'Microsoft certification',
  exam: 'Microsoft certification exam',
  course: 'Instructor-led Microsoft course',
};

/**
 * A Learn item as a catalogue course: levels → level (the lowest one listed, since the item is
 * open to that audience), products and roles → category, product names → skills, minutes → a
 * readable duration, url → the enrol link. Modules and learning paths are free on Learn;
 * certification exams and instructor-led courses are paid.
 */
export function learnItemToCourse(item: LearnItem): Course {
  const productNames = unique(item.products.map((p) => p.name));
  const course: Course = {
    id: `microsoft-${item.uid}`,
    title: titleOf(item),
    provider: PROVIDER,
    category: categoryOf(item),
    level: levelOf(item),
    price: item.kind === 'module' || item.kind === 'learningPath' ? 'Free' : 'Paid',
    description: plainText(item.summary) || fallbackDescription(item, productNames),
    skills: (productNames.length ? productNames : unique(item.roles.map((r) => r.name))).slice(0, 6),
    link: item.url,
  };
  const duration = formatMinutes(item.minutes);
  if (duration) course.duration = duration;
  return course;
}

function titleOf(item: LearnItem): string {
  const title = plainText(item.title);
  if (item.kind === 'exam' && item.code && !title.includes(item.code)) return `Exam ${item.code}: ${title}`;
  if (item.kind === 'course' && item.code && !title.includes(item.code)) return `${title} (${item.code})`;
  return title;
}

function levelOf(item: LearnItem): CourseLevel {
  for (const level of ['beginner', 'intermediate', 'advanced'])
    if (item.levels.includes(level)) return LEVEL_ORDER[level]!;
  if (item.certificationType) return CERTIFICATION_LEVELS[item.certificationType] ?? 'Intermediate';
  return 'Beginner';
}

function categoryOf(item: LearnItem): CourseCategory {
  for (const [pattern, category] of PRODUCT_RULES) {
    if (item.products.some((p) => pattern.test(p.id))) return category;
  }
  for (const role of item.roles) {
    const category = ROLE_RULES[role.id];
    if (category) return category;
  }
  return categoryFromText([item.title, ...item.subjects.map((s: Named) => s.name)], 'Cloud Computing');
}

function fallbackDescription(item: LearnItem, productNames: string[]): string {
  const topics = productNames.slice(0, 3);
  return topics.length
    ? `${KIND_LABEL[item.kind]} covering ${topics.join(', ')}.`
    : `${KIND_LABEL[item.kind]}.`;
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}
