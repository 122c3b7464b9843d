import { describe, expect, it } from 'vitest';
import { type PostingBlock, postingSkills, skillLines } from './job-posting-skills.ts';
import { buildSkillLexicon } from './skill-lexicon.ts';

const lexicon = buildSkillLexicon([
  ['Python', 'Kubernetes', 'Coaching', 'Automation', 'Compliance', 'AWS', 'Google Cloud', 'Lean', 'Bash'],
]);
const heading = (text: string): PostingBlock => ({ kind: 'heading', text });
const paragraph = (text: string): PostingBlock => ({ kind: 'paragraph', text });
const item = (text: string): PostingBlock => ({ kind: 'item', text });

describe('skillLines', () => {
  it("leaves out the company's own sections and keeps the role's", () => {
    const lines = skillLines([
      heading('About impact.com'),
      paragraph('The global leader in Partnership Automation.'),
      heading('About the team:'),
      paragraph('We run Python services on Kubernetes.'),
      heading('Benefits and Perks:'),
      item('Up to 12 fully covered therapy/coaching sessions per year.'),
      heading('What You Bring:'),
      item('Coaching sales reps to hit quota.'),
      heading('Pourquoi rejoindre Theodo ?'),
      paragraph('🤝 Des séances de coaching hebdomadaires.'),
    ]);
    expect(lines).toEqual([
      'About the team:',
      'We run Python services on Kubernetes.',
      'What You Bring:',
      'Coaching sales reps to hit quota.',
    ]);
  });

  it("takes a short line ending in '?' or ':' that names a company section for its heading", () => {
    expect(
      skillLines([
        item('Python and Kubernetes.'),
        paragraph('Pourquoi rejoindre Theodo ?'),
        paragraph('Séances de coaching hebdomadaires.'),
        paragraph('What you will do:'),
        item('Automation of our builds.'),
      ]),
    ).toEqual(['Python and Kubernetes.', 'What you will do:', 'Automation of our builds.']);
  });

  it('leaves out benefit, legal and company-history sentences, and sentences about the company', () => {
    expect(
      skillLines(
        [
          paragraph(
            'Luno is the crypto app you can rely on, with strict compliance. You will automate our Python tooling.',
          ),
          paragraph('Founded in 2019, Linear runs on Kubernetes. Our wellness benefit includes coaching.'),
          paragraph('We are an equal opportunity employer and value diversity.'),
        ],
        ['Luno', 'Linear'],
      ),
    ).toEqual(['You will automate our Python tooling.']);
  });

  it("leaves out lists of the company's partners and clients", () => {
    expect(
      skillLines([
        item('Activer les alliances avec Anthropic, Google Cloud, AWS'),
        item('En lien avec les partenaires AWS, GCP, Snowflake, tu identifies les opportunités'),
        item('Work with bank & payment partners on compliance.'),
      ]),
    ).toEqual(['Work with bank & payment partners on compliance.']);
  });
});

describe('postingSkills', () => {
  it("reads the role's skills, never the company's name or its boilerplate", () => {
    const blocks = [
      heading('About Bash'),
      paragraph('Bash is a Lean company with AWS credits for everyone.'),
      heading('The role'),
      item('Write Python on Kubernetes; Bash is our company, not a skill here.'),
      heading('What we offer'),
      item('Google Cloud credits and weekly coaching.'),
    ];
    expect(postingSkills(lexicon, { title: 'Platform Engineer', blocks, companyNames: ['Bash'] })).toEqual([
      'Python',
      'Kubernetes',
    ]);
  });
});
