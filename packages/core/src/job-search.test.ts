import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANY,
  activeJobFilterCount,
  filterJobs,
  type JobFilters,
  jobFilterOptions,
  jobHasAnySkill,
  jobMatchesFilters,
  jobMatchesSearch,
  NO_JOB_FILTERS,
  normaliseSearchText,
  rankJobs,
  type SearchableJob,
} from './job-search.ts';

const job = (over: Partial<SearchableJob> = {}): SearchableJob => ({
  title: 'Senior Backend Engineer',
  company: 'Databricks',
  description: 'Build the lakehouse platform with Scala and Apache Spark.',
  location: 'Amsterdam, Netherlands',
  remoteType: 'hybrid',
  jobType: 'full-time',
  experienceLevel: 'senior',
  skills: ['Scala', 'Apache Spark', 'Kubernetes'],
  ...over,
});
const filters = (over: Partial<JobFilters> = {}): JobFilters => ({ ...NO_JOB_FILTERS, ...over });

describe('jobMatchesSearch', () => {
  it('matches a case-insensitive substring of the title, company, any skill or the description', () => {
    const j = job();
    expect(jobMatchesSearch(j, 'backend eng')).toBe(true);
    expect(jobMatchesSearch(j, 'bricks')).toBe(true);
    expect(jobMatchesSearch(j, 'kube')).toBe(true);
    expect(jobMatchesSearch(j, 'lakehouse')).toBe(true);
    expect(jobMatchesSearch(j, 'python')).toBe(false);
  });

  it('does not search the location or the other fields', () => {
    expect(jobMatchesSearch(job(), 'amsterdam')).toBe(false);
    expect(jobMatchesSearch(job(), 'hybrid')).toBe(false);
  });

  it('matches everything for an empty search', () => {
    expect(jobMatchesSearch(job({ title: 'x', description: '' }), '')).toBe(true);
  });

  it('treats typographic quotes and dashes as their plain forms', () => {
    expect(
      jobMatchesSearch(
        job({ description: 'You don’t need a degree — just curiosity.' }),
        normaliseSearchText("don't need a degree - just"),
      ),
    ).toBe(true);
    expect(normaliseSearchText('“Lead” • Team…')).toBe('"lead" * team...');
  });

  it('compares with whitespace runs as one space', () => {
    expect(jobMatchesSearch(job({ title: 'Data   Engineer' }), normaliseSearchText('  DATA engineer '))).toBe(
      true,
    );
    expect(jobMatchesSearch(job({ description: 'Build\n\nthe platform' }), 'build the')).toBe(true);
  });
});

describe('jobMatchesFilters', () => {
  it('matches company, work type, job type and level by (case-insensitive) equality', () => {
    expect(jobMatchesFilters(job(), filters({ company: 'Databricks' }))).toBe(true);
    expect(jobMatchesFilters(job(), filters({ company: 'databricks' }))).toBe(true);
    expect(jobMatchesFilters(job(), filters({ company: 'Data' }))).toBe(false);
    expect(jobMatchesFilters(job(), filters({ remoteType: 'remote' }))).toBe(false);
    expect(
      jobMatchesFilters(
        job(),
        filters({ remoteType: 'hybrid', jobType: 'full-time', experienceLevel: 'senior' }),
      ),
    ).toBe(true);
    expect(jobMatchesFilters(job({ remoteType: null }), filters({ remoteType: 'hybrid' }))).toBe(false);
  });

  it('matches the location as a substring', () => {
    expect(jobMatchesFilters(job(), filters({ location: 'netherl' }))).toBe(true);
    expect(jobMatchesFilters(job(), filters({ location: 'berlin' }))).toBe(false);
    expect(jobMatchesFilters(job({ location: null }), filters({ location: 'a' }))).toBe(false);
    expect(jobMatchesFilters(job({ location: null }), filters({ location: '  ' }))).toBe(true);
  });

  it('matches skills when any chosen skill is a substring of any job skill', () => {
    expect(jobHasAnySkill(['Apache Spark', 'Scala'], ['spark'])).toBe(true);
    expect(jobHasAnySkill(['Apache Spark', 'Scala'], ['Python', 'scala'])).toBe(true);
    expect(jobHasAnySkill(['Apache Spark'], ['Python'])).toBe(false);
    expect(jobHasAnySkill([], ['Python'])).toBe(false);
    expect(jobHasAnySkill([], [])).toBe(true);
  });

  it("treats 'all' and blanks as no filter", () => {
    expect(jobMatchesFilters(job(), filters({ company: ANY, jobType: '' }))).toBe(true);
  });
});

