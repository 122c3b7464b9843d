import type { CourseCategory } from '@app/core/course';

/**
 * Keyword rules that place a course in one of the catalogue's categories from its own words
 * (title, subjects, products). The first matching rule wins, so narrower topics come first.
 */
const TEXT_RULES: ReadonlyArray<readonly [RegExp, CourseCategory]> = [
  [
    /\b(generative ai|gen ?ai|large language models?|llms?|prompt engineering|copilot|agentforce|openai|gpt)\b/i,
    'Generative AI',
  ],
  [/\b(natural language processing|nlp)\b/i, 'Natural Language Processing'],
  [/\bdeep learning|neural networks?\b/i, 'Deep Learning'],
  [/\bmachine learning\b/i, 'Machine Learning'],
  [/\b(artificial intelligence|ai|einstein)\b/i, 'Artificial Intelligence'],
  [/\b(identity|access management|entra|single sign-on|sso)\b/i, 'Identity & Access Management'],
  [/\b(governance|compliance|risk)\b/i, 'Governance, Risk & Compliance'],
  [/\b(ethical hacking|penetration testing)\b/i, 'Ethical Hacking'],
  [/\b(cyber ?security|security|threat|malware|sentinel|defender)\b/i, 'Cybersecurity'],
  [/\b(kubernetes|docker|containers?|openshift)\b/i, 'Containers & Kubernetes'],
  [/\b(terraform|ansible|infrastructure as code|bicep)\b/i, 'Infrastructure as Code'],
  [/\b(devops|ci\/cd|continuous integration|github actions|site reliability)\b/i, 'DevOps'],
  [/\b(data engineering|data pipelines?|etl|data lakes?|spark|hadoop)\b/i, 'Data Engineering'],
  [/\b(big data)\b/i, 'Big Data'],
  [/\b(data visuali[sz]ation|dashboards?|tableau)\b/i, 'Data Visualization'],
  [/\b(business intelligence|power bi)\b/i, 'Business Intelligence'],
  [/\b(data science|data scientist)\b/i, 'Data Science'],
  [/\b(data analy(sis|tics|st)|analytics|statistics|excel)\b/i, 'Data Analytics'],
  [/\b(sql|databases?|nosql|mongodb|dynamodb|postgres(ql)?|mysql|cosmos db)\b/i, 'Databases'],
  [/\b(quantum|high performance computing|hpc)\b/i, 'High Performance Computing'],
  [/\b(iot|internet of things|embedded|hardware|robotics)\b/i, 'Hardware & IoT'],
  [/\b(mobile|android|ios|swift|swiftui|kotlin|flutter)\b/i, 'Mobile Development'],
  [/\b(web development|html|css|javascript|react|front-?end|node\.js)\b/i, 'Web Development'],
  [/\b(game development|unity|unreal)\b/i, 'Game Development'],
  [/\b(apis?|integration|mulesoft)\b/i, 'API & Integration'],
  [/\b(low-code|no-code|power apps|power platform|app builder)\b/i, 'Low-Code Development'],
  [/\b(automation|rpa|power automate|flow)\b/i, 'Automation & RPA'],
  [/\b(python|java|c\+\+|c#|programming|coding|apex|rust|golang)\b/i, 'Programming'],
  [/\b(software (development|engineering)|developer|application development)\b/i, 'Software Development'],
  [/\b(linux|open source)\b/i, 'Linux & Open Source'],
  [/\b(networking|networks?|tcp\/ip|routing)\b/i, 'Networking'],
  [/\b(cloud architecture|solutions architect)\b/i, 'Cloud Architecture'],
  [/\b(cloud|azure|aws|google cloud|serverless)\b/i, 'Cloud Computing'],
  [/\b(ux|user experience|ui design|design thinking)\b/i, 'UX Design'],
  [/\b(photoshop|illustrator|graphic design|creative)\b/i, 'Design & Creative'],
  [/\b(video|animation|premiere|after effects)\b/i, 'Video & Animation'],
  [/\b(digital marketing|marketing)\b/i, 'Marketing'],
  [/\b(e-?commerce|commerce)\b/i, 'E-commerce'],
  [/\b(customer service|service cloud|customer support)\b/i, 'Customer Service'],
  [/\b(sales)\b/i, 'Sales'],
  [/\b(crm|salesforce)\b/i, 'CRM'],
  [/\b(erp|supply chain|finance and operations)\b/i, 'ERP'],
  [/\b(project management)\b/i, 'Project Management'],
  [/\b(agile|scrum)\b/i, 'Agile & Scrum'],
  [/\b(productivity|collaboration|microsoft 365|office|teams|slack)\b/i, 'Productivity & Collaboration'],
  [/\b(it support|help desk|troubleshooting)\b/i, 'IT Support'],
  [/\b(career|leadership|communication)\b/i, 'Career Development'],
];

/** The category the first matching rule names for these texts, tried in order, else `fallback`. */
export function categoryFromText(texts: ReadonlyArray<string>, fallback: CourseCategory): CourseCategory {
  for (const text of texts) {
    if (!text) continue;
    for (const [pattern, category] of TEXT_RULES) if (pattern.test(text)) return category;
  }
  return fallback;
}
