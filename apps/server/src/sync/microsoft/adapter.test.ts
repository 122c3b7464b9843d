import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sharedFixtureFiles } from '../../testing/shared-fixtures.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { SyncSourceError } from '../source-error.ts';
import { microsoftLearnAdapter, parseLegacyCatalog } from './adapter.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

let server: SourceServer;
beforeAll(async () => {
  server = await startSourceServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const legacyConfig = () =>
  loadConfig({ MICROSOFT_LEARN_BASE_URL: server.url, SYNC_TIMEOUT_MS: '2000' }).sync.microsoft;
const platformConfig = () =>
  loadConfig({
    MICROSOFT_LEARN_BASE_URL: server.url,
    MICROSOFT_ENTRA_AUTHORITY: `${server.url}/entra`,
    MICROSOFT_LEARN_TENANT_ID: 'contoso.onmicrosoft.com',
    MICROSOFT_LEARN_CLIENT_ID: 'app-id',
    MICROSOFT_LEARN_CLIENT_SECRET: 'app-secret',
  }).sync.microsoft;

describe('Microsoft Learn adapter: legacy Catalog API', () => {
  it('fetches the catalog and maps every content type; broken records are counted and skipped', async () => {
    server.on('/api/catalog/', { json: fixture('catalog-legacy.json') });
    const outcome = await microsoftLearnAdapter(legacyConfig()).fetchCourses({ timeoutMs: 2000 });

    expect(outcome.fetched).toBe(13);
    expect(outcome.skipped).toBe(2);
    expect(outcome.courses).toHaveLength(11);
    expect(outcome.problems.join('\n')).toMatch(/modules\[4\]: title/);
    expect(outcome.problems.join('\n')).toMatch(/exams\[2\]: url/);

    const request = server.requests[0]!;
    expect(request.url.searchParams.get('locale')).toBe('en-us');
    // Units are pages inside modules; they are not asked for.
    expect(request.url.searchParams.get('type')?.split(',')).not.toContain('units');

    const byId = new Map(outcome.courses.map((c) => [c.id, c]));
    expect(byId.get('microsoft-learn.wwl.describe-cloud-compute')).toEqual({
      id: 'microsoft-learn.wwl.describe-cloud-compute',
      title: 'Describe cloud computing',
      provider: 'Microsoft',
      category: 'Cloud Computing',
      level: 'Beginner',
      price: 'Free',
      description:
        'This module introduces you to cloud computing. It covers things such as cloud concepts, deployment models, and understanding shared responsibility in the cloud.',
      skills: ['Azure'],
      duration: '24 min',
      link: 'https://learn.microsoft.com/en-us/training/modules/describe-cloud-compute/?WT.mc_id=api_CatalogApi',
    });
    // The specific product decides the category; product names (from the taxonomy) are the skills.
    expect(byId.get('microsoft-learn.create-serverless-logic-with-azure-functions')).toMatchObject({
      category: 'Software Development',
      skills: ['Azure', 'Azure Functions'],
    });
    expect(byId.get('microsoft-learn.wwl.get-started-openai')).toMatchObject({
      category: 'Generative AI',
      level: 'Intermediate',
      description:
        'Azure OpenAI Service enables engineers to build enterprise-grade generative AI solutions & copilots.',
    });
    expect(byId.get('microsoft-learn.wwl.get-started-with-power-bi')?.category).toBe('Business Intelligence');
    expect(byId.get('microsoft-learn.az-900-describe-cloud-concepts')).toMatchObject({
      price: 'Free',
      duration: '2 hrs 36 min',
    });
    expect(byId.get('microsoft-certification.azure-fundamentals')).toMatchObject({
      title: 'Microsoft Certified: Azure Fundamentals',
      level: 'Beginner',
      price: 'Paid',
    });
    // No level listed: the certification type says how deep it is.
    expect(byId.get('microsoft-certification.azure-ai-engineer')).toMatchObject({
      level: 'Intermediate',
      category: 'Artificial Intelligence',
    });
    expect(byId.get('microsoft-exam.az-900')?.title).toBe('Exam AZ-900: Microsoft Azure Fundamentals');
    expect(byId.get('microsoft-course.az-900t00')).toMatchObject({
      title: 'Microsoft Azure Fundamentals (AZ-900T00)',
      duration: '24 hrs',
      price: 'Paid',
    });
  });

  it('reads a saved catalog document the same way (--from-file)', () => {
    const outcome = microsoftLearnAdapter(legacyConfig()).parseSaved(fixture('catalog-legacy.json'));
    expect([outcome.fetched, outcome.skipped, outcome.courses.length]).toEqual([13, 2, 11]);
  });

  it('turns a document that is not the catalog into a source error', () => {
    expect(() => parseLegacyCatalog({ value: [] })).toThrow(SyncSourceError);
    expect(() => parseLegacyCatalog('<html>')).toThrow(/not its catalog/);
  });

  it('reports HTTP errors, time-outs and broken JSON in words an admin can act on', async () => {
    const adapter = microsoftLearnAdapter(legacyConfig());
    server.on('/api/catalog/', { status: 503, json: { error: 'unavailable' } });
    await expect(adapter.fetchCourses({ timeoutMs: 2000 })).rejects.toThrow(
      'Microsoft Learn answered HTTP 503 Service Unavailable',
    );
    server.on('/api/catalog/', { delayMs: 1000, json: {} });
    await expect(adapter.fetchCourses({ timeoutMs: 150 })).rejects.toThrow(
      'Microsoft Learn did not answer within 150 ms',
    );
    server.on('/api/catalog/', { body: '{"modules": [' });
    await expect(adapter.fetchCourses({ timeoutMs: 2000 })).rejects.toThrow(
      'Microsoft Learn sent a response that is not valid JSON',
    );
  });
});

describe('Microsoft Learn adapter: Learn Platform API (with Entra ID credentials)', () => {
  it('gets an app-only token, follows nextLink through every list and maps the camelCase records', async () => {
    server.on('/entra/contoso.onmicrosoft.com/oauth2/v2.0/token', {
      json: { token_type: 'Bearer', expires_in: 3599, access_token: 'token-123' },
    });
    server.on('/api/v1/modules', (req) =>
      req.url.searchParams.get('$skip') === '2'
        ? { json: fixture('platform-modules-page-2.json') }
        : { json: fixture('platform-modules-page-1.json') },
    );
    server.on('/api/v1/learning-paths', { json: fixture('platform-learning-paths.json') });
    server.on('/api/v1/certifications', { json: fixture('platform-certifications.json') });
    server.on('/api/v1/exams', { json: fixture('platform-exams.json') });
    server.on('/api/v1/courses', { json: fixture('platform-courses.json') });

    const adapter = microsoftLearnAdapter(platformConfig());
    expect(adapter.describe()).toBe('Learn Platform API');
    const outcome = await adapter.fetchCourses({ timeoutMs: 2000 });
    expect([outcome.fetched, outcome.skipped, outcome.courses.length]).toEqual([8, 1, 7]);

    const token = server.requests[0]!;
    expect(token.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'app-id',
      client_secret: 'app-secret',
      scope: 'https://learn.microsoft.com/.default',
    });
    const lists = server.requests.slice(1);
    expect(lists.every((r) => r.headers.authorization === 'Bearer token-123')).toBe(true);
    expect(lists.every((r) => r.url.searchParams.get('api-version') === '2023-11-01-preview')).toBe(true);
    expect(lists.map((r) => r.path)).toEqual([
      '/api/v1/modules',
      '/api/v1/modules',
      '/api/v1/learning-paths',
      '/api/v1/certifications',
      '/api/v1/exams',
      '/api/v1/courses',
    ]);

    const byId = new Map(outcome.courses.map((c) => [c.id, c]));
    expect(byId.get('microsoft-learn.wwl.get-started-openai')).toMatchObject({
      category: 'Generative AI',
      level: 'Intermediate',
      skills: ['Azure', 'Azure OpenAI Service'],
      duration: '50 min',
    });
    expect(byId.get('microsoft-exam.az-900')?.title).toBe('Exam AZ-900: Microsoft Azure Fundamentals');
    expect(byId.get('microsoft-course.az-900t00')?.duration).toBe('24 hrs');
  });

  it('reports a refused token request', async () => {
    server.on('/entra/contoso.onmicrosoft.com/oauth2/v2.0/token', {
      status: 401,
      json: { error: 'invalid_client' },
    });
    await expect(microsoftLearnAdapter(platformConfig()).fetchCourses({ timeoutMs: 2000 })).rejects.toThrow(
      'Microsoft Entra ID answered HTTP 401 Unauthorized',
    );
  });
});

// Recorded real responses, read in place; without the folder a notice is printed and no test is
// registered (none is skipped).
const sharedFiles = sharedFixtureFiles(
  'microsoft-learn',
  'no recorded Microsoft Learn Catalog API response is available',
);
if (sharedFiles) {
  describe('Microsoft Learn adapter: recorded responses in ../shared/fixtures', () => {
    it.each(sharedFiles)('parses the recorded catalog document %s, skipping only invalid records', (file) => {
      const outcome = parseLegacyCatalog(JSON.parse(readFileSync(file, 'utf8')));
      expect(outcome.courses.length + outcome.skipped + (outcome.excluded ?? 0), file).toBe(outcome.fetched);
      expect(outcome.courses.length, file).toBeGreaterThan(0);
    });
  });
}
