import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const indexHtml =
  '<!doctype html><html><head><title>SkillBridge</title></head><body><div id="root"></div></body></html>';

let distDir: string;
let server: TestServer;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'skillbridge-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'assets', 'index-B4x9Qz1a.js'), 'console.log("app");');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Something outside the dist dir that must never be reachable.
  writeFileSync(join(distDir, '..', `${distDir.split('/').pop()}-secret.txt`), 'secret');
  server = await startTestServer({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(join(distDir, '..', `${distDir.split('/').pop()}-secret.txt`), { force: true });
});

const cspDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  for (const directive of cspDirectives) expect(csp).toContain(directive);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-request-id')).toBeTruthy();
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('serving the web app', () => {
  it('serves fingerprinted assets with a one-year immutable cache', async () => {
    const res = await server.fetch('/assets/index-B4x9Qz1a.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("app");');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res.headers);
  });

  it('serves other files with a short cache', async () => {
    // (robots.txt is the server's own now, from the live data: modules/site-index.)
    const res = await server.fetch('/favicon.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/', '/courses', '/courses?search=azure', '/dashboard/', '/index.html'])(
    'answers %s with index.html, not cached, with the security headers',
    async (path) => {
      const res = await server.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
      expectSecurityHeaders(res.headers);
    },
  );

  it('sends the security headers on API responses too', async () => {
    const ok = await server.fetch('/api/health');
    expectSecurityHeaders(ok.headers);
    const missing = await server.fetch('/api/nothing-here');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await server.fetch('/courses', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });

  it('answers a missing fingerprinted asset with 404, not index.html', async () => {
    const res = await server.fetch('/assets/index-OLDHASH.js');
    expect(res.status).toBe(404);
  });

  it('does not fall back to index.html for other methods', async () => {
    const res = await server.fetch('/courses', { method: 'POST' });
    expect(res.status).toBe(404);
  });

  it.each([
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/..%5c..%5cetc%5cpasswd',
    '/assets/../../',
    `/..%2f${'x'}-secret.txt`,
    '//etc/passwd',
  ])('never serves a file outside the dist dir for %s', async (path) => {
    const secretName = `${distDir.split('/').pop()}-secret.txt`;
    for (const p of [path, path.replace('x-secret.txt', secretName)]) {
      const res = await rawRequest(server.url, { path: p });
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toBe('secret');
      expect([200, 400, 404]).toContain(res.status);
      if (res.status === 200) expect(res.body).toBe(indexHtml);
    }
  });
});

describe("addresses that are none of the app's pages", () => {
  it.each(['/no/such/page', '/courses.html', '/courses/42/reviews', '/dashboardx', '/jobs/42/apply'])(
    'answers %s with 404 and the app, which shows its not-found page',
    async (path) => {
      const res = await server.fetch(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
      expectSecurityHeaders(res.headers);
    },
  );

  it('answers 404 in the dark theme, compressed, and to HEAD too', async () => {
    const dark = await server.fetch('/no/such/page', { headers: { cookie: 'theme=dark' } });
    expect(dark.status).toBe(404);
    expect(await dark.text()).toBe(indexHtml.replace('<html>', '<html class="dark">'));
    const compressed = await rawRequest(server.url, {
      path: '/no/such/page',
      headers: { 'accept-encoding': 'gzip', cookie: 'theme=dark' },
    });
    expect(compressed.status).toBe(404);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const head = await server.fetch('/no/such/page', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('answers 404 for the page of a course, job, university course or career path that does not exist', async () => {
    const { courses } = (await (await server.fetch('/api/courses?limit=1')).json()) as {
      courses: Array<{ id: string | number }>;
    };
    const id = encodeURIComponent(String(courses[0]!.id));
    expect((await server.fetch(`/courses/${id}`)).status).toBe(200);
    // Matched as the app's router matches: any letter case, a trailing slash.
    expect((await server.fetch(`/Courses/${id}/`)).status).toBe(200);
    expect((await server.fetch(`/career-paths/${CAREER_PATHS[0]!.id}`)).status).toBe(200);
    for (const path of [
      '/courses/no-such-course',
      '/jobs/999999999',
      '/jobs/not-a-number',
      '/university-courses/no-such-course',
      '/career-paths/no-such-path',
    ]) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(indexHtml);
    }
  });
});

describe('serving prerendered pages', () => {
  const page = (name: string) =>
    `<!doctype html><html><body><div id="root"><h1>${name}</h1></div></body></html>`;
  let dir: string;
  let app: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skillbridge-dist-'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(indexHtml));
    writeFileSync(join(dir, 'prerendered', 'index.html'), page('Home'));
    writeFileSync(join(dir, 'prerendered', 'courses.html'), page('Courses'));
    writeFileSync(join(dir, 'prerendered', 'courses.html.br'), brotliCompressSync(page('Courses')));
    app = await startTestServer({ env: { WEB_DIST_DIR: dir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Home'],
    ['/courses', 'Courses'],
    ['/courses/', 'Courses'],
    ['/courses?search=azure', 'Courses'],
  ])('answers %s with its prerendered page, not cached', async (path, name) => {
    const res = await app.fetch(path, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(page(name));
    expectSecurityHeaders(res.headers);
  });

  it('sends the compressed copy of a page to a browser that accepts it, still not cached', async () => {
    const res = await rawRequest(app.url, { path: '/courses', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const fallback = await rawRequest(app.url, {
      path: '/jobs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(fallback.headers['content-encoding']).toBe('br');
    expect(fallback.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['a dark theme cookie', { cookie: 'theme=dark' }],
    ['no choice and a dark system', { 'sec-ch-prefers-color-scheme': 'dark' }],
    ['"system" and a dark system', { cookie: 'theme=system', 'sec-ch-prefers-color-scheme': 'dark' }],
  ])('sends the page already dark for %s, compressed when accepted', async (_case, headers) => {
    const res = await app.fetch('/courses', { headers: { ...headers, 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(await res.text()).toBe(page('Courses').replace('<html>', '<html class="dark">'));
    const compressed = await rawRequest(app.url, {
      path: '/jobs',
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/text\/html/);
  });

  it.each([
    [
      'a light theme cookie over a dark system',
      { cookie: 'theme=light', 'sec-ch-prefers-color-scheme': 'dark' },
    ],
    ['no hint at all', {}],
  ])('sends the page light for %s, and asks for the color-scheme hint', async (_case, headers) => {
    const res = await app.fetch('/courses', { headers: { ...headers, 'accept-encoding': 'identity' } });
    expect(res.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(await res.text()).toBe(page('Courses'));
  });

  it.each(['/jobs', '/Courses', '/about'])(
    'answers %s, which has no prerendered page, with index.html',
    async (path) => {
      const res = await app.fetch(path, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
    },
  );
});

describe('without a built web app', () => {
  it('answers 503 with a plain hint to build, and the API still works', async () => {
    const missing = join(tmpdir(), 'skillbridge-no-such-dist', String(Date.now()));
    const bare = await startTestServer({ env: { WEB_DIST_DIR: missing } });
    try {
      const res = await bare.fetch('/courses');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await res.text()).toContain('npm run build');
      expect((await bare.fetch('/api/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
