import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Meta';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 1900,
    title: 'Meta Certified Digital Marketing Associate',
    provider,
    category: 'Marketing',
    level: 'Beginner',
    price: '$99 exam',
    description:
      'Meta Blueprint entry-level certification on advertising fundamentals across Facebook, Instagram, Messenger and WhatsApp.',
    skills: ['Meta Ads Manager', 'Campaign objectives', 'Audience targeting', 'Ad formats', 'Ad policies'],
    link: search('Meta Certified Digital Marketing Associate'),
  },
  {
    id: 1901,
    title: 'Meta Certified Media Buying Professional',
    provider,
    category: 'Digital Advertising',
    level: 'Advanced',
    price: '$150 exam',
    description:
      'Meta Blueprint professional certification on setting up, optimizing and troubleshooting advertising campaigns on Meta technologies.',
    skills: ['Campaign setup', 'Bidding and budgets', 'Optimization', 'Meta Pixel and Conversions API'],
    link: search('Meta Certified Media Buying Professional'),
  },
  {
    id: 1902,
    title: 'Meta Certified Media Planning Professional',
    provider,
    category: 'Digital Advertising',
    level: 'Advanced',
    price: '$150 exam',
    description:
      'Meta Blueprint professional certification on planning media strategies and campaigns that meet business objectives.',
    skills: ['Media planning', 'Audience strategy', 'Budget allocation', 'Measurement planning'],
    link: search('Meta Certified Media Planning Professional'),
  },
  {
    id: 1903,
    title: 'Meta Certified Creative Strategy Professional',
    provider,
    category: 'Marketing',
    level: 'Advanced',
    price: '$150 exam',
    description:
      'Meta Blueprint professional certification on developing creative strategies and mobile-first ads for Meta platforms.',
    skills: ['Creative strategy', 'Mobile-first creative', 'Ad formats', 'Creative testing'],
    link: search('Meta Certified Creative Strategy Professional'),
  },
  {
    id: 1904,
    title: 'Meta Certified Marketing Science Professional',
    provider,
    category: 'Marketing',
    level: 'Advanced',
    price: '$150 exam',
    description:
      'Meta Blueprint professional certification on using data, measurement and experiments to inform marketing decisions.',
    skills: ['Marketing measurement', 'A/B testing', 'Lift studies', 'Data analysis'],
    link: search('Meta Certified Marketing Science Professional'),
  },
  {
    id: 1905,
    title: 'Meta Certified Community Manager',
    provider,
    category: 'Social Media',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Meta Blueprint certification on building, managing and growing online communities on Facebook and other Meta platforms.',
    skills: ['Community management', 'Content strategy', 'Moderation', 'Community growth'],
    link: search('Meta Certified Community Manager'),
  },
  {
    id: 1906,
    title: 'Meta Social Media Marketing Professional Certificate',
    provider,
    category: 'Social Media',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Meta career program on building a social media presence, creating content and running ad campaigns on Meta platforms.',
    skills: ['Social media strategy', 'Content creation', 'Meta Ads Manager', 'Campaign analytics'],
    link: search('Meta Social Media Marketing Professional Certificate'),
  },
  {
    id: 1907,
    title: 'Meta Marketing Analytics Professional Certificate',
    provider,
    category: 'Marketing',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Meta career program on collecting, analysing and visualizing marketing data with spreadsheets, SQL, Python and Tableau.',
    skills: ['Marketing analytics', 'Spreadsheets', 'SQL', 'Python', 'Tableau'],
    link: search('Meta Marketing Analytics Professional Certificate'),
  },
  {
    id: 1908,
    title: 'Meta Front-End Developer Professional Certificate',
    provider,
    category: 'Web Development',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Meta career program on building responsive websites and web apps with HTML, CSS, JavaScript and React.',
    skills: ['HTML', 'CSS', 'JavaScript', 'React', 'UX/UI basics'],
    link: search('Meta Front-End Developer Professional Certificate'),
  },
  {
    id: 1909,
    title: 'Meta Back-End Developer Professional Certificate',
    provider,
    category: 'Web Development',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Meta career program on back-end development with Python, Django, APIs, databases and version control.',
    skills: ['Python', 'Django', 'REST APIs', 'MySQL', 'Git'],
    link: search('Meta Back-End Developer Professional Certificate'),
  },
  {
    id: 1910,
    title: 'Meta Database Engineer Professional Certificate',
    provider,
    category: 'Databases',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Meta career program on designing, building and managing relational databases with SQL, MySQL and Python.',
    skills: ['SQL', 'MySQL', 'Database design', 'Python', 'Data modeling'],
    link: search('Meta Database Engineer Professional Certificate'),
  },
  {
    id: 1911,
    title: 'Meta Android Developer Professional Certificate',
    provider,
    category: 'Mobile Development',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Meta career program on building Android apps with Kotlin, Android Studio and Jetpack Compose.',
    skills: ['Kotlin', 'Android Studio', 'Jetpack Compose', 'Mobile UI'],
    link: search('Meta Android Developer Professional Certificate'),
  },
  {
    id: 1912,
    title: 'Meta iOS Developer Professional Certificate',
    provider,
    category: 'Mobile Development',
    level: 'Beginner',
    price: 'Paid',
    description: 'Meta career program on building iOS apps with Swift, SwiftUI and UIKit.',
    skills: ['Swift', 'SwiftUI', 'UIKit', 'Xcode'],
    link: search('Meta iOS Developer Professional Certificate'),
  },
];
