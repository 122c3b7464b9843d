import { rankItems } from './search-ranking.ts';

/** Help Center questions, grouped as the page shows them. */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'Getting Started',
    items: [
      {
        question: 'What is SkillBridge?',
        answer:
          'SkillBridge brings together certification courses from technology companies, university courses, career paths, a jobs board and free AI tools, so you can plan and build a career in tech from one place. We help you find and compare courses; you enrol on the provider’s own website.',
      },
      {
        question: 'Is SkillBridge free to use?',
        answer:
          'Yes. Browsing courses, companies and career paths and using the AI tools costs nothing. Many of the courses we list are free as well; others are paid, and the price is set by the provider. Optional paid plans with extra features are described on the Pricing page.',
      },
      {
        question: 'Do I need an account?',
        answer:
          'You can explore companies and career paths, read the Help Center and try the AI tools without signing in. A free account adds a personal learning dashboard with your progress and statistics, lets you browse the full course and job listings, and lets you apply to jobs.',
      },
      {
        question: 'I am not sure which career to choose. Where should I start?',
        answer:
          'Paste your LinkedIn profile or CV into the AI Career Advisor and it suggests career paths and courses that fit your experience. You can also browse career paths for tech roles, each with the skills, typical salary range, growth outlook and courses that lead there.',
      },
      {
        question: 'Which AI tools are available?',
        answer:
          'There are six: the AI Career Advisor, AI Learning Prep (study material for a course), Degree Recommendations, the CV Builder, the Cover Letter Builder, and the AI chat on the home page that answers questions about your dream career. All of them are free.',
      },
    ],
  },
  {
    title: 'Courses & Certifications',
    items: [
      {
        question: 'Where do the courses come from?',
        answer:
          'From the official learning platforms of technology companies such as AWS, Microsoft, Google Cloud, Salesforce and IBM, and from universities. The Microsoft Learn and Salesforce Trailhead catalogues are refreshed from their sources automatically, so new courses appear without you having to look for them.',
      },
      {
        question: 'How do I enrol in a course?',
        answer:
          'Open the course card and follow its link to the provider’s website. Enrolment, payment and course access are handled by the provider, under their own terms.',
      },
      {
        question: 'Does SkillBridge issue certificates?',
        answer:
          'No. Certificates and certification exams are issued by the company or university that runs the course. SkillBridge helps you find the right certification and prepare for it.',
      },
      {
        question: 'How do I find courses from a specific company?',
        answer:
          'Go to Companies and choose View Courses on the company’s card, or pick the company in the Provider filter of the course catalogue. You can also combine it with the Category, Level and Price filters.',
      },
      {
        question: 'How can I tell whether a course is free?',
        answer:
          'Every course card shows its price. Set the Price filter to Free to see only free courses, or to Paid for the rest. Prices are set by the providers and can change, so check the provider’s page before you enrol.',
      },
      {
        question: 'How can I prepare for a certification exam?',
        answer:
          'Use AI Learning Prep: pick a course and choose study notes, a practice quiz with explanations, key concepts or an exam preparation guide. You can download the result as a Word document to study offline.',
      },
    ],
  },
  {
    title: 'Account & Technical',
    items: [
      {
        question: 'How do I create an account?',
        answer:
          'Select Get Started at the top of any page, enter your full name, email address and a password on the Sign Up tab, and you are ready to go. You must be at least 13 years old, and each person may hold one account.',
      },
      {
        question: 'I forgot my password. What should I do?',
        answer:
          'Use the password reset option on the Sign In page. We will email you a link that lets you choose a new password. If the email does not arrive within a few minutes, check your spam folder.',
      },
      {
        question: 'How do I change my name or notification preferences?',
        answer:
          'Open Settings from the account menu. The Account tab holds your name and avatar, and the Notifications tab lets you turn email notifications, push notifications and the weekly digest on or off.',
      },
      {
        question: 'Can I use a dark theme?',
        answer:
          'Yes. In Settings, open the Appearance tab and choose Light, Dark or System, which follows your device. The same tab has Compact Mode for denser pages and a switch to turn animations off.',
      },
      {
        question: 'How do I download my data or delete my account?',
        answer:
          'Open Settings and go to the Privacy tab, where you will find Download My Data and Delete Account. Deleting your account removes your profile, progress and applications permanently.',
      },
      {
        question: 'A page does not load properly. What can I try?',
        answer:
          'Reload the page, make sure your browser is up to date and that JavaScript and cookies are enabled, then try again. If the problem continues, contact support and tell us which page and browser you were using.',
      },
    ],
  },
];

/**
 * Help Center search: a case-insensitive substring match on the question or the answer.
 * Surrounding spaces are ignored, so a stray space does not hide every answer.
 */
export function faqItemMatches(item: FaqItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle);
}

/**
 * The groups with only their matching items; groups left empty are dropped. With a query the
 * items come best first by the shared relevance ranking (`rankItems`: the question as title, the
 * answer as other text), and the groups by their best item; ties keep the page's order.
 */
export function searchFaqs(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const matches = groups.flatMap((group) =>
    group.items.filter((item) => faqItemMatches(item, query)).map((item) => ({ group, item })),
  );
  // One ranking over every match: each group's items keep their ranked order, and a group comes
  // where its best item does.
  const ranked = rankItems(matches, query, ({ item }) => ({ title: item.question, texts: [item.answer] }));
  const found = new Map<FaqGroup, FaqItem[]>();
  for (const { group, item } of ranked) {
    const items = found.get(group);
    if (items) items.push(item);
    else found.set(group, [item]);
  }
  return [...found].map(([group, items]) => ({ title: group.title, items }));
}
