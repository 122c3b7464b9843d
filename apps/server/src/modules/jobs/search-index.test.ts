import {
  filterJobs,
  type JobFilters,
  NO_JOB_FILTERS,
  normaliseSearchText,
  rankJobs,
} from '@app/core/job-search';
import type { JobSummary } from '@app/core/jobs-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatStart, type IndexedJob, JobSearchIndex, previewOf } from './search-index.ts';

let nextId = 1;
const job = (over: Partial<IndexedJob> = {}): IndexedJob => ({
  id: nextId++,
  title: 'Backend Engineer',
  company: 'Acme',
  provider: 'Greenhouse',
  source: 'greenhouse',
  location: 'Berlin',
  remoteType: 'onsite',
  jobType: 'full-time',
  experienceLevel: 'mid',
  salaryRange: null,
  postedDate: new Date(Date.UTC(2026, 0, 1) - nextId * 1000).toISOString(),
  skills: [],
  preview: '',
  externalUrl: null,
  isSample: false,
  description: '',
  ...over,
});

const ids = (jobs: ReadonlyArray<{ id: number }>) => jobs.map((j) => j.id);
const run = (index: JobSearchIndex, search: string, filters: Partial<JobFilters> = {}, byRelevance = false) =>
  index.search({ search, filters: { ...NO_JOB_FILTERS, ...filters }, offset: 0, limit: 10_000, byRelevance });
/** The core rule's matches in core's relevance order: what the index must answer by relevance. */
const ranked = <J extends IndexedJob>(
  jobs: readonly J[],
  search: string,
  filters: Partial<JobFilters> = {},
) => rankJobs(filterJobs(jobs, search, { ...NO_JOB_FILTERS, ...filters }), search);

