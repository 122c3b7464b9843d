import { describe, expect, it } from 'vitest';
import { COVER_LETTER_TONES, coverLetterRequestSchema, cvRequestSchema } from './ai-api.ts';
import { buildAiLexicon } from './ai-lexicon.ts';
import { AI_TEST_COURSES } from './ai-test-courses.ts';
import {
  experienceYears,
  salutation,
  sharedJobSkills,
  toBullets,
  writeCoverLetter,
  writeCv,
} from './ai-writing.ts';
import { CAREER_PATHS } from './career-paths-data.ts';

const FULL = cvRequestSchema.parse({
  personalInfo: {
    fullName: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    phone: '+44 7700 900123',
    location: 'Manchester, UK',
    linkedin: 'linkedin.com/in/amaraokafor',
    website: 'amara.dev',
  },
  targetRole: 'Senior Data Analyst',
  experience: [
    {
      position: 'Data Analyst',
      company: 'Co-op Group',
      startDate: '2021-09',
      endDate: '',
      description:
        '- Built Power BI dashboards for 40 stores\n- Automated weekly sales reporting with Python and SQL',
    },
    {
      position: 'Junior Analyst',
      company: 'Auto Trader UK',
      startDate: '2019-07',
      endDate: '2021-08',
      description: 'Cleaned and modelled listings data. Presented findings to the pricing team.',
    },
  ],
  education: [
    {
      degree: 'BSc',
      field: 'Mathematics',
      institution: 'University of Manchester',
      startDate: '2016',
      endDate: '2019',
      gpa: 'First-class honours',
      achievements: 'Dissertation on time-series forecasting',
    },
  ],
  skills: {
    technical: ['SQL', 'Python', 'Power BI'],
    soft: ['Stakeholder communication'],
    languages: ['English', 'Yoruba'],
  },
  additionalInfo: 'Full UK driving licence',
});

describe('writeCv', () => {
  const cv = writeCv(FULL);

  it('contains every field the user gave', () => {
    const given = [
      'AMARA OKAFOR',
      ...Object.values(FULL.personalInfo).filter((v) => v !== 'Amara Okafor'),
      FULL.targetRole,
      ...FULL.experience.flatMap((e) => [e.position, e.company, e.startDate]),
      'Built Power BI dashboards for 40 stores',
      'Automated weekly sales reporting with Python and SQL',
      'Cleaned and modelled listings data.',
      'Presented findings to the pricing team.',
      '2021-08',
      ...Object.values(FULL.education[0]!),
      ...FULL.skills.technical,
      ...FULL.skills.soft,
      ...FULL.skills.languages,
      FULL.additionalInfo,
    ];
    for (const value of given) expect(cv).toContain(value);
    for (const section of [
      'PROFESSIONAL SUMMARY',
      'EXPERIENCE',
      'EDUCATION',
      'SKILLS',
      'ADDITIONAL INFORMATION',
    ]) {
      expect(cv).toContain(section);
    }
  });

  it('states no number of years unless the dates allow it', () => {
    expect(cv).not.toMatch(/\d+ years? of experience/);
    expect(writeCv(FULL, { currentYear: 2025 })).toContain('Data Analyst with 5 years of experience');
    expect(experienceYears(FULL.experience, { currentYear: 2025 })).toBe(5);
    expect(experienceYears(FULL.experience)).toBeUndefined();
  });

  it('omits sections with no data and invents nothing', () => {
    const minimal = writeCv(
      cvRequestSchema.parse({ personalInfo: { fullName: 'Li Wei', email: 'li@example.com' } }),
    );
    expect(minimal).toBe('LI WEI\nli@example.com\n');
    const noExperience = writeCv(
      cvRequestSchema.parse({
        personalInfo: { fullName: 'Li Wei', email: 'li@example.com' },
        targetRole: 'Junior Developer',
        education: [{ degree: 'MSc', field: 'Computer Science', institution: 'TU Delft' }],
      }),
    );
    expect(noExperience).toContain(
      'Junior Developer candidate with an MSc in Computer Science from TU Delft.',
    );
    expect(noExperience).not.toContain('EXPERIENCE');
    expect(noExperience).not.toContain('SKILLS');
    expect(noExperience).not.toContain('ADDITIONAL');
    expect(noExperience).not.toMatch(/\d{4}/);
  });

  it('is deterministic', () => {
    expect(writeCv(FULL)).toBe(cv);
  });
});

describe('toBullets', () => {
  it('splits lines, strips bullet marks, and splits a single paragraph into sentences', () => {
    expect(toBullets('- a\n* b\n• c')).toEqual(['a', 'b', 'c']);
    expect(toBullets('Did X. Then Y.')).toEqual(['Did X.', 'Then Y.']);
    expect(toBullets('')).toEqual([]);
  });
});

const letter = (tone: (typeof COVER_LETTER_TONES)[number], hiringManager = 'Priya Shah') =>
  coverLetterRequestSchema.parse({
    personalInfo: { fullName: 'Amara Okafor', email: 'amara.okafor@example.com', phone: '+44 7700 900123' },
    jobDetails: {
      company: 'Monzo',
      position: 'Senior Data Analyst',
      hiringManager,
      jobDescription:
        'You will own dashboards in Looker and write SQL and Python to answer product questions. Experience with dbt is a plus.',
      companyInfo: 'Monzo is a UK digital bank',
    },
    motivation: 'I want to help people understand their money.',
    experience: 'Three years as a data analyst at Co-op Group, automating reporting with Python and SQL.',
    tone,
  });

