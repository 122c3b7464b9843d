import type { SeedCourse } from '@app/core/course';

const provider = 'HubSpot';

export const courses: SeedCourse[] = [
  {
    id: 4700,
    title: 'Inbound Marketing Certification',
    provider,
    category: 'Marketing',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on attracting, engaging and delighting customers with inbound marketing.',
    skills: ['Inbound methodology', 'Content strategy', 'Lead nurturing', 'Buyer personas'],
    link: 'https://academy.hubspot.com/courses/inbound-marketing',
  },
  {
    id: 4701,
    title: 'Content Marketing Certification',
    provider,
    category: 'Marketing',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on planning, creating, repurposing and measuring content.',
    skills: ['Content strategy', 'Storytelling', 'Content repurposing', 'Content measurement'],
    link: 'https://academy.hubspot.com/courses/content-marketing',
  },
  {
    id: 4702,
    title: 'Email Marketing Certification',
    provider,
    category: 'Marketing',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on email strategy, segmentation, design, deliverability and testing.',
    skills: ['Email strategy', 'Segmentation', 'Deliverability', 'A/B testing'],
    link: 'https://academy.hubspot.com/courses/email-marketing',
  },
  {
    id: 4703,
    title: 'Social Media Marketing Certification',
    provider,
    category: 'Social Media',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on social media strategy, content, advertising and reporting.',
    skills: ['Social media strategy', 'Social content', 'Social advertising', 'Social listening'],
    link: 'https://academy.hubspot.com/courses/social-media',
  },
  {
    id: 4704,
    title: 'SEO Certification',
    provider,
    category: 'Marketing',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on keyword research, on-page and technical SEO and link building.',
    skills: ['Keyword research', 'On-page SEO', 'Technical SEO', 'Link building'],
    link: 'https://academy.hubspot.com/courses/seo-training',
  },
  {
    id: 4705,
    title: 'Digital Marketing Certification',
    provider,
    category: 'Marketing',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification covering the core channels and tactics of digital marketing.',
    skills: ['Digital strategy', 'SEO', 'Social media', 'Email marketing', 'Marketing analytics'],
    link: 'https://academy.hubspot.com/courses/digital-marketing',
  },
  {
    id: 4706,
    title: 'Contextual Marketing Certification',
    provider,
    category: 'Marketing',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on personalizing marketing across the customer journey.',
    skills: ['Personalization', 'Customer journey', 'Smart content', 'Segmentation'],
    link: 'https://academy.hubspot.com/contextual-marketing-certification-faq',
  },
  {
    id: 4707,
    title: 'Inbound Sales Certification',
    provider,
    category: 'Sales',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on identifying, connecting with, exploring and advising buyers.',
    skills: ['Inbound sales', 'Prospecting', 'Discovery calls', 'Buyer journey'],
    link: 'https://academy.hubspot.com/courses/inbound-sales',
  },
  {
    id: 4708,
    title: 'Sales Enablement Certification',
    provider,
    category: 'Sales',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on aligning sales and marketing and equipping sales teams.',
    skills: ['Sales enablement', 'Sales and marketing alignment', 'Sales content', 'Sales process'],
    link: 'https://academy.hubspot.com/courses/sales-enablement',
  },
  {
    id: 4710,
    title: 'HubSpot Marketing Hub Software Certification',
    provider,
    category: 'CRM',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy certification on using Marketing Hub tools for campaigns, lead capture, automation and reporting.',
    skills: ['HubSpot Marketing Hub', 'Lead capture', 'Marketing automation', 'Campaign reporting'],
    link: 'https://academy.hubspot.com/courses/hubspot-marketing-software',
  },
  {
    id: 4712,
    title: 'HubSpot Service Hub Software Certification',
    provider,
    category: 'Customer Service',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy certification on using Service Hub for tickets, knowledge bases, feedback and help desk workflows.',
    skills: ['HubSpot Service Hub', 'Ticketing', 'Knowledge base', 'Customer feedback'],
    link: 'https://academy.hubspot.com/courses/service-hub-software',
  },
  {
    id: 4715,
    title: 'HubSpot CMS for Developers Certification',
    provider,
    category: 'Web Development',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy certification for developers on building themes, templates and modules for HubSpot CMS.',
    skills: ['HubL', 'Themes and templates', 'Custom modules', 'HubSpot CLI'],
    link: 'https://academy.hubspot.com/courses/cms-for-developers',
  },
];
