import { describe, expect, it } from 'vitest';
import { certificationIndex, findHeldCertifications } from './ai-certifications.ts';
import type { Course } from './course.ts';

// Records of the seed catalogue (apps/server/src/modules/catalog/seed-courses), trimmed to what the
// rules read: core tests cannot import from the apps.
function course(
  id: number,
  title: string,
  provider: string,
  category: string,
  level: Course['level'],
  description: string,
  skills: string[] = ['Skill'],
): Course {
  return {
    id,
    title,
    provider,
    category,
    level,
    price: 'Paid',
    description,
    skills,
    link: 'https://example.com/',
  };
}

const CATALOGUE: readonly Course[] = [
  course(
    1000,
    'AWS Certified Cloud Practitioner',
    'AWS',
    'Cloud Computing',
    'Beginner',
    'Foundational certification.',
  ),
  course(
    1002,
    'AWS Certified Solutions Architect – Associate',
    'AWS',
    'Cloud Architecture',
    'Intermediate',
    'Validates design skills.',
  ),
  course(
    1007,
    'AWS Certified Solutions Architect – Professional',
    'AWS',
    'Cloud Architecture',
    'Advanced',
    'Advanced certification.',
  ),
  course(
    1044,
    'Exam Prep Standard Course: AWS Certified Solutions Architect – Associate (SAA-C03)',
    'AWS',
    'Cloud Architecture',
    'Intermediate',
    'Reviews each exam domain.',
  ),
  course(
    1012,
    'AWS Cloud Practitioner Essentials',
    'AWS',
    'Cloud Computing',
    'Beginner',
    'Free introduction.',
  ),
  course(
    1703,
    'Cisco Certified Network Associate (CCNA)',
    'Cisco',
    'Networking',
    'Intermediate',
    'Associate certification.',
  ),
  course(
    1717,
    'Implementing and Administering Cisco Solutions (CCNA)',
    'Cisco',
    'Networking',
    'Intermediate',
    'Official training course that prepares learners for the CCNA exam.',
  ),
  course(1706, 'CCNP Enterprise', 'Cisco', 'Networking', 'Advanced', 'Professional certification.'),
  course(
    1700,
    'Cisco Certified Support Technician (CCST) Networking',
    'Cisco',
    'Networking',
    'Beginner',
    'Entry-level.',
  ),
  course(1724, 'Introduction to Cybersecurity', 'Cisco', 'Cybersecurity', 'Beginner', 'Free course.'),
  course(1800, 'CompTIA A+', 'CompTIA', 'IT Support', 'Beginner', 'Entry-level IT certification.'),
  course(
    1813,
    'CompTIA Tech+',
    'CompTIA',
    'IT Support',
    'Beginner',
    'Foundational certification on basic IT concepts.',
  ),
  course(
    1802,
    'CompTIA Security+',
    'CompTIA',
    'Cybersecurity',
    'Intermediate',
    'Baseline cybersecurity certification.',
  ),
  course(
    1821,
    'CompTIA CertMaster Learn for Security+',
    'CompTIA',
    'Cybersecurity',
    'Intermediate',
    "CompTIA's official self-paced e-learning for the Security+ exam.",
  ),
  course(
    3100,
    'Certified Kubernetes Administrator (CKA)',
    'CNCF',
    'Containers & Kubernetes',
    'Intermediate',
    'Exam.',
  ),
  course(
    3003,
    'Kubernetes Fundamentals (LFS258)',
    'Linux Foundation',
    'Containers & Kubernetes',
    'Intermediate',
    'Self-paced course on administering a cluster. Prepares for CKA.',
  ),
  course(
    3102,
    'Certified Kubernetes Security Specialist (CKS)',
    'CNCF',
    'Cloud Security',
    'Advanced',
    'Performance-based exam for CKA holders on securing clusters.',
  ),
  course(
    1400,
    'Salesforce Certified Platform Administrator',
    'Salesforce',
    'CRM',
    'Intermediate',
    'Certification.',
  ),
  course(
    1622,
    'Oracle APEX Cloud Developer Professional (1Z0-771)',
    'Oracle',
    'Low-Code',
    'Advanced',
    'Certification.',
  ),
  course(
    2500,
    'ServiceNow Certified System Administrator (CSA)',
    'ServiceNow',
    'IT Service Management',
    'Intermediate',
    'Exam.',
  ),
  course(3704, 'Certified SOC Analyst (CSA)', 'EC-Council', 'Security Operations', 'Intermediate', 'Exam.'),
];

