import { MINIMUM_AGE, mailto, PRIVACY_EMAIL, SITE_NAME, SUPPORT_EMAIL } from '@app/core/site';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {SITE_NAME} is an online platform that helps people find industry certification courses, university
        courses, career paths and jobs in technology, and offers free AI tools for career planning. This
        policy explains what personal information we collect when you use {SITE_NAME}, why we collect it, how
        long we keep it and the choices you have.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We only collect what we need to run the features you use:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your full name, email address and password when you sign up.
            Passwords are stored only as a secure hash; we can never read them.
          </li>
          <li>
            <strong>Profile and settings:</strong> an optional avatar image and the preferences you choose in
            Settings, such as notifications, privacy and appearance.
          </li>
          <li>
            <strong>Learning activity:</strong> the courses you enrol in or complete, your progress, learning
            time and achievements, which power your dashboard.
          </li>
          <li>
            <strong>Applications and waitlists:</strong> the jobs you apply to through {SITE_NAME}, and the
            name, email and optional message you give when joining a waitlist.
          </li>
          <li>
            <strong>What you enter into AI tools:</strong> the text you paste or type, such as a CV, a profile
            or a job description, and the results generated for you.
          </li>
          <li>
            <strong>Technical information:</strong> server logs with your IP address, browser type, the pages
            requested and error reports, which we use to keep the service secure and working.
          </li>
        </ul>
        <p>We do not buy personal information about you from other companies.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To show your dashboard, progress and recommendations.</li>
        <li>To run the AI tools you ask for and return their results.</li>
        <li>To send emails you need, such as password resets, and the notifications you have switched on.</li>
        <li>To answer your support requests.</li>
        <li>To prevent abuse, fix problems and understand, in aggregate, how the platform is used.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use a session cookie to keep you signed in. It is essential for your account to work, cannot be
          read by scripts on the page and is removed when you sign out or when the session expires.
        </p>
        <p>
          We also store a few preferences, such as your chosen theme, in your browser so that pages look right
          from the moment they load. We do not use advertising cookies and do not allow third parties to track
          you across other websites through {SITE_NAME}.
        </p>
      </>
    ),
  },
  {
    id: 'ai-tools',
    title: 'AI tools',
    body: (
      <>
        <p>
          When you use the AI Career Advisor, AI Learning Prep, Degree Recommendations, CV Builder, Cover
          Letter Builder or the home page chat, the text you submit is processed to produce your result.
          Depending on how the service is configured, this processing happens on our own servers or at an AI
          service provider that acts on our behalf and may not use your text for its own purposes.
        </p>
        <p>
          Please do not include sensitive information you would not want processed, such as identity numbers,
          health information or passwords. AI-generated results can be inaccurate; review them before you rely
          on them.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Links to third parties',
    body: (
      <p>
        Courses and jobs on {SITE_NAME} link to the websites of the companies, universities and employers that
        offer them. When you follow such a link you leave {SITE_NAME}, and the other site’s own privacy policy
        applies to what you do there, including enrolling, paying or applying. We are not responsible for how
        those sites handle your information.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            With service providers that host our platform, send our emails or run AI processing for us, under
            contracts that limit them to that work.
          </li>
          <li>
            When the law requires it, or to protect the rights and safety of our users and of {SITE_NAME}.
          </li>
          <li>With your permission, or when you ask us to.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'How long we keep it and how we protect it',
    body: (
      <>
        <p>
          We keep your account information for as long as your account is open. When you delete your account,
          we delete your profile, settings, progress and applications; backups holding them are overwritten
          within a limited period. Server logs are kept for a short time for security and then deleted.
        </p>
        <p>
          Connections to {SITE_NAME} are encrypted, passwords are hashed, and access to personal data within
          our team is limited to those who need it to run the service. No system is perfectly secure, so
          please use a strong password that you do not use elsewhere.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>You can at any time:</p>
        <ul>
          <li>see and correct your name and preferences in Settings;</li>
          <li>download a copy of your data from the Privacy tab in Settings;</li>
          <li>delete your account from the same tab;</li>
          <li>switch email notifications and the weekly digest off.</li>
        </ul>
        <p>
          Depending on where you live, you may have further rights, such as objecting to certain processing or
          complaining to a data protection authority. Contact us to exercise them.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {SITE_NAME} is not intended for children under {MINIMUM_AGE}, and they may not create an account. If
        you believe a child under {MINIMUM_AGE} has given us personal information, contact us and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as the platform changes. We will change the date at the top of this page,
        and if the changes are significant we will tell you by email or with a notice on the site before they
        take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For questions about this policy or your personal information, email{' '}
        <a href={mailto(PRIVACY_EMAIL, 'Privacy question')}>{PRIVACY_EMAIL}</a>. For anything else, write to{' '}
        <a href={mailto(SUPPORT_EMAIL)}>{SUPPORT_EMAIL}</a> or visit the <Link to="/help">Help Center</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={`How ${SITE_NAME} collects, uses and protects your personal information.`}
      sections={sections}
    />
  );
}
