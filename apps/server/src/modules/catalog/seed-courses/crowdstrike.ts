import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'CrowdStrike';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 5200,
    title: 'CrowdStrike Certified Falcon Administrator (CCFA)',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'CrowdStrike certification on deploying and administering the Falcon platform, sensors, policies and users.',
    skills: ['Falcon platform', 'Sensor deployment', 'Prevention policies', 'User roles'],
    link: search('CrowdStrike Certified Falcon Administrator'),
  },
  {
    id: 5201,
    title: 'CrowdStrike Certified Falcon Responder (CCFR)',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'CrowdStrike certification on triaging detections, investigating and responding to incidents with Falcon.',
    skills: ['Detection triage', 'Incident investigation', 'Real Time Response', 'Event search'],
    link: search('CrowdStrike Certified Falcon Responder'),
  },
  {
    id: 5202,
    title: 'CrowdStrike Certified Falcon Hunter (CCFH)',
    provider,
    category: 'Security Operations',
    level: 'Advanced',
    price: 'Paid',
    description: 'CrowdStrike certification on proactive threat hunting with Falcon data and MITRE ATT&CK.',
    skills: ['Threat hunting', 'MITRE ATT&CK', 'Event search queries', 'Hypothesis-driven hunting'],
    link: search('CrowdStrike Certified Falcon Hunter'),
  },
  {
    id: 5203,
    title: 'CrowdStrike Certified Identity Specialist (CCIS)',
    provider,
    category: 'Identity & Access Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'CrowdStrike certification on protecting identities and detecting identity-based attacks with Falcon Identity Protection.',
    skills: [
      'Identity threat detection',
      'Active Directory security',
      'Identity policies',
      'Falcon Identity Protection',
    ],
    link: search('CrowdStrike Certified Identity Specialist'),
  },
];
