import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'SAP';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 2400,
    title: 'SAP Certified Associate - Back-End Developer - ABAP Cloud',
    provider,
    category: 'Programming',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification for developers on ABAP Cloud development, the ABAP RESTful Application Programming Model and core data services.',
    skills: ['ABAP Cloud', 'ABAP RESTful Application Programming Model', 'Core data services', 'SAP BTP'],
    link: search('SAP Certified Associate Back-End Developer ABAP Cloud'),
  },
  {
    id: 2401,
    title: 'SAP Certified Associate - SAP Activate Project Manager',
    provider,
    category: 'Project Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on running SAP implementation projects with the SAP Activate methodology, including agile delivery.',
    skills: ['SAP Activate', 'Project management', 'Agile delivery', 'Fit-to-standard'],
    link: search('SAP Certified Associate SAP Activate Project Manager'),
  },
  {
    id: 2402,
    title: 'SAP Certified Associate - Integration Developer',
    provider,
    category: 'API & Integration',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on building integrations with SAP Integration Suite, including Cloud Integration and API Management.',
    skills: ['SAP Integration Suite', 'Cloud Integration', 'API Management', 'Integration flows'],
    link: search('SAP Certified Associate Integration Developer'),
  },
  {
    id: 2403,
    title: 'SAP Certified Development Associate - SAP Fiori Application Developer',
    provider,
    category: 'Web Development',
    level: 'Intermediate',
    price: 'Paid',
    description: 'SAP certification on developing SAP Fiori applications with SAPUI5 and SAP Fiori elements.',
    skills: ['SAPUI5', 'SAP Fiori elements', 'OData', 'JavaScript'],
    link: search('SAP Fiori Application Developer'),
  },
  {
    id: 2404,
    title: 'SAP Certified Application Associate - SAP S/4HANA for Financial Accounting Associates',
    provider,
    category: 'ERP',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on financial accounting in SAP S/4HANA, including the general ledger, payables, receivables and asset accounting.',
    skills: ['SAP S/4HANA Finance', 'General ledger', 'Accounts payable and receivable', 'Asset accounting'],
    link: search('SAP S/4HANA for Financial Accounting Associates'),
  },
  {
    id: 2405,
    title: 'SAP Certified Application Associate - SAP S/4HANA Sales',
    provider,
    category: 'ERP',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on sales processes in SAP S/4HANA, from order management to billing and pricing.',
    skills: ['Sales order management', 'Pricing', 'Billing', 'Delivery processing'],
    link: search('SAP S/4HANA Sales'),
  },
  {
    id: 2406,
    title: 'SAP Certified Application Associate - SAP S/4HANA Sourcing and Procurement',
    provider,
    category: 'ERP',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on procurement processes in SAP S/4HANA, including purchasing, inventory and invoice verification.',
    skills: ['Procurement', 'Inventory management', 'Invoice verification', 'Master data'],
    link: search('SAP S/4HANA Sourcing and Procurement'),
  },
  {
    id: 2407,
    title: 'SAP Certified Application Associate - SAP SuccessFactors Employee Central Core',
    provider,
    category: 'Business Applications',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on configuring SAP SuccessFactors Employee Central for core HR data and processes.',
    skills: ['SAP SuccessFactors', 'Employee Central', 'HR data model', 'Role-based permissions'],
    link: search('SAP SuccessFactors Employee Central Core'),
  },
  {
    id: 2408,
    title: 'SAP Certified Application Associate - SAP Analytics Cloud',
    provider,
    category: 'Business Intelligence',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on building stories, models and planning scenarios in SAP Analytics Cloud.',
    skills: ['SAP Analytics Cloud', 'Data modeling', 'Stories and dashboards', 'Planning'],
    link: search('SAP Analytics Cloud certification'),
  },
];
