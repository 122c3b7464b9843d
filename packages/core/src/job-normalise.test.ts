import { describe, expect, it } from 'vitest';
import {
  companyDisplayName,
  experienceLevelFromValue,
  findSalaryInText,
  formatSalaryRange,
  inferExperienceLevel,
  inferJobType,
  inferRemoteType,
  jobTypeFromValue,
  remoteTypeFromValue,
  salaryIntervalFromValue,
  yearsOfExperience,
} from './job-normalise.ts';

describe('remote type', () => {
  it("reads the boards' own values", () => {
    expect(remoteTypeFromValue('remote')).toBe('remote');
    expect(remoteTypeFromValue('OnSite')).toBe('onsite');
    expect(remoteTypeFromValue('on-site')).toBe('onsite');
    expect(remoteTypeFromValue('Hybrid')).toBe('hybrid');
    expect(remoteTypeFromValue('unspecified')).toBeNull();
  });

  it('falls back to the location and title, then the text, then on-site when there is a place', () => {
    expect(inferRemoteType({ declared: 'unspecified', location: 'Remote - US' })).toBe('remote');
    expect(inferRemoteType({ location: 'Berlin (Hybrid)' })).toBe('hybrid');
    expect(
      inferRemoteType({
        location: 'London',
        text: 'This is a hybrid role, three days a week in the office.',
      }),
    ).toBe('hybrid');
    expect(inferRemoteType({ location: 'London', text: 'We build hybrid cloud tooling.' })).toBe('onsite');
    expect(inferRemoteType({ location: '', text: 'We are a remote-first company.' })).toBe('remote');
    expect(inferRemoteType({ location: null })).toBeNull();
  });
});

describe('job type', () => {
  it("maps the boards' employment values", () => {
    expect(jobTypeFromValue('FullTime')).toBe('full-time');
    expect(jobTypeFromValue('Full-time')).toBe('full-time');
    expect(jobTypeFromValue('CDI')).toBe('full-time');
    expect(jobTypeFromValue('Stage')).toBe('internship');
    expect(jobTypeFromValue('Intern')).toBe('internship');
    expect(jobTypeFromValue('PartTime')).toBe('part-time');
    expect(jobTypeFromValue('Contract')).toBe('contract');
    expect(jobTypeFromValue('Fixed Term')).toBe('temporary');
    expect(jobTypeFromValue('something else')).toBeNull();
  });

  it('reads the title when the board says nothing, else full-time', () => {
    expect(inferJobType({ title: 'Software Engineering Intern' })).toBe('internship');
    expect(inferJobType({ title: 'Data Engineer (Contract)' })).toBe('contract');
    expect(inferJobType({ title: 'Part-time Support Agent' })).toBe('part-time');
    expect(inferJobType({ title: 'Backend Engineer' })).toBe('full-time');
    expect(inferJobType({ declared: 'Permanent', title: 'Intern Coordinator' })).toBe('full-time');
  });

  it('reads compound and French values: an internship or fixed term says most, else the first type named', () => {
    expect(jobTypeFromValue('Permanent / Contract')).toBe('full-time');
    expect(jobTypeFromValue('Contract / Permanent')).toBe('contract');
    expect(jobTypeFromValue("Stage de fin d'études")).toBe('internship');
    expect(jobTypeFromValue('Internship, Full-time')).toBe('internship');
    expect(jobTypeFromValue('CDD')).toBe('temporary');
    expect(jobTypeFromValue('Temporary')).toBe('temporary');
  });

  it('reads what the text says of the post when the board says only the hours', () => {
    const internship = 'Join us for a 3-6 month internship in our Paris office.';
    expect(inferJobType({ declared: 'Full-time', title: 'Summer Analyst', text: internship })).toBe(
      'internship',
    );
    expect(inferJobType({ title: 'Summer Analyst', text: internship })).toBe('internship');
    expect(
      inferJobType({ title: 'Influencer Specialist', text: 'The internship is paid and runs for 6 months.' }),
    ).toBe('internship');
    expect(inferJobType({ title: 'Office Manager', text: 'This is a 12-month fixed-term contract.' })).toBe(
      'temporary',
    );
    expect(
      inferJobType({ declared: 'Contract', title: 'Agent', text: 'You will be an Independent Contractor.' }),
    ).toBe('contract');
    expect(inferJobType({ title: 'Sales Agent', text: 'You will be an Independent Contractor.' })).toBe(
      'contract',
    );
    // The board's own employment type wins over what the text mentions in passing.
    expect(
      inferJobType({
        declared: 'Permanent',
        title: 'Engineer',
        text: 'We also run a 6-month internship programme.',
      }),
    ).toBe('full-time');
    // A full-time post that mentions internships elsewhere stays full-time.
    expect(inferJobType({ title: 'Engineer', text: 'Experience from internships or projects counts.' })).toBe(
      'full-time',
    );
  });
});