describe('activeJobFilterCount', () => {
  it('counts each set filter once, skills included', () => {
    expect(activeJobFilterCount(NO_JOB_FILTERS)).toBe(0);
    expect(activeJobFilterCount(filters({ company: 'X', location: 'Paris', skills: ['A', 'B'] }))).toBe(3);
    expect(
      activeJobFilterCount(
        filters({
          company: 'X',
          location: 'y',
          remoteType: 'remote',
          jobType: 'contract',
          experienceLevel: 'mid',
          skills: ['A'],
        }),
      ),
    ).toBe(6);
    expect(activeJobFilterCount(filters({ location: '   ' }))).toBe(0);
  });
});

describe('jobFilterOptions', () => {
  it('derives the options from the jobs, sorted, without repeats', () => {
    const options = jobFilterOptions([
      job({
        company: 'stripe',
        skills: ['Go', 'Ruby'],
        remoteType: 'remote',
        jobType: 'contract',
        experienceLevel: 'lead',
      }),
      job({ company: 'Databricks', skills: ['go', 'Scala'] }),
      job({ company: 'Stripe', remoteType: null, jobType: null, experienceLevel: null, skills: [] }),
    ]);
    expect(options.companies).toEqual(['Databricks', 'stripe']);
    expect(options.skills).toEqual(['Go', 'Ruby', 'Scala']);
    expect(options.remoteTypes).toEqual(['remote', 'hybrid']);
    expect(options.jobTypes).toEqual(['full-time', 'contract']);
    expect(options.experienceLevels).toEqual(['senior', 'lead']);
  });
});

describe('filterJobs', () => {
  const word = fc.constantFrom('data', 'Engineer', 'go', 'Spark', 'remote', 'Berlin', 'lead', 'a', ' ');
  const text = fc.array(word, { maxLength: 5 }).map((w) => w.join(' '));
  const arbitraryJob = fc.record({
    title: text,
    company: fc.constantFrom('Stripe', 'Databricks', 'GitLab'),
    description: text,
    location: fc.option(text, { nil: null }),
    remoteType: fc.option(fc.constantFrom('remote', 'hybrid', 'onsite'), { nil: null }),
    jobType: fc.option(fc.constantFrom('full-time', 'contract'), { nil: null }),
    experienceLevel: fc.option(fc.constantFrom('entry', 'senior'), { nil: null }),
    skills: fc.array(fc.constantFrom('Go', 'Apache Spark', 'Data analysis'), { maxLength: 3 }),
  });
  const arbitraryFilters = fc.record({
    company: fc.constantFrom(ANY, 'Stripe', 'gitlab'),
    location: fc.constantFrom('', 'ber', 'remote'),
    remoteType: fc.constantFrom(ANY, 'remote', 'onsite'),
    jobType: fc.constantFrom(ANY, 'contract'),
    experienceLevel: fc.constantFrom(ANY, 'entry'),
    skills: fc.array(fc.constantFrom('go', 'spark', 'Data'), { maxLength: 2 }),
  });

  it('keeps exactly the jobs matching both the search and every filter, in order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryJob, { maxLength: 20 }), text, arbitraryFilters, (jobs, search, f) => {
        const result = filterJobs(jobs, search, f);
        const q = normaliseSearchText(search);
        expect(result).toEqual(jobs.filter((j) => jobMatchesSearch(j, q) && jobMatchesFilters(j, f)));
        // Narrowing never adds jobs.
        expect(filterJobs(result, search, f)).toEqual(result);
        expect(result.length).toBeLessThanOrEqual(filterJobs(jobs, '', NO_JOB_FILTERS).length);
      }),
    );
  });
});

