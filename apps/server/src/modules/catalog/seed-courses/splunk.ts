import type { SeedCourse } from '@app/core/course';

const provider = 'Splunk';

export const courses: SeedCourse[] = [
  {
    id: 3800,
    title: 'Intro to Splunk',
    provider,
    category: 'Observability & Monitoring',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Splunk course on the Splunk interface, basic searching, reports and dashboards.',
    skills: ['Splunk search', 'Search Processing Language basics', 'Reports', 'Dashboards'],
    link: 'https://education.splunk.com/course/intro-to-splunk-elearning',
  },
  {
    id: 3801,
    title: 'Splunk Core Certified User',
    provider,
    category: 'Observability & Monitoring',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Splunk certification on searching, using fields, creating reports, dashboards and lookups.',
    skills: ['Basic searching', 'Fields', 'Reports and dashboards', 'Lookups'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-core-certified-user.html',
  },
  {
    id: 3802,
    title: 'Splunk Core Certified Power User',
    provider,
    category: 'Observability & Monitoring',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Splunk certification on SPL commands, field extractions, knowledge objects, macros and data models.',
    skills: ['SPL commands', 'Field extractions', 'Knowledge objects', 'Macros', 'Data models'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-core-certified-power-user.html',
  },
  {
    id: 3803,
    title: 'Splunk Core Certified Advanced Power User',
    provider,
    category: 'Observability & Monitoring',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced Splunk certification on complex searches, search optimization, advanced dashboards and event correlation.',
    skills: ['Advanced SPL', 'Search optimization', 'Advanced dashboards', 'Event correlation'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-core-certified-advanced-power-user.html',
  },
  {
    id: 3804,
    title: 'Splunk Enterprise Certified Admin',
    provider,
    category: 'Observability & Monitoring',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Splunk certification on managing Splunk Enterprise: licensing, indexes, users, forwarders and data inputs.',
    skills: ['Splunk administration', 'Indexes', 'Forwarders', 'Data inputs', 'User management'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-enterprise-certified-admin.html',
  },
  {
    id: 3805,
    title: 'Splunk Enterprise Certified Architect',
    provider,
    category: 'Observability & Monitoring',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced Splunk certification on planning, deploying and troubleshooting distributed and clustered Splunk deployments.',
    skills: ['Deployment planning', 'Indexer clustering', 'Search head clustering', 'Troubleshooting'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-enterprise-certified-architect.html',
  },
  {
    id: 3806,
    title: 'Splunk Cloud Certified Admin',
    provider,
    category: 'Observability & Monitoring',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Splunk certification on administering Splunk Cloud Platform, including data ingestion, users and apps.',
    skills: ['Splunk Cloud Platform', 'Data onboarding', 'User management', 'App management'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-cloud-certified-admin.html',
  },
  {
    id: 3807,
    title: 'Splunk Enterprise Security Certified Admin',
    provider,
    category: 'Security Operations',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Splunk certification on installing, configuring and managing Splunk Enterprise Security for SOC use.',
    skills: [
      'Splunk Enterprise Security',
      'Correlation searches',
      'Risk-based alerting',
      'Threat intelligence',
    ],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-es-certified-admin.html',
  },
  {
    id: 3808,
    title: 'Splunk Certified Cybersecurity Defense Analyst',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Splunk certification for SOC analysts on detecting, analysing and responding to threats with Splunk.',
    skills: ['Threat detection', 'Incident analysis', 'Security frameworks', 'Splunk SOAR basics'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-certified-cybersecurity-defense-analyst.html',
  },
  {
    id: 3809,
    title: 'Splunk SOAR Certified Automation Developer',
    provider,
    category: 'Automation & RPA',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Splunk certification on building playbooks and automating security workflows in Splunk SOAR.',
    skills: ['Splunk SOAR', 'Playbooks', 'Security automation', 'Python'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-soar-certified-automation-developer.html',
  },
  {
    id: 3810,
    title: 'Splunk O11y Cloud Certified Metrics User',
    provider,
    category: 'Observability & Monitoring',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Splunk certification on monitoring infrastructure metrics, building charts and detectors in Splunk Observability Cloud.',
    skills: ['Splunk Observability Cloud', 'Metrics', 'Charts and dashboards', 'Detectors and alerts'],
    link: 'https://www.splunk.com/en_us/training/certification-track/splunk-o11y-cloud-certified-metrics-user.html',
  },
];
