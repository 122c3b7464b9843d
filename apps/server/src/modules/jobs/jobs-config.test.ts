import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_JOB_BOARDS, loadConfig } from '../../config.ts';

describe('job board configuration', () => {
  it('defaults to the public APIs and a list of technology companies', () => {
    const { jobs } = loadConfig({});
    expect(jobs.greenhouse.apiBaseUrl).toBe('https://boards-api.greenhouse.io');
    expect(jobs.lever.apiBaseUrl).toBe('https://api.lever.co');
    expect(jobs.ashby.apiBaseUrl).toBe('https://api.ashbyhq.com');
    expect(jobs.greenhouse.boards).toContainEqual({ token: 'mongodb', company: 'MongoDB' });
    expect(jobs.greenhouse.boards).toHaveLength(DEFAULT_JOB_BOARDS.greenhouse.length);
    expect(jobs.lever.boards.length).toBeGreaterThan(0);
    expect(jobs.ashby.boards.length).toBeGreaterThan(0);
    expect(jobs.fetchHourUtc).toBe(10);
  });

  it("reads 'token' and 'token:Company Name' lists, without repeats; 'none' for no boards", () => {
    const { jobs } = loadConfig({
      JOBS_GREENHOUSE_BOARDS: ' acme , beta:Beta Inc.,acme:Again, ',
      JOBS_LEVER_BOARDS: 'none',
      JOBS_ASHBY_BOARDS: 'NONE',
      GREENHOUSE_API_URL: 'http://127.0.0.1:8080/',
      JOBS_FETCH_HOUR_UTC: '0',
    });
    expect(jobs.greenhouse).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8080',
      boards: [{ token: 'acme' }, { token: 'beta', company: 'Beta Inc.' }],
    });
    expect(jobs.lever.boards).toEqual([]);
    expect(jobs.ashby.boards).toEqual([]);
    expect(jobs.fetchHourUtc).toBe(0);
  });

  it('names every bad value', () => {
    try {
      loadConfig({
        JOBS_LEVER_BOARDS: 'ok,not a token',
        ASHBY_API_URL: 'ftp://x',
        JOBS_FETCH_HOUR_UTC: '24',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variables.sort()).toEqual([
        'ASHBY_API_URL',
        'JOBS_FETCH_HOUR_UTC',
        'JOBS_LEVER_BOARDS',
      ]);
    }
  });
});