const index = certificationIndex(CATALOGUE);
const held = (text: string) => findHeldCertifications(text, index);
const titles = (courses: readonly Course[]) => courses.map((c) => c.title).sort();
const excludedTitles = (text: string) =>
  [...held(text).excluded].map((id) => CATALOGUE.find((c) => String(c.id) === id)!.title).sort();

describe('findHeldCertifications', () => {
  it('finds certifications by full name, dashes and colons as written', () => {
    expect(titles(held('Certifications: AWS Certified Solutions Architect - Associate (2023)').held)).toEqual(
      ['AWS Certified Solutions Architect – Associate'],
    );
    expect(titles(held('Salesforce Certified Platform Administrator, 2020').held)).toEqual([
      'Salesforce Certified Platform Administrator',
    ]);
    expect(titles(held('I hold CompTIA Security+ and CompTIA A+.').held)).toEqual([
      'CompTIA A+',
      'CompTIA Security+',
    ]);
  });

  it('finds certifications by exam code or acronym, in capitals only', () => {
    expect(titles(held('Cisco CCNA (2014), CCNP Enterprise (2018)').held)).toEqual([
      'CCNP Enterprise',
      'Cisco Certified Network Associate (CCNA)',
      'Implementing and Administering Cisco Solutions (CCNA)',
    ]);
    // The prep course named by the exam code names the certification itself.
    expect(titles(held('Passed SAA-C03 last spring.').held)).toContain(
      'AWS Certified Solutions Architect – Associate',
    );
    expect(titles(held('Certified Kubernetes Administrator, CKA.').held)).toEqual([
      'Certified Kubernetes Administrator (CKA)',
    ]);
    expect(held('I configured the cka tooling').held).toEqual([]);
  });

  it('does not count a certification the person is studying or preparing for', () => {
    expect(held("I'm studying for CompTIA A+.").held).toEqual([]);
    expect(held('Preparing for the CCNA exam this summer.').held).toEqual([]);
    expect(titles(held("CompTIA Security+ (2021). Next: I'm preparing for CCNP Enterprise.").held)).toEqual([
      'CompTIA Security+',
    ]);
  });

  it('reads an acronym two providers use only next to its provider', () => {
    expect(held('Passed the CSA exam in 2022.').held).toEqual([]);
    expect(titles(held('ServiceNow admin, CSA certified.').held)).toEqual([
      'ServiceNow Certified System Administrator (CSA)',
    ]);
  });

  it('does not take Salesforce Apex for the Oracle APEX certification', () => {
    expect(held('Wrote Apex triggers and SOQL queries in Salesforce.').held).toEqual([]);
  });

  it('excludes the held certification, its prep courses and lower levels, not the next step', () => {
    expect(excludedTitles('AWS Certified Solutions Architect – Associate')).toEqual([
      'AWS Certified Cloud Practitioner',
      'AWS Certified Solutions Architect – Associate',
      'AWS Cloud Practitioner Essentials',
      'Exam Prep Standard Course: AWS Certified Solutions Architect – Associate (SAA-C03)',
    ]);
    expect(excludedTitles('Cisco CCNP Enterprise')).toEqual([
      'CCNP Enterprise',
      'Cisco Certified Network Associate (CCNA)',
      'Cisco Certified Support Technician (CCST) Networking',
      'Implementing and Administering Cisco Solutions (CCNA)',
    ]);
    // The CKA's prep course is excluded; the CKS, 'for CKA holders', is the next step.
    expect(excludedTitles('Certified Kubernetes Administrator (CKA)')).toEqual([
      'Certified Kubernetes Administrator (CKA)',
      'Kubernetes Fundamentals (LFS258)',
    ]);
    // A foundational certification of the same field sits behind A+.
    expect(excludedTitles('CompTIA A+ certified')).toEqual(['CompTIA A+', 'CompTIA Tech+']);
    // Security+ puts its CertMaster course and any introduction to cybersecurity behind it.
    expect(excludedTitles('CompTIA Security+')).toEqual([
      'CompTIA CertMaster Learn for Security+',
      'CompTIA Security+',
      'Introduction to Cybersecurity',
    ]);
  });

  it('finds nothing in a profile without certifications', () => {
    expect(held('Python developer, 4 years of Django and PostgreSQL.')).toEqual({
      held: [],
      excluded: new Set(),
    });
  });
});
