import { LEGAL_EMAIL, MINIMUM_AGE, mailto, SITE_NAME, SUPPORT_EMAIL } from '@app/core/site';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        These terms govern your use of {SITE_NAME}, including its website, course and job listings, career
        paths and AI tools. By using {SITE_NAME} or creating an account, you agree to them. If you do not
        agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: `Who may use ${SITE_NAME}`,
    body: (
      <p>
        You must be {MINIMUM_AGE} years of age or older to use {SITE_NAME}. Children under {MINIMUM_AGE} are
        not allowed to use the service or create an account. If you are under the age of majority where you
        live, you may only use {SITE_NAME} with the permission of a parent or guardian, who accepts these
        terms on your behalf.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You may hold only one account. Accounts are personal and may not be shared or transferred.</li>
        <li>Give accurate information when you sign up and keep it up to date.</li>
        <li>
          Keep your password secret. You are responsible for what happens under your account; tell us straight
          away if you think someone else has used it.
        </li>
        <li>You can delete your account at any time from the Privacy tab in Settings.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When using {SITE_NAME}, you agree not to:</p>
        <ul>
          <li>break the law or infringe the rights of others;</li>
          <li>submit false job applications or waitlist entries, or impersonate anyone;</li>
          <li>
            try to get around security or rate limits, access other users’ accounts or data, or disrupt the
            service;
          </li>
          <li>copy the catalogue in bulk by automated means, or resell access to the service;</li>
          <li>use the AI tools to create unlawful, deceptive or harmful content.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'courses-and-jobs',
    title: 'Courses, certifications and jobs from third parties',
    body: (
      <>
        <p>
          {SITE_NAME} lists courses, certifications and jobs offered by technology companies, universities and
          employers, and links to their websites. We do not provide those courses or jobs ourselves.
          Enrolment, payment, course content, exams, certificates and hiring decisions are matters between you
          and the provider or employer, under their terms.
        </p>
        <p>
          We take care to keep listings accurate, but details such as prices, availability and content come
          from the providers and can change without notice. Always check the provider’s own page before you
          enrol or apply.
        </p>
        <p>
          {SITE_NAME} is not affiliated with, endorsed by or sponsored by the companies and universities it
          lists. Their names, logos and trademarks belong to their respective owners and are used only to
          identify their courses and jobs.
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
          The AI tools generate career suggestions, study materials, degree recommendations, CVs and cover
          letters automatically from what you enter. Their output may be incomplete or wrong and is not
          professional career, educational, legal or financial advice. Review and edit anything you use,
          especially documents you send to employers.
        </p>
        <p>
          You keep the rights to the text you submit, and you may use the results freely. You must have the
          right to submit any content you enter, and it must not include other people’s personal information
          without their permission.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and payments',
    body: (
      <p>
        The core of {SITE_NAME} is free. Where we offer paid plans, their price, billing period and what they
        include are shown on the <Link to="/pricing">Pricing</Link> page before you subscribe, together with
        any money-back guarantee that applies. Courses you buy from a provider are paid to that provider, not
        to us.
      </p>
    ),
  },
  {
    id: 'privacy-and-cookies',
    title: 'Privacy and cookies',
    body: (
      <p>
        We use a session cookie to keep you signed in and handle your personal information as described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>, which forms part of these terms.
      </p>
    ),
  },
  {
    id: 'our-content',
    title: 'Our content',
    body: (
      <p>
        The {SITE_NAME} name, design, software and the content we write, such as career path descriptions and
        help articles, belong to us. You may use them for your own personal, non-commercial learning and
        career planning.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          {SITE_NAME} is provided “as is”. We work to keep it available and accurate, but we cannot promise
          that it will always be uninterrupted or error-free, or that any course, certification or tool will
          lead to a particular job or result.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, or for the
          content, services or decisions of third-party providers and employers. Nothing in these terms limits
          rights you have as a consumer that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your use of the service',
    body: (
      <p>
        You can stop using {SITE_NAME} and delete your account at any time. We may suspend or close an account
        that breaks these terms, or withdraw the service, and will give notice where we reasonably can.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service changes. We will change the date at the top of this page and,
        for significant changes, tell you by email or with a notice on the site before they take effect. If
        you keep using {SITE_NAME} after that, the new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms can be sent to{' '}
        <a href={mailto(LEGAL_EMAIL, 'Terms question')}>{LEGAL_EMAIL}</a>. For help with your account, email{' '}
        <a href={mailto(SUPPORT_EMAIL)}>{SUPPORT_EMAIL}</a> or visit the <Link to="/help">Help Center</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      summary={`The rules for using ${SITE_NAME}. Please read them carefully.`}
      sections={sections}
    />
  );
}