describe('experience level', () => {
  it('reads the title: lead before senior before entry', () => {
    expect(inferExperienceLevel({ title: 'Staff Software Engineer' })).toBe('lead');
    expect(inferExperienceLevel({ title: 'Senior Staff Engineer' })).toBe('lead');
    expect(inferExperienceLevel({ title: 'Engineering Manager, Platform' })).toBe('lead');
    expect(inferExperienceLevel({ title: 'Director of Sales' })).toBe('lead');
    expect(inferExperienceLevel({ title: 'Sr. Data Scientist' })).toBe('senior');
    expect(inferExperienceLevel({ title: 'Junior Frontend Developer' })).toBe('entry');
    expect(inferExperienceLevel({ title: 'Associate Software Engineer' })).toBe('entry');
    expect(inferExperienceLevel({ title: 'Software Engineer I' })).toBe('entry');
    expect(inferExperienceLevel({ title: 'Staff Accountant' })).toBe('mid');
    expect(inferExperienceLevel({ title: 'Lead Generation Specialist' })).toBe('mid');
    expect(inferExperienceLevel({ title: 'RVP of Sales' })).toBe('lead');
    expect(inferExperienceLevel({ title: 'Directeur de projets - CDI Paris' })).toBe('lead');
    expect(inferExperienceLevel({ title: 'Software Engineer Fullstack Expérimenté' })).toBe('senior');
    expect(inferExperienceLevel({ title: 'Intermediate Full Stack Software Engineer' })).toBe('mid');
    expect(inferExperienceLevel({ title: 'Early Careers - Cape Town' })).toBe('entry');
  });

  it('gives an internship the intern level, whatever its title says', () => {
    expect(inferExperienceLevel({ title: 'Bras Droit CEO - Stage Paris', jobType: 'internship' })).toBe(
      'intern',
    );
    expect(inferExperienceLevel({ title: 'Lead Data Intern', jobType: 'internship' })).toBe('intern');
    // An intern on a fixed-term contract is still an intern; who runs the internships is not.
    expect(inferExperienceLevel({ title: 'Data Analyst Intern', jobType: 'temporary' })).toBe('intern');
    expect(inferExperienceLevel({ title: 'Intern Coordinator', jobType: 'full-time' })).toBe('mid');
  });

  it("takes the board's own level before the title", () => {
    expect(experienceLevelFromValue('Entry Level')).toBe('entry');
    expect(experienceLevelFromValue('Mid-Senior level')).toBe('senior');
    expect(experienceLevelFromValue('Director')).toBe('lead');
    expect(experienceLevelFromValue('Internship')).toBe('intern');
    expect(experienceLevelFromValue('n/a')).toBeNull();
    expect(inferExperienceLevel({ declared: 'Senior', title: 'Software Engineer I' })).toBe('senior');
  });

  it('reads a title offering two levels from the first, and a segment name as no level', () => {
    expect(inferExperienceLevel({ title: 'Senior / Staff Fullstack Engineer' })).toBe('senior');
    expect(inferExperienceLevel({ title: 'Junior or Mid-level Designer' })).toBe('entry');
    expect(
      inferExperienceLevel({ title: 'Mid Market Account Executive', text: '5+ years of closing experience' }),
    ).toBe('senior');
  });

  it('treats representatives, agents and assistants as where people start', () => {
    expect(inferExperienceLevel({ title: 'Business Development Representative' })).toBe('entry');
    expect(inferExperienceLevel({ title: 'Customer Success Consultant (CPT)' })).toBe('entry');
    expect(inferExperienceLevel({ title: 'Want to be a Mama Money Agent?' })).toBe('entry');
    expect(inferExperienceLevel({ title: 'AI Agent Engineer' })).toBe('mid');
    expect(inferExperienceLevel({ title: 'Head of Agent Network' })).toBe('lead');
  });

  it('reads the level the text states, and whether it welcomes people without experience', () => {
    expect(
      inferExperienceLevel({
        title: 'Android Developer',
        text: 'As a Mid-Level Android Developer, you will…',
      }),
    ).toBe('mid');
    expect(
      inferExperienceLevel({
        title: 'Cloud Engineer',
        text: 'Une première expérience en infrastructures Cloud.',
      }),
    ).toBe('entry');
    expect(
      inferExperienceLevel({
        title: 'Software Engineer',
        text: "Si tu n'es pas encore un·e développeur·se chevronné·e, ce n'est pas un frein.",
      }),
    ).toBe('entry');
  });

  it('falls back to the years of experience asked for, then mid', () => {
    expect(
      inferExperienceLevel({ title: 'Software Engineer', text: 'You have 5+ years of backend experience.' }),
    ).toBe('senior');
    expect(
      inferExperienceLevel({ title: 'Software Engineer', text: '2-4 years of professional experience' }),
    ).toBe('mid');
    expect(inferExperienceLevel({ title: 'Software Engineer', text: '1 year experience' })).toBe('entry');
    expect(inferExperienceLevel({ title: 'Software Engineer', text: 'Great team.' })).toBe('mid');
    expect(yearsOfExperience('at least 3 years of hands-on experience')).toBe(3);
    expect(yearsOfExperience('founded 10 years ago')).toBeNull();
    expect(yearsOfExperience('between 3 and 5 years of experience')).toBe(3);
  });

  it('reads French years, ranges from their first figure, and skips someone else’s experience', () => {
    expect(yearsOfExperience("Tu as 3 à 8 ans d'xp en vente")).toBe(3);
    expect(yearsOfExperience("entre 2 et 5 ans d'expériences professionnelles")).toBe(2);
    expect(yearsOfExperience("Tu as +3 ans d'xp")).toBe(3);
    expect(yearsOfExperience('Avoir un minimum de 5ans d’expérience')).toBe(5);
    expect(
      yearsOfExperience(
        "Tu seras managé(e) par Matthieu, notre CTO qui a plus de 12 ans d'expérience. • 1 à 2 ans d'expérience en CDI",
      ),
    ).toBe(1);
  });
});