describe('writeCoverLetter', () => {
  const date = '14 March 2025';
  const letters = COVER_LETTER_TONES.map((tone) => writeCoverLetter(letter(tone), { date }));

  it('contains the name, contact, date, company, position and the user texts', () => {
    for (const text of letters) {
      for (const value of [
        'Amara Okafor',
        'amara.okafor@example.com',
        '+44 7700 900123',
        date,
        'Monzo',
        'Senior Data Analyst',
        'Dear Priya Shah,',
        'I want to help people understand their money.',
        'Monzo is a UK digital bank.',
      ]) {
        expect(text).toContain(value);
      }
      expect(text.trimEnd().endsWith('Amara Okafor')).toBe(true);
    }
  });

  it('is clearly different in each tone', () => {
    expect(new Set(letters).size).toBe(4);
    const [professional, enthusiastic, conversational, formal] = letters;
    expect(professional).toContain('Sincerely,');
    expect(enthusiastic).toMatch(/!/);
    expect(conversational).toContain('Best,');
    expect(formal).toContain('Yours sincerely,');
    expect(writeCoverLetter(letter('formal', ''), { date })).toContain('Dear Hiring Manager,');
    expect(writeCoverLetter(letter('formal', ''), { date })).toContain('Yours faithfully,');
  });

  it('names job-description skills that the experience also names, and only those', () => {
    for (const text of letters) {
      expect(text).toMatch(/SQL and Python/);
      expect(text).not.toContain('Looker');
      expect(text).not.toContain('dbt');
    }
    const lexicon = buildAiLexicon({ courses: AI_TEST_COURSES, careerPaths: CAREER_PATHS });
    expect(sharedJobSkills('Kubernetes and Terraform experience', 'I ran k8s clusters', { lexicon })).toEqual(
      ['Kubernetes'],
    );
    expect(sharedJobSkills('Kubernetes and Terraform experience', 'I ran k8s clusters')).toEqual([]);
  });

  it('invents no facts: without motivation or experience there are no body paragraphs about them', () => {
    const bare = writeCoverLetter(
      coverLetterRequestSchema.parse({
        personalInfo: { fullName: 'Li Wei', email: 'li@example.com' },
        jobDetails: { company: 'Stripe', position: 'Support Engineer' },
      }),
      { date },
    );
    expect(bare).toContain('Dear Hiring Manager,');
    expect(bare).toContain('Stripe');
    expect(bare).not.toMatch(/\d+ years/);
    expect(bare).not.toContain('experience:');
  });

  it('lead with a different paragraph per tone: experience when professional or formal, motivation when enthusiastic or conversational', () => {
    const lead = (text: string) => {
      const at = (needle: string) => text.indexOf(needle);
      const places = {
        motivation: at('I want to help people understand their money.'),
        experience: at('Three years as a data analyst'),
        company: at('Monzo is a UK digital bank.'),
      };
      return Object.entries(places)
        .sort((a, b) => a[1] - b[1])
        .map(([name]) => name);
    };
    const [professional, enthusiastic, conversational, formal] = letters.map(lead);
    expect(professional).toEqual(['experience', 'motivation', 'company']);
    expect(enthusiastic).toEqual(['motivation', 'company', 'experience']);
    expect(conversational).toEqual(['motivation', 'experience', 'company']);
    expect(formal).toEqual(['experience', 'company', 'motivation']);
  });

  it('greets by title and surname when the name has a title, by the name as given otherwise', () => {
    expect(salutation('Ms. Alex Carter')).toBe('Dear Ms Carter');
    expect(salutation('dr jane van der berg')).toBe('Dear Dr berg');
    expect(salutation('Professor Ada Lovelace')).toBe('Dear Professor Lovelace');
    expect(salutation('  Priya   Shah ')).toBe('Dear Priya Shah');
    expect(salutation('Hiring Team')).toBe('Dear Hiring Team');
    expect(salutation('')).toBe('Dear Hiring Manager');
    const text = writeCoverLetter(letter('professional', 'Ms. Alex Carter'), { date });
    expect(text).toContain('\nDear Ms Carter,\n');
    expect(text).not.toContain('Dear Ms. Alex Carter');
  });

  it('keeps a skill of several words whole ("Power BI"), and joins the list with commas and "and"', () => {
    const text = writeCoverLetter(
      coverLetterRequestSchema.parse({
        personalInfo: { fullName: 'Sam Lee', email: 'sam@example.com' },
        jobDetails: {
          company: 'Acme',
          position: 'BI Analyst',
          jobDescription: 'You will use SQL, Power BI and Python every day.',
        },
        experience: 'I built reports in Power BI on top of SQL, with Python for the cleaning.',
      }),
      { date },
    );
    expect(text).toContain('SQL, Power BI and Python');
    expect(text).not.toMatch(/Power, BI/);
  });

  it('is deterministic', () => {
    expect(writeCoverLetter(letter('enthusiastic'), { date })).toBe(letters[1]);
  });
});