describe('JobSearchIndex', () => {
  const jobs = [
    job({ title: 'C++ Developer', description: 'Low-latency trading in C++ and Rust.', skills: ['C++'] }),
    job({
      title: 'Node.js Engineer',
      description: 'APIs on node.js, postgres.',
      skills: ['Node.js', 'PostgreSQL'],
    }),
    job({
      title: 'Machine Learning Engineer',
      description: 'Machine\n\nlearning   at scale',
      skills: ['Machine learning'],
    }),
    job({
      title: 'Designer',
      company: 'Kubeflow Labs',
      description: 'Figma daily.',
      location: 'Remote - EU',
      remoteType: 'remote',
    }),
  ];
  const index = new JobSearchIndex(jobs);

  it('finds substrings inside words, across words and with punctuation, as the core rule does', () => {
    for (const q of [
      'c++',
      '++',
      'node.js',
      'de.j',
      'machine learning',
      'ine lea',
      'kube',
      'KUBEFLOW LABS',
      'lat',
      'ow-lat',
      ', post',
      'x',
      '',
    ]) {
      expect(ids(run(index, q).jobs), q).toEqual(ids(filterJobs(jobs, q, NO_JOB_FILTERS)));
    }
  });

  it('never matches across two fields', () => {
    // Title 'Designer' is followed by the company 'Kubeflow Labs' in the searched text.
    expect(run(index, 'designer kube').total).toBe(0);
  });

  it('applies every filter with the search', () => {
    expect(ids(run(index, '', { location: 'eu' }).jobs)).toEqual([jobs[3]!.id]);
    expect(ids(run(index, '', { company: 'kubeflow labs' }).jobs)).toEqual([jobs[3]!.id]);
    expect(ids(run(index, 'engineer', { skills: ['sql'] }).jobs)).toEqual([jobs[1]!.id]);
    expect(run(index, '', { company: 'Nobody' }).total).toBe(0);
  });

  it('builds the same index in slices, yielding to the event loop between them', async () => {
    const many = Array.from({ length: 700 }, (_, i) =>
      job({ title: `Role ${i}`, description: `text ${i % 7} c++ node.js` }),
    );
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const sliced = await JobSearchIndex.create(many, 0);
    clearInterval(ticker);
    const whole = new JobSearchIndex(many);
    expect(turns).toBeGreaterThan(0);
    for (const q of ['text 3', 'c++ node', 'role 69', '', 'zz']) {
      expect(ids(run(sliced, q).jobs), q).toEqual(ids(run(whole, q).jobs));
    }
  });

  it('builds from pages read one after another the index built whole, reading no page past the count', async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      job({
        title: `Role ${i % 13}`,
        company: ['Acme', 'Beta', 'Go Co'][i % 3]!,
        description: `text ${i % 7} c++ node.js ${i}`,
        skills: i % 5 === 0 ? ['Go'] : ['C++', 'Data analysis'],
        remoteType: i % 2 ? 'remote' : 'onsite',
      }),
    );
    const whole = new JobSearchIndex(many);
    const queries = ['text 3', 'c++ node', 'role 1', '', 'zz', 'go', '299'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 12 }),
        async (sizes) => {
          let read = 0;
          async function* pages() {
            for (let from = 0, k = 0; from < many.length; from += sizes[k++ % sizes.length]!) {
              read++;
              yield many.slice(from, from + sizes[k % sizes.length]!);
            }
          }
          const paged = await JobSearchIndex.fromPages(many.length, pages(), 0);
          expect(paged.size).toBe(many.length);
          for (const q of queries) {
            for (const byRelevance of [false, true]) {
              const got = run(paged, q, { company: 'Acme' }, byRelevance);
              expect(ids(got.jobs), q).toEqual(ids(run(whole, q, { company: 'Acme' }, byRelevance).jobs));
            }
          }
          expect(paged.options).toEqual(whole.options);
          expect([...paged.companyCounts]).toEqual([...whole.companyCounts]);
          return read > 0;
        },
      ),
      { numRuns: 25 },
    );

    // Pages made without waiting, each far shorter than a slice, still give the event loop turns
    // while they are read.
    const singles = Array.from({ length: 2000 }, (_, i) => [
      job({ title: `Single ${i}`, description: 'c++' }),
    ]);
    let turns = 0;
    let turnsWhileRead = -1;
    const ticker = setInterval(() => turns++, 0);
    await JobSearchIndex.fromPages(
      singles.length,
      (function* () {
        yield* singles.slice(0, -1);
        turnsWhileRead = turns;
        yield singles.at(-1)!;
      })(),
      2,
    );
    clearInterval(ticker);
    expect(turnsWhileRead).toBeGreaterThan(0);

    // Fewer rows than counted (closed while read): the index holds what came; rows past the count
    // (added while read) wait for the next build, and no page after them is asked for.
    const fewer = await JobSearchIndex.fromPages(400, [many.slice(0, 150), many.slice(150)], 0);
    expect(ids(run(fewer, 'role').jobs)).toEqual(ids(run(whole, 'role').jobs));
    let asked = 0;
    const capped = await JobSearchIndex.fromPages(
      100,
      (function* () {
        for (let from = 0; from < many.length; from += 60) {
          asked++;
          yield many.slice(from, from + 60);
        }
      })(),
      0,
    );
    expect(asked).toBe(2);
    expect(ids(run(capped, '').jobs)).toEqual(ids(many.slice(0, 100)));
  });

  it('pages in order and counts every match', () => {
    const page = index.search({ search: 'e', filters: NO_JOB_FILTERS, offset: 1, limit: 2 });
    expect(page.total).toBe(4);
    expect(ids(page.jobs)).toEqual(ids(jobs.slice(1, 3)));
  });

  it('counts real jobs per company and derives the options', () => {
    const withSample = new JobSearchIndex([...jobs, job({ company: 'Acme', isSample: true })]);
    expect(withSample.companyCounts.get('acme')).toBe(3);
    expect(withSample.options.companies).toEqual(['Acme', 'Kubeflow Labs']);
  });

  it('ranks the matches by relevance when asked, ties newest first, then pages', () => {
    const board = [
      job({ title: 'Account Executive', description: 'Work with a data engineer daily.' }),
      job({ title: 'Senior Data Engineer, Platform', description: 'Spark.' }),
      job({ title: 'Analyst', company: 'Data Engineer Co', description: 'Reports.' }),
      job({ title: 'Data Engineer', description: 'Pipelines; data engineer tooling.' }),
      job({ title: 'Data Engineer', description: 'Pipelines.' }),
      job({ title: 'Designer', description: 'Figma.' }),
    ];
    const idx = new JobSearchIndex(board);
    const want = [board[3], board[4], board[1], board[0], board[2]].map((j) => j!.id);
    expect(ids(run(idx, 'data engineer', {}, true).jobs)).toEqual(want);
    expect(ids(ranked(board, 'data engineer'))).toEqual(want);
    const page = idx.search({
      search: 'Data  Engineer',
      filters: NO_JOB_FILTERS,
      offset: 1,
      limit: 2,
      byRelevance: true,
    });
    expect(page.total).toBe(5);
    expect(ids(page.jobs)).toEqual(want.slice(1, 3));
    // Newest first without relevance, and with relevance but no search.
    expect(ids(run(idx, 'data engineer').jobs)).toEqual(
      ids(filterJobs(board, 'data engineer', NO_JOB_FILTERS)),
    );
    expect(ids(run(idx, '', {}, true).jobs)).toEqual(ids(board));
  });

  it('ranks a page from every match that can make it, however its title ranks alone', () => {
    // The title holds 'engineer' (50 points); the other job has it in six other texts (60).
    const board = [
      job({ title: 'Engineering Manager', description: 'Lead a team.' }),
      job({
        title: 'Sales Manager',
        company: 'Engineer Co',
        skills: ['Engineering', 'Engineer hiring', 'Engineering sales', 'Engineer tools'],
        description: 'Sell to every engineer.',
      }),
      job({ title: 'Office Manager', description: 'Engineer the office.' }),
    ];
    const idx = new JobSearchIndex(board);
    const page = (offset: number, limit: number) =>
      ids(idx.search({ search: 'engineer', filters: NO_JOB_FILTERS, offset, limit, byRelevance: true }).jobs);
    const want = ids(ranked(board, 'engineer'));
    expect(want).toEqual([board[1]!.id, board[0]!.id, board[2]!.id]);
    expect(page(0, 1)).toEqual(want.slice(0, 1));
    expect(page(1, 1)).toEqual(want.slice(1, 2));
    expect(page(0, 2)).toEqual(want.slice(0, 2));
  });

  it('keys a job carrying the code searched apart from one of the same title and counts without it', () => {
    // Both: the same title, and 'k8s' in one other text each (description, or a skill). Only the
    // older one carries it as a code (from its skills): it ranks first, newer or not.
    const board = [
      job({ title: 'Platform Engineer', description: 'We run k8s.' }),
      job({ title: 'Platform Engineer', description: 'We run clusters.', skills: ['K8s'] }),
    ];
    const idx = new JobSearchIndex(board);
    const want = ids(ranked(board, 'k8s'));
    expect(want).toEqual([board[1]!.id, board[0]!.id]);
    expect(ids(run(idx, 'k8s', {}, true).jobs)).toEqual(want);
  });

  it('ranks as core rankJobs does: codes, other names, punctuation, skills and company', () => {
    const board = [
      job({ title: 'Platform Engineer', description: 'k8s, terraform and CKA.', skills: ['Terraform'] }),
      job({ title: 'Kubernetes Engineer', description: 'Day-to-day k8s work.', skills: ['Kubernetes'] }),
      job({ title: 'Cloud Administrator', description: 'CKA required; k8s.', skills: ['CKA'] }),
      job({ title: 'C++ Developer', description: 'C++ and node.js; k8s-native.', company: 'C++ Shop' }),
      job({ title: 'Node.js Engineer', description: 'node.js, c++ bindings', skills: ['Node.js', 'C++'] }),
      job({ title: 'ML Analyst', description: 'html, machine-learning, k8s' }),
      job({ title: 'Scientist', description: 'machine learning with html reports' }),
    ];
    const idx = new JobSearchIndex(board);
    for (const q of ['k8s', 'cka', 'c++', 'node.js', 'ml', 'engineer', 'k8s engineer', 'e', '++']) {
      expect(ids(run(idx, q, {}, true).jobs), q).toEqual(ids(ranked(board, q)));
    }
  });

  it('bounds a title by the texts its jobs may hold a word in: any of its companies, description, skills as often as one job lists them', () => {
    // Only titles whose most key can reach the page are read: 'Platform Engineer' holds 'go' in five
    // texts (company, description and the same skill three times), where the newer 'Backend
    // Engineer' holds it in four. Counting the title's skills once each would bound it at three.
    const board = [
      job({
        title: 'Backend Engineer',
        company: 'Go Co',
        description: 'we use go',
        skills: ['Go', 'Golang'],
      }),
      job({ title: 'Data Engineer', company: 'Go Co', description: 'go', skills: ['Go'] }),
      job({
        title: 'Platform Engineer',
        company: 'Go Co',
        description: 'go daily',
        skills: ['Go', 'Go', 'Go'],
      }),
      job({ title: 'Platform Engineer', company: 'Acme', description: 'rust', skills: ['Go'] }),
      job({ title: 'Site Engineer', company: 'Acme', description: 'no', skills: ['Golang'] }),
    ];
    const idx = new JobSearchIndex(board);
    const best = ids(ranked(board, 'go'));
    expect(best[0]).toBe(board[2]!.id);
    for (let offset = 0; offset < best.length; offset++) {
      const page = idx.search({ search: 'go', filters: NO_JOB_FILTERS, offset, limit: 1, byRelevance: true });
      expect(ids(page.jobs), `offset ${offset}`).toEqual(best.slice(offset, offset + 1));
    }
    // A title with no skills still holds the word in its jobs' company and description: the newer
    // job ties with one whose skill holds it, and wins the tie.
    const tie = [
      job({ title: 'QA Engineer', company: 'Go Co', description: 'go' }),
      job({ title: 'Ops Engineer', company: 'Acme', description: 'go', skills: ['Go'] }),
    ];
    const first = new JobSearchIndex(tie).search({
      search: 'go',
      filters: NO_JOB_FILTERS,
      offset: 0,
      limit: 1,
      byRelevance: true,
    });
    expect(ids(first.jobs)).toEqual(ids(ranked(tie, 'go')).slice(0, 1));
    // A title's company bound holds for any of its companies, not only its newest job's: the oldest
    // 'Cloud Engineer' holds 'go' in its company too, and beats the newer jobs that hold it once.
    const companies = [
      job({ title: 'Web Engineer', company: 'Acme', description: 'go' }),
      job({ title: 'Cloud Engineer', company: 'Acme', description: 'go' }),
      job({ title: 'Cloud Engineer', company: 'Beta', description: 'go' }),
      job({ title: 'Cloud Engineer', company: 'Go Co', description: 'go' }),
    ];
    const top = new JobSearchIndex(companies).search({
      search: 'go',
      filters: NO_JOB_FILTERS,
      offset: 0,
      limit: 1,
      byRelevance: true,
    });
    expect(ids(top.jobs)).toEqual([companies[3]!.id]);
    expect(ids(ranked(companies, 'go')).slice(0, 1)).toEqual([companies[3]!.id]);
  });

  it('agrees with the core rule on random jobs, searches and filters (sparse and dense postings)', () => {
    const words = ['go', 'golang', 'data', 'data-eng', 'c++', 'node.js', 'ml', 'ops', 'devops', 'é', 'ß'];
    // Other names and codes, for the relevance order.
    words.push('machine', 'learning', 'machine-learning', 'k8s', 'Kubernetes', '(CKA)', 'AZ-900');
    const text = fc
      .array(fc.constantFrom(...words, ' ', '  ', '.', '\n'), { maxLength: 12 })
      .map((w) => w.join(' '));
    const jobArb = fc.record({
      title: text,
      company: fc.constantFrom('Acme', 'Beta', 'Go Co'),
      description: text,
      location: fc.option(fc.constantFrom('Berlin', 'Remote', 'Go Town'), { nil: null }),
      remoteType: fc.option(fc.constantFrom('remote' as const, 'onsite' as const), { nil: null }),
      skills: fc.array(fc.constantFrom('Go', 'Data analysis', 'C++', 'CKA', 'Machine Learning'), {
        maxLength: 2,
      }),
    });
    const queryArb = fc.oneof(
      fc.constantFrom('go', 'o', 'data e', 'a-e', '+', 'c++ ', ' ops', 'ml ops', 'node', 'de.js', 'ß', ''),
      // Punctuation at either end, between words, or alone.
      fc.constantFrom('++', '+ d', 'c++ n', '(c', 'a)', ') (', '.j', '.', '. ', '-', ', ', ' (cka', 'e.'),
      fc.constantFrom('ml', 'k8s', 'cka', 'az900', 'machine learning', 'go ml'),
      fc.array(fc.constantFrom(...words, ' '), { maxLength: 3 }).map((w) => w.join(' ')),
    );
    const filtersArb = fc.record({
      company: fc.constantFrom('all', 'Acme', 'go co'),
      location: fc.constantFrom('', 'go', 'r'),
      remoteType: fc.constantFrom('all', 'remote'),
      jobType: fc.constant('all'),
      experienceLevel: fc.constant('all'),
      skills: fc.array(fc.constantFrom('go', 'c+', 'DATA'), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(jobArb, { minLength: 1, maxLength: 120 }),
        fc.array(queryArb, { minLength: 1, maxLength: 5 }),
        filtersArb,
        (raw, queries, filters) => {
          const list = raw.map((r) => job(r));
          const idx = new JobSearchIndex(list);
          for (const q of queries) {
            const got = run(idx, q, filters);
            const want = filterJobs(list, q, filters);
            expect(ids(got.jobs)).toEqual(ids(want));
            const best = ids(ranked(list, q, filters));
            expect(ids(run(idx, q, filters, true).jobs), q).toEqual(best);
            // One page, where only the matches that can make it are ranked.
            const page = idx.search({
              search: q,
              filters: { ...NO_JOB_FILTERS, ...filters },
              offset: 2,
              limit: 3,
              byRelevance: true,
            });
            expect(ids(page.jobs), q).toEqual(best.slice(2, 5));
            expect(page.total).toBe(best.length);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('JobSearchIndex.searchSteps', () => {
  // Enough jobs that a phrase search reads text for many steps, with titles enough to rank.
  const titles = ['Data Engineer', 'Senior Data Engineer', 'Data Analyst', 'Backend Engineer', 'Designer'];
  const list = Array.from({ length: 3000 }, (_, i) =>
    job({
      title: titles[i % titles.length]!,
      company: i % 3 === 0 ? 'Acme' : 'Globex',
      remoteType: i % 2 === 0 ? 'remote' : 'onsite',
      skills: i % 4 === 0 ? ['Python'] : ['SQL'],
      description:
        i % 7 === 0 ? `We need a data engineer (${i}).` : `Data pipelines; an engineer of platforms (${i}).`,
    }),
  );
  const idx = new JobSearchIndex(list);
  const queries = [
    { search: 'data engineer', filters: NO_JOB_FILTERS, offset: 0, limit: 30, byRelevance: true },
    { search: 'data engineer', filters: NO_JOB_FILTERS, offset: 30, limit: 30, byRelevance: false },
    {
      search: 'engineer',
      filters: { ...NO_JOB_FILTERS, company: 'Acme' },
      offset: 5,
      limit: 30,
      byRelevance: true,
    },
    {
      search: '',
      filters: { ...NO_JOB_FILTERS, remoteType: 'remote', skills: ['python'] },
      offset: 0,
      limit: 30,
    },
    {
      search: 'ta en',
      filters: { ...NO_JOB_FILTERS, remoteType: 'onsite' },
      offset: 0,
      limit: 30,
      byRelevance: true,
    },
  ];

  it("reads a phrase search's texts over many steps, not in one", () => {
    const steps = idx.searchSteps(queries[0]!);
    let count = 0;
    while (!steps.next().done) count++;
    // 3,000 jobs hold both words and have their text read, a step every 32.
    expect(count).toBeGreaterThanOrEqual(3000 / 32);
  });

  it("looks up a search held by many of the board's words over many steps, not in one", () => {
    // 10,000 jobs, each with 40 words of its own holding 'go': 400,000 words of one posting each.
    const board = Array.from({ length: 10_000 }, (_, i) =>
      job({ description: Array.from({ length: 40 }, (_, k) => `go${i}x${k}`).join(' ') }),
    );
    const index = new JobSearchIndex(board);
    const query = { search: 'go', filters: NO_JOB_FILTERS, offset: 0, limit: 30 };
    const steps = index.searchSteps(query);
    let count = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) count++;
    // Each word counts 9 (its posting and itself), a step every 65,536: 400,000 words make 54
    // steps; walking the matches makes 5.
    expect(count).toBeGreaterThanOrEqual(50);
    expect(ids(next.value.jobs)).toEqual(ids(board.slice(0, 30)));
    expect(next.value.total).toBe(10_000);
  });

  it('answers a phrase searched again from the jobs it checked, reading no text twice, filtered or not', () => {
    const fresh = new JobSearchIndex(list);
    const stepsOf = (q: (typeof queries)[number], index = fresh) => {
      const steps = index.searchSteps(q);
      for (let count = 0; ; count++) {
        const next = steps.next();
        if (next.done) return { count, answer: next.value };
      }
    };
    const phrase = queries[0]!;
    const acme = { ...phrase, filters: { ...NO_JOB_FILTERS, company: 'Acme' }, byRelevance: false };
    const remote = { ...phrase, filters: { ...NO_JOB_FILTERS, remoteType: 'remote' }, byRelevance: false };
    // Filtered first: only the jobs kept are read, and what they hold is remembered.
    const firstAcme = stepsOf(acme);
    const againAcme = stepsOf(acme);
    expect(againAcme.answer).toEqual(firstAcme.answer);
    expect(againAcme.count).toBeLessThan(firstAcme.count / 4);
    // Another filter reads only the jobs not read yet: remote jobs of other companies (2 in 3).
    const remoteAlone = stepsOf(remote, new JobSearchIndex(list));
    const remoteAfter = stepsOf(remote);
    expect(remoteAfter.answer).toEqual(remoteAlone.answer);
    expect(remoteAfter.count).toBeLessThan(remoteAlone.count * 0.8);
    expect(ids(remoteAfter.answer.jobs)).toEqual(
      ids(filterJobs(list, 'data engineer', remote.filters)).slice(0, 30),
    );
    // Unfiltered: the jobs left are read once; after that no text is read, filtered or not.
    const first = stepsOf(phrase);
    const again = stepsOf(phrase);
    const againRemote = stepsOf(remote);
    expect(first.answer).toEqual(idx.search(phrase));
    expect(again.answer).toEqual(first.answer);
    expect(againRemote.answer).toEqual(remoteAlone.answer);
    expect(first.count).toBeGreaterThan(1000 / 32);
    expect(first.count).toBeLessThan(stepsOf(phrase, new JobSearchIndex(list)).count);
    expect(again.count).toBeLessThan(first.count / 4);
    expect(againRemote.count).toBeLessThan(remoteAlone.count / 4);
  });

  it('keeps the matches of the last 64 phrases only', () => {
    const fresh = new JobSearchIndex(list);
    const stepsOf = (search: string) => {
      const steps = fresh.searchSteps({ ...queries[0]!, search });
      let count = 0;
      while (!steps.next().done) count++;
      return count;
    };
    const first = stepsOf('data engineer');
    expect(stepsOf('data engineer')).toBeLessThan(first / 4);
    // 63 other phrases: 'data engineer' is still among the last 64.
    for (let i = 0; i < 63; i++) stepsOf(`engineer (${i}`);
    expect(stepsOf('data engineer')).toBeLessThan(first / 4);
    // 64 others after it: it is read again.
    for (let i = 0; i < 64; i++) stepsOf(`engineer (${i}`);
    expect(stepsOf('data engineer')).toBe(first);
  });

  it('answers searches run a step at a time, interleaved with each other, as each alone', () => {
    const alone = queries.map((q) => idx.search(q));
    expect(alone[0]!.total).toBe(filterJobs(list, 'data engineer', NO_JOB_FILTERS).length);
    const running = queries.map((q) => idx.searchSteps(q));
    const answers: Array<ReturnType<JobSearchIndex['search']> | undefined> = queries.map(() => undefined);
    while (answers.some((a) => a === undefined)) {
      for (const [i, steps] of running.entries()) {
        if (answers[i]) continue;
        const next = steps.next();
        if (next.done) answers[i] = next.value;
      }
    }
    expect(answers).toEqual(alone);
    // And as the core rule answers the first.
    expect(ids(answers[0]!.jobs)).toEqual(ids(ranked(list, 'data engineer')).slice(0, 30));
  });

  it('ranks tens of thousands of matches in steps, another search run whole between any two, as core does', () => {
    // Past 32,768 matches, picking those that can make the page takes more than one step.
    const titles = [
      'Data Engineer',
      'Senior Data Engineer',
      'Engineering Manager',
      'Data Analyst',
      'Engineer',
    ];
    const board = Array.from({ length: 45_000 }, (_, i) =>
      job({ title: titles[i % titles.length]!, description: i % 7 === 0 ? 'data engineer' : 'team' }),
    );
    const index = new JobSearchIndex(board);
    const ask = (search: string) => ({
      search,
      filters: NO_JOB_FILTERS,
      offset: 0,
      limit: 20,
      byRelevance: true,
    });
    const first = index.search(ask('engineer'));
    const second = index.search(ask('data'));
    expect(ids(first.jobs)).toEqual(ids(ranked(board, 'engineer')).slice(0, 20));
    expect(ids(second.jobs)).toEqual(ids(ranked(board, 'data')).slice(0, 20));
    const stepsOf = (steps: Generator<unknown, unknown>) => {
      let count = 0;
      while (!steps.next().done) count++;
      return count;
    };
    const total = stepsOf(index.searchSteps(ask('engineer')));
    for (let k = 0; k < total; k++) {
      const running = index.searchSteps(ask('engineer'));
      for (let step = 0; step < k; step++) running.next();
      expect(index.search(ask('data')), `after ${k} steps`).toEqual(second);
      let next = running.next();
      while (!next.done) next = running.next();
      expect(next.value, `after ${k} steps`).toEqual(first);
    }
  });
});

// An index built again over the board (after a sync) shares the descriptions and summaries that
// have not changed with the index in use, rather than holding them twice.
const build = (jobs: readonly IndexedJob[], previous?: JobSearchIndex) =>
  JobSearchIndex.fromPages(jobs.length, [jobs], 10, previous);
const answer = (...args: Parameters<typeof run>) => ids(run(...args).jobs);
/** A job read again is the same row: dated by its id, not by when it was made. */
const posting = (id: number, over: Partial<IndexedJob>) =>
  job({ id, postedDate: new Date(Date.UTC(2026, 0, 1) - id * 1000).toISOString(), ...over });
/** Every card of an index, newest first. */
const cardsOf = (index: JobSearchIndex) =>
  index.search({ search: '', filters: NO_JOB_FILTERS, offset: 0, limit: index.size, byRelevance: false })
    .jobs;
const textBytes = (jobs: readonly IndexedJob[]) =>
  jobs.reduce((n, j) => n + Buffer.byteLength(normaliseSearchText(j.description)), 0);

describe('JobSearchIndex built again from the index in use', () => {
  it('answers as an index built alone, holds only what changed anew, and leaves the old one as it was', async () => {
    const words = ['data', 'engineer', 'c++', 'node.js', 'spark', 'é', 'Machine Learning', '-', '.'];
    const text = fc.array(fc.constantFrom(...words, ' '), { maxLength: 10 }).map((w) => w.join(' '));
    // Per job of the first board: kept, changed (same id, new text) or removed; and jobs added.
    // ('retyped': one character changed, the length kept; 'retitled': the description kept.)
    const fate = fc.constantFrom('kept', 'kept', 'changed', 'retyped', 'retitled', 'removed');
    const queries = ['data', 'data engineer', 'c++', 'e.js', 'ine le', 'é', '- d', ''];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, fate, text), { minLength: 1, maxLength: 60 }),
        fc.array(text, { maxLength: 10 }),
        async (rows, added) => {
          const first = rows.map(([description], i) => posting(i + 1, { description }));
          const second: IndexedJob[] = [
            ...added.map((description, i) => posting(1000 + i, { description })),
            ...rows.flatMap(([description, what, changed], i) =>
              what === 'removed'
                ? []
                : [
                    posting(i + 1, {
                      description:
                        what === 'changed'
                          ? `${changed} (changed)`
                          : what === 'retyped'
                            ? `x${description.slice(1)}`
                            : description,
                      ...(what === 'retitled' ? { title: 'Spark Developer' } : {}),
                    }),
                  ],
            ),
          ];
          const changed = new Set(
            rows.flatMap(([, what], i) => (what === 'changed' || what === 'retyped' ? [i + 1] : [])),
          );
          const old = await build(first);
          const before = queries.map((q) => answer(old, q));
          const cardsBefore = cardsOf(old);
          const next = await build(second, old);
          const alone = await build(second);
          for (const q of queries) {
            expect(answer(next, q), q).toEqual(answer(alone, q));
            expect(answer(next, q, {}, true), q).toEqual(answer(alone, q, {}, true));
            expect(answer(next, q), q).toEqual(filterJobs(second, q, NO_JOB_FILTERS).map((j) => j.id));
          }
          expect(queries.map((q) => answer(old, q))).toEqual(before);
          expect(cardsOf(old)).toEqual(cardsBefore);
          expect(cardsOf(next)).toEqual(cardsOf(alone));
          // Only the new and changed descriptions are written anew.
          const anew = second.filter(
            (j) =>
              j.id >= 1000 ||
              (changed.has(j.id) &&
                normaliseSearchText(j.description) !== normaliseSearchText(first[j.id - 1]!.description)),
          );
          expect(next.descriptionBytes.own).toBe(textBytes(anew));
          expect(alone.descriptionBytes.own).toBe(textBytes(second));
          // Only the cards of jobs new or changed in any field are written anew.
          const card = (j: JobSummary) => JSON.stringify(j);
          const cardBefore = new Map(cardsBefore.map((j) => [j.id, card(j)]));
          const cardBytes = (cards: readonly JobSummary[]) =>
            cards.reduce((n, j) => n + Buffer.byteLength(card(j)), 0);
          const cardsAnew = cardsOf(alone).filter((j) => cardBefore.get(j.id) !== card(j));
          expect(cardsAnew.length).toBe(
            added.length + rows.filter(([, what]) => what !== 'kept' && what !== 'removed').length,
          );
          expect(next.summaryBytes.own).toBe(cardBytes(cardsAnew));
          expect(alone.summaryBytes.own).toBe(cardBytes(cardsOf(alone)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('copies the texts of a chunk mostly gone and lets the chunk go, a build after', async () => {
    // About 6 KB a description, 3,000 jobs: 18 MB of text, the first 8 MB chunk of it about the
    // first 1,350 jobs.
    const description = (id: number) =>
      `Reference ${id}. ${'We build data pipelines with Spark and SQL for analysts. '.repeat(105)}`;
    const first = Array.from({ length: 3000 }, (_, i) => posting(i + 1, { description: description(i + 1) }));
    // Four in five of the first chunk's jobs removed.
    const second = first.filter((j) => j.id > 1400 || j.id % 5 === 0);
    const one = await build(first);
    const two = await build(second, one);
    const three = await build(second, two);
    // The second build still holds the first chunk for the jobs of it left; the third copies
    // those (a fifth of it) and holds no more than its own descriptions.
    expect(two.descriptionBytes.own).toBe(0);
    expect(two.descriptionBytes.held).toBe(textBytes(first));
    // (And the few removed jobs' texts in the chunk after it, which is kept.)
    expect(three.descriptionBytes.held).toBeGreaterThanOrEqual(textBytes(second));
    expect(three.descriptionBytes.held).toBeLessThan(textBytes(second) + 100_000);
    const left = second.filter((j) => j.id <= 1400);
    expect(three.descriptionBytes.own).toBeGreaterThanOrEqual(textBytes(left.slice(0, 200)));
    expect(three.descriptionBytes.own).toBeLessThanOrEqual(textBytes(left));
    for (const q of ['reference 1400.', 'reference 7.', 'reference 2999', 'spark and sql']) {
      expect(answer(three, q), q).toEqual(filterJobs(second, q, NO_JOB_FILTERS).map((j) => j.id));
      expect(answer(one, q), q).toEqual(filterJobs(first, q, NO_JOB_FILTERS).map((j) => j.id));
    }
  });
});

describe('previewOf', () => {
  it('keeps short descriptions and cuts long ones at a word', () => {
    expect(previewOf('Short\n\ntext')).toBe('Short text');
    const long = `${'word '.repeat(80)}end`;
    const preview = previewOf(long);
    expect(preview.length).toBeLessThanOrEqual(241);
    expect(preview).toMatch(/word…$/);
  });

  it('reads only the start of a description, with the answer of flattening it whole', () => {
    const flatWhole = (text: string) => text.replace(/\s+/g, ' ').trim();
    const piece = fc.oneof(
      fc.constantFrom(' ', '\n\n', '\t', '\u00a0', '   ', 'word', 'a', 'ééé', '—'),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (pieces, length) => {
        const text = pieces.join('');
        const whole = flatWhole(text);
        const start = flatStart(text, length);
        if (whole.length < length) expect(start).toBe(whole);
        else {
          expect(start.length).toBeGreaterThanOrEqual(length);
          expect(whole.startsWith(start)).toBe(true);
        }
        expect(previewOf(text)).toBe(previewOfWhole(text));
      }),
      { numRuns: 500 },
    );
  });
});

/** The preview as first written: the whole description flattened. */
function previewOfWhole(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= 240) return flat;
  const cut = flat.slice(0, 240);
  const space = cut.lastIndexOf(' ');
  return `${(space > 240 * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
