import { describe, expect, it } from 'vitest';
import { jobFetchProblemText, mailLinks, mergeSyncHistory } from './admin-console.ts';
import type { JobFetchRun } from './job-fetches-api.ts';
import type { SyncRun } from './live-sync.ts';
import type { UniversityFetchRun } from './university-api.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 6, minute)).toISOString();
const course = (id: number, minute: number): SyncRun => ({
  id,
  source: 'microsoft',
  trigger: 'manual',
  status: 'succeeded',
  startedAt: at(minute),
  finishedAt: at(minute),
  fetched: 1,
  skipped: 0,
  saved: 1,
  error: null,
});
const university = (id: number, minute: number): UniversityFetchRun => ({
  id,
  trigger: 'schedule',
  status: 'failed',
  startedAt: at(minute),
  finishedAt: at(minute),
  fetched: 0,
  skipped: 0,
  saved: 0,
  deactivated: 0,
  error: 'Coursera could not be reached',
  sources: [],
});
const job = (minute: number): JobFetchRun => ({
  id: `${at(minute)}#x`,
  trigger: 'manual',
  status: 'partial',
  startedAt: at(minute),
  finishedAt: at(minute),
  updatedAt: at(minute),
  boards: 2,
  done: 2,
  fetched: 3,
  newJobs: 3,
  updatedJobs: 0,
  closedJobs: 0,
  skipped: 0,
  failed: { 'lever:x': 'Lever board x could not be reached' },
  held: {},
  error: null,
});

describe('mergeSyncHistory', () => {
  it('interleaves the three histories newest first and keeps the newest `limit`', () => {
    const merged = mergeSyncHistory(
      { course: [course(2, 30), course(1, 10)], universities: [university(7, 20)], jobs: [job(40), job(5)] },
      4,
    );
    expect(merged.map((e) => [e.kind, e.startedAt])).toEqual([
      ['jobs', at(40)],
      ['course', at(30)],
      ['universities', at(20)],
      ['course', at(10)],
    ]);
  });
});

describe('jobFetchProblemText', () => {
  const summary = (sources: number, failed: number, held = 0) => ({
    total_fetched: 0,
    new_jobs: 0,
    updated_jobs: 0,
    deactivated_jobs: 0,
    skipped: 0,
    sources: Object.fromEntries(
      Array.from({ length: sources }, (_, i) => [`g:ok${i}`, { fetched: 1, skipped: 0 }]),
    ),
    failed: Object.fromEntries(
      Array.from({ length: failed }, (_, i) => [`g:bad${i}`, `board bad${i} is down`]),
    ),
    ...(held
      ? { held: Object.fromEntries(Array.from({ length: held }, (_, i) => [`g:h${i}`, 'held'])) }
      : {}),
  });

  it('sums many failed boards up in one short sentence instead of listing every reason', () => {
    const text = jobFetchProblemText({
      success: false,
      error: 'Failed to fetch jobs: a; b; c',
      summary: summary(0, 15),
    });
    expect(text).toBe('15 of 15 boards could not be reached. Details are in the sync history.');
    expect(jobFetchProblemText({ success: true, summary: summary(3, 12) })).toBe(
      '12 of 15 boards could not be reached. Details are in the sync history.',
    );
  });

  it('names held boards, and says nothing when every board answered', () => {
    expect(jobFetchProblemText({ success: true, summary: summary(2, 1, 1) })).toBe(
      '1 of 4 boards could not be reached; 1 of 4 boards were held for review. Details are in the sync history.',
    );
    expect(jobFetchProblemText({ success: true, summary: summary(4, 0) })).toBeNull();
    expect(jobFetchProblemText({ success: false, error: 'No job boards are configured' })).toBe(
      'No job boards are configured',
    );
  });
});

describe('mailLinks', () => {
  it('finds the links of a mail without the punctuation after them, once each', () => {
    const text =
      'Open this link:\nhttp://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password.\nOr (https://x.example/a).';
    expect(mailLinks(`${text} ${text}`)).toEqual([
      'http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password',
      'https://x.example/a',
    ]);
  });
});
