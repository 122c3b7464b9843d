import { describe, expect, it } from 'vitest';
import {
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
