import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_EDX_ORGS, loadConfig } from '../config.ts';

describe('live sync configuration', () => {
  it('defaults to the public endpoints, the legacy Learn API, and no Trailhead feed', () => {
    const { sync, scheduler } = loadConfig({});
    expect(scheduler).toBe(true);
    expect(sync).toEqual({
      timeoutMs: 60_000,
      microsoft: { baseUrl: 'https://learn.microsoft.com', locale: 'en-us' },
      salesforce: { catalogUrl: undefined },
      edx: {
        baseUrl: 'https://courses.edx.org',
        orgs: [...DEFAULT_EDX_ORGS],
        coursePageUrl: 'https://courses.edx.org',
      },
    });
  });

  it('turns the scheduler off in tests and with SCHEDULER=off', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).scheduler).toBe(false);
    expect(loadConfig({ SCHEDULER: 'off' }).scheduler).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SCHEDULER: 'on' }).scheduler).toBe(true);
    expect(() => loadConfig({ SCHEDULER: 'sometimes' })).toThrow('SCHEDULER: must be on or off');
  });

  it('ticks once a minute unless SCHEDULER_TICK_MS says otherwise', () => {
    expect(loadConfig({}).schedulerTickMs).toBe(60_000);
    expect(loadConfig({ SCHEDULER_TICK_MS: '500' }).schedulerTickMs).toBe(500);
    expect(() => loadConfig({ SCHEDULER_TICK_MS: '10' })).toThrow('SCHEDULER_TICK_MS: must be at least 100');
    expect(() => loadConfig({ SCHEDULER_TICK_MS: 'often' })).toThrow(
      'SCHEDULER_TICK_MS: must be a whole number of milliseconds',
    );
  });

  it('uses the Learn Platform API only with all three Entra ID credentials, and never echoes the secret', () => {
    const platform = loadConfig({
      MICROSOFT_LEARN_TENANT_ID: 'tenant',
      MICROSOFT_LEARN_CLIENT_ID: 'client',
      MICROSOFT_LEARN_CLIENT_SECRET: 'very-secret',
    }).sync.microsoft.platform;
    expect(platform).toEqual({
      tenantId: 'tenant',
      clientId: 'client',
      clientSecret: 'very-secret',
      authorityUrl: 'https://login.microsoftonline.com',
      apiVersion: '2023-11-01-preview',
    });
    let error: unknown;
    try {
      loadConfig({ MICROSOFT_LEARN_CLIENT_SECRET: 'very-secret', MICROSOFT_LEARN_BASE_URL: 'ftp://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables.sort()).toEqual([
      'MICROSOFT_LEARN_BASE_URL',
      'MICROSOFT_LEARN_CLIENT_ID',
      'MICROSOFT_LEARN_TENANT_ID',
    ]);
    expect((error as ConfigError).message).not.toContain('very-secret');
  });

  it('reads every base URL, the edX orgs and the time-out', () => {
    const { sync } = loadConfig({
      MICROSOFT_LEARN_BASE_URL: 'http://127.0.0.1:9000/',
      SALESFORCE_TRAILHEAD_CATALOG_URL: 'https://mirror.example/trailhead.json',
      EDX_BASE_URL: 'https://lms.example.org/',
      EDX_ORGS: ' IBM, AWS ,,IBM',
      EDX_COURSE_PAGE_URL: 'https://learn.example.org',
      SYNC_TIMEOUT_MS: '2500',
    });
    expect(sync.microsoft.baseUrl).toBe('http://127.0.0.1:9000');
    expect(sync.salesforce.catalogUrl).toBe('https://mirror.example/trailhead.json');
    expect(sync.edx).toEqual({
      baseUrl: 'https://lms.example.org',
      orgs: ['IBM', 'AWS'],
      coursePageUrl: 'https://learn.example.org',
    });
    expect(sync.timeoutMs).toBe(2500);
    expect(() => loadConfig({ SYNC_TIMEOUT_MS: '10' })).toThrow('SYNC_TIMEOUT_MS: must be at least 50');
  });
});
