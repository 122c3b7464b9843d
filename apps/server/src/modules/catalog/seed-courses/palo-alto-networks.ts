import type { SeedCourse } from '@app/core/course';

const provider = 'Palo Alto Networks';

export const courses: SeedCourse[] = [
  {
    id: 3204,
    title: 'Palo Alto Networks Certified Next-Generation Firewall Engineer',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Certification on deploying, configuring and integrating Palo Alto Networks next-generation firewalls at scale.',
    skills: ['Next-generation firewalls', 'Panorama', 'Network integration', 'Policy management'],
    link: 'https://www.paloaltonetworks.com/services/education/palo-alto-networks-ngfw-engineer',
  },
];
