import type { SeedCourse } from '@app/core/course';

const provider = 'Meta';

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
    link: 'https://www.facebook.com/business/learn/certification/exams/100-101-exam',
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
    link: 'https://www.facebook.com/business/learn/certification/exams/410-101-exam',
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
    link: 'https://www.coursera.org/professional-certificates/meta-social-media-marketing',
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
    link: 'https://www.coursera.org/professional-certificates/meta-marketing-analytics',
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
    link: 'https://www.coursera.org/professional-certificates/meta-front-end-developer',
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
    link: 'https://www.coursera.org/professional-certificates/meta-back-end-developer',
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
    link: 'https://www.coursera.org/professional-certificates/meta-database-engineer',
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
    link: 'https://www.coursera.org/professional-certificates/meta-android-developer',
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
    link: 'https://www.coursera.org/professional-certificates/meta-ios-developer',
  },
];