describe('rankJobs', () => {
  const titles = (jobs: readonly SearchableJob[]) => jobs.map((j) => j.title);
  const plain = (title: string, over: Partial<SearchableJob> = {}) =>
    job({ title, company: 'Acme', description: '', skills: [], ...over });

  it("puts a job whose title holds the search's words above newer ones that only mention them", () => {
    const jobs = [
      plain('Account Executive', { description: 'Partner with our data engineer on reporting.' }),
      plain('Customer Success Manager', { description: 'Some data work with an engineer.' }),
      plain('Data Engineer', { description: 'Pipelines.' }),
    ];
    expect(titles(rankJobs(jobs, 'data engineer'))).toEqual([
      'Data Engineer',
      'Account Executive',
      'Customer Success Manager',
    ]);
  });

  it('prefers the exact title, then whole title words, then more of the title covered', () => {
    const jobs = [
      plain('JavaScript Developer'),
      plain('Senior Java Developer, Payments Platform'),
      plain('Java Developer II'),
      plain('Java Developer'),
    ];
    expect(titles(rankJobs(jobs, 'java developer'))).toEqual([
      'Java Developer',
      'Java Developer II',
      'Senior Java Developer, Payments Platform',
      'JavaScript Developer',
    ]);
  });

  it('counts the company, each skill and the description as other texts', () => {
    const jobs = [
      plain('Backend Engineer', { description: 'We run Kafka.' }),
      plain('Backend Engineer', { description: 'We run Kafka.', skills: ['Kafka'] }),
      plain('Backend Engineer', { company: 'Kafka Labs', description: 'We run Kafka.', skills: ['Kafka'] }),
    ];
    expect(rankJobs(jobs, 'kafka')).toEqual([jobs[2], jobs[1], jobs[0]]);
  });

  it('keeps the given (newest first) order between jobs that rank the same', () => {
    const jobs = ['first', 'second', 'third'].map((d) => plain('Data Engineer', { description: d }));
    const order = (list: readonly SearchableJob[]) => list.map((j) => j.description);
    expect(order(rankJobs(jobs, 'data engineer'))).toEqual(['first', 'second', 'third']);
    expect(order(rankJobs([...jobs].reverse(), 'DATA  Engineer'))).toEqual(['third', 'second', 'first']);
  });

  it('ranks by other names and codes, as every search box does', () => {
    const k8s = [
      plain('Platform Engineer', { description: 'k8s, terraform' }),
      plain('Kubernetes Engineer', { description: 'Day to day k8s.' }),
    ];
    expect(titles(rankJobs(k8s, 'k8s'))).toEqual(['Kubernetes Engineer', 'Platform Engineer']);
    const cka = [
      plain('Site Reliability Engineer', { description: 'CKA a plus.' }),
      plain('Cloud Administrator', { skills: ['CKA'], description: 'Certification: CKA.' }),
    ];
    expect(titles(rankJobs(cka, 'cka'))).toEqual(['Cloud Administrator', 'Site Reliability Engineer']);
  });

  it('counts another name only where its words are whole words', () => {
    const jobs = [
      plain('Analyst', { description: 'Machine-learning tools.' }),
      plain('Analyst', { description: 'Machine learning tools.' }),
    ];
    expect(rankJobs(jobs, 'ml')).toEqual([jobs[1], jobs[0]]);
  });

  it('compares in the search form: typographic dashes and quotes, case and spacing', () => {
    const jobs = [plain('Engineer', { description: 'front-end work' }), plain('Front‑End Engineer')];
    expect(titles(rankJobs(jobs, 'FRONT–END'))).toEqual(['Front‑End Engineer', 'Engineer']);
  });

  it('keeps the order when the search has no word to rank by', () => {
    const jobs = [plain('B'), plain('A')];
    expect(rankJobs(jobs, '')).toEqual(jobs);
    expect(rankJobs(jobs, ' -- ')).toEqual(jobs);
  });

  it('only reorders: the same jobs come back', () => {
    const word = fc.constantFrom('data', 'Engineer', 'go', 'Spark', 'k8s', 'lead', 'a', ' ');
    const text = fc.array(word, { maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: text, description: text }), { maxLength: 15 }),
        text,
        (raw, q) => {
          const jobs = raw.map((r) => plain(r.title, { description: r.description }));
          const ranked = rankJobs(jobs, q);
          expect(new Set(ranked)).toEqual(new Set(jobs));
          expect(ranked).toHaveLength(jobs.length);
        },
      ),
    );
  });
});
