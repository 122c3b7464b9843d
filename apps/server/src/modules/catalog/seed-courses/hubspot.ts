import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'HubSpot';
const search = (title: string) => catalogueSearchLink(provider, title);

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
    link: search('Inbound Marketing Certification'),
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
    link: search('Content Marketing Certification'),
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
    link: search('Email Marketing Certification'),
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
    link: search('Social Media Marketing Certification'),
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
    link: search('SEO Certification'),
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
    link: search('Digital Marketing Certification'),
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
    link: search('Contextual Marketing Certification'),
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
    link: search('Inbound Sales Certification'),
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
    link: search('Sales Enablement Certification'),
  },
  {
    id: 4709,
    title: 'Frictionless Sales Certification',
    provider,
    category: 'Sales',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on removing friction from the sales process and buying experience.',
    skills: ['Sales process design', 'Customer experience', 'Sales automation', 'Sales management'],
    link: search('Frictionless Sales Certification'),
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
    link: search('HubSpot Marketing Hub Software Certification'),
  },
  {
    id: 4711,
    title: 'HubSpot Sales Hub Software Certification',
    provider,
    category: 'CRM',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy certification on using Sales Hub for pipelines, sequences, meetings and sales reporting.',
    skills: ['HubSpot Sales Hub', 'Deal pipelines', 'Sequences', 'Sales reporting'],
    link: search('HubSpot Sales Hub Software Certification'),
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
    link: search('HubSpot Service Hub Software Certification'),
  },
  {
    id: 4713,
    title: 'Reporting Certification',
    provider,
    category: 'Business Intelligence',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on building reports and dashboards to measure business performance.',
    skills: ['Reporting strategy', 'Dashboards', 'Custom reports', 'Data-driven decisions'],
    link: search('Reporting Certification'),
  },
  {
    id: 4714,
    title: 'Growth-Driven Design Certification',
    provider,
    category: 'UX Design',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free HubSpot Academy course and certification on an iterative, data-driven approach to website design.',
    skills: ['Website strategy', 'Launch pad websites', 'Continuous improvement', 'User research'],
    link: search('Growth-Driven Design Certification'),
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
    link: search('HubSpot CMS for Developers Certification'),
  },
];
