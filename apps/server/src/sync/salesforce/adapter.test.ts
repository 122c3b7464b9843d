import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sharedFixtureFiles } from '../../testing/shared-fixtures.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { salesforceTrailheadAdapter } from './adapter.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

let server: SourceServer;
beforeAll(async () => {
  server = await startSourceServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const adapterFor = (url?: string) =>
  salesforceTrailheadAdapter(
    loadConfig(url ? { SALESFORCE_TRAILHEAD_CATALOG_URL: url } : {}).sync.salesforce,
  );

describe('Salesforce Trailhead adapter', () => {
  it('reads every page of the catalogue feed; broken items are counted and skipped', async () => {
    server.on('/trailhead/catalog.json', (req) => ({
      json: fixture(
        req.url.searchParams.get('page') === '2'
          ? 'trailhead-feed-page-2.json'
          : 'trailhead-feed-page-1.json',
      ),
    }));
    const outcome = await adapterFor(`${server.url}/trailhead/catalog.json`).fetchCourses({
      timeoutMs: 2000,
    });
    expect([outcome.fetched, outcome.skipped, outcome.courses.length]).toEqual([6, 1, 5]);
    expect(server.requests.map((r) => r.url.search)).toEqual(['', '?page=2']);

    const byId = new Map(outcome.courses.map((c) => [c.id, c]));
    expect(byId.get('salesforce-module-apex_database')).toEqual({
      id: 'salesforce-module-apex_database',
      title: 'Apex Basics & Database',
      provider: 'Salesforce',
      category: 'Software Development',
      level: 'Beginner',
      price: 'Free',
      description: 'Use Apex to write business logic and manipulate your data with SOQL & DML.',
      skills: ['Apex', 'SOQL', 'DML'],
      duration: '1 hr 50 min',
      link: 'https://trailhead.salesforce.com/content/learn/modules/apex_database',
    });
    expect(byId.get('salesforce-module-starting_force_com')?.category).toBe('CRM');
    expect(byId.get('salesforce-trail-force_com_dev_beginner')).toMatchObject({
      level: 'Beginner',
      duration: '20 hrs 15 min',
    });
    expect(byId.get('salesforce-superbadge-superbadge_apex')).toMatchObject({
      title: 'Superbadge: Apex Specialist',
      level: 'Advanced',
    });
    expect(byId.get('salesforce-module-agentforce-basics')).toMatchObject({
      category: 'Generative AI',
      skills: ['Agentforce'],
    });
  });

  it('reads a saved feed page (--from-file), or a bare list of items', () => {
    const adapter = adapterFor();
    const page = adapter.parseSaved(fixture('trailhead-feed-page-2.json'));
    expect([page.fetched, page.skipped, page.courses.length]).toEqual([3, 1, 2]);
    const list = adapter.parseSaved((fixture('trailhead-feed-page-1.json') as { items: unknown[] }).items);
    expect(list.courses).toHaveLength(3);
    expect(() => adapter.parseSaved({ records: [] })).toThrow(/not a catalogue feed/);
  });

  it('without a configured feed, says so instead of guessing an endpoint', async () => {
    const adapter = adapterFor();
    expect(adapter.configured).toBe(false);
    await expect(adapter.fetchCourses({ timeoutMs: 2000 })).rejects.toThrow(
      /SALESFORCE_TRAILHEAD_CATALOG_URL/,
    );
  });

  it('stops on a page that links back to an earlier one', async () => {
    server.on('/loop.json', { json: { items: [], nextPageUrl: '/loop.json' } });
    await expect(adapterFor(`${server.url}/loop.json`).fetchCourses({ timeoutMs: 2000 })).rejects.toThrow(
      /links back/,
    );
  });
});

// Recorded real responses, read in place; without the folder a notice is printed and no test is
// registered (none is skipped).
const sharedFiles = sharedFixtureFiles(
  'salesforce-trailhead',
  'no recorded Trailhead catalogue is available',
);
if (sharedFiles) {
  describe('Salesforce Trailhead adapter: recorded responses in ../shared/fixtures', () => {
    it.each(sharedFiles)('parses the recorded feed %s, skipping only invalid items', (file) => {
      const outcome = adapterFor().parseSaved(JSON.parse(readFileSync(file, 'utf8')));
      expect(outcome.courses.length + outcome.skipped, file).toBe(outcome.fetched);
    });
  });
}