describe('company name', () => {
  it("shows the board's own name, else the configured one, else the slug made readable", () => {
    expect(companyDisplayName({ board: 'impact.com', configured: 'Impact', slug: 'impact' })).toBe(
      'impact.com',
    );
    expect(companyDisplayName({ board: ' ', configured: 'Mama Money', slug: 'mamamoney' })).toBe(
      'Mama Money',
    );
    expect(companyDisplayName({ slug: 'binance' })).toBe('Binance');
    expect(companyDisplayName({ slug: 'moo' })).toBe('Moo');
    expect(companyDisplayName({ board: null, configured: null, slug: 'mama-money' })).toBe('Mama Money');
  });
});

describe('salary range', () => {
  it('formats structured ranges compactly with the interval', () => {
    expect(formatSalaryRange({ min: 120000, max: 150000, currency: 'USD', interval: 'year' })).toBe(
      '$120K - $150K / year',
    );
    expect(formatSalaryRange({ min: 211400, max: 290600, currency: 'USD', interval: 'year' })).toBe(
      '$211.4K - $290.6K / year',
    );
    expect(formatSalaryRange({ min: 45000, max: 45000, currency: 'EUR', interval: null })).toBe('€45K');
    expect(formatSalaryRange({ min: 40, max: null, currency: 'GBP', interval: 'hour' })).toBe(
      'From £40 / hour',
    );
    expect(formatSalaryRange({ min: null, max: 3000, currency: 'ZAR', interval: 'month' })).toBe(
      'Up to ZAR 3,000 / month',
    );
    expect(formatSalaryRange({ min: null, max: null, currency: 'USD', interval: 'year' })).toBeNull();
    expect(formatSalaryRange({ min: 100, max: 90, currency: 'XXY', interval: null })).toBe(
      'XXY 90 - XXY 100',
    );
  });

  it("reads the boards' interval values", () => {
    expect(salaryIntervalFromValue('per-year-salary')).toBe('year');
    expect(salaryIntervalFromValue('1 YEAR')).toBe('year');
    expect(salaryIntervalFromValue('per-month-salary')).toBe('month');
    expect(salaryIntervalFromValue('NONE')).toBeNull();
  });

  it('finds a pay range written in the text', () => {
    expect(findSalaryInText('The base pay range is $150,000—$200,000 USD.')).toEqual({
      min: 150000,
      max: 200000,
      currency: 'USD',
      interval: 'year',
    });
    expect(findSalaryInText('Pay: $120k-$150k')).toEqual({
      min: 120000,
      max: 150000,
      currency: 'USD',
      interval: 'year',
    });
    expect(findSalaryInText('£45,000 to £55,000 per annum')).toEqual({
      min: 45000,
      max: 55000,
      currency: 'GBP',
      interval: 'year',
    });
    expect(findSalaryInText('$45 - $60 per hour')).toMatchObject({ min: 45, max: 60, interval: 'hour' });
    expect(findSalaryInText('CA$ range $100,000 - $130,000 CAD')).toMatchObject({ currency: 'CAD' });
    expect(findSalaryInText('We raised $50 - $60 million')).toMatchObject({ interval: 'hour' });
    expect(findSalaryInText('No numbers here')).toBeNull();
    expect(findSalaryInText('$10 - $5,000,000')).toBeNull();
  });
});
