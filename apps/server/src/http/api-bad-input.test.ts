import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import { leakedInternals, parseErrorBody, rawRequest } from '../testing/http.ts';
import { startTestServer, type TestServer, untilReady } from '../testing/test-server.ts';

// Every /api route the app has, whatever later issues add, must survive hostile input: an answer
// below 500, in the error shape when it is an error, and never a stack trace.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Readiness answers 503 until the first search index is in (its contract, not a failure).
  await untilReady(server);
});
afterAll(() => server?.close());

const absurdParams = [
  'x'.repeat(3000),
  '-1',
  '99999999999999999999999',
  '%00',
  "'; drop table app_meta; --",
  '%E0%A4%A',
];
const absurdQueries = [
  `page=-1&limit=1e309&offset=NaN&sort=__proto__&order=sideways`,
  `q=${'a'.repeat(8000)}`,
  'page[]=1&page[]=2&limit=0x10&search=%00&provider=%F0%9F%92%A9',
  'constructor[prototype][admin]=true&__proto__[admin]=true',
];
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function pathsFor(routePath: string): string[] {
  if (!routePath.includes(':') && !routePath.includes('*')) return [routePath];
  return absurdParams.map((value) =>
    routePath
      .replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, encodeURIComponent(value))
      .replace(/\*/g, encodeURIComponent(value)),
  );
}

async function expectSafeAnswer(label: string, status: number, body: string, mustBeClientError: boolean) {
  expect(status, label).toBeLessThan(500);
  if (mustBeClientError) expect(status, label).toBeGreaterThanOrEqual(400);
  if (status >= 400) expect(() => parseErrorBody(body), label).not.toThrow();
  expect(body, label).not.toMatch(leakedInternals);
}

describe('hostile input on every /api route', () => {
  it('finds the routes to check', () => {
    const routes = apiRoutes(server.running.app);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/health' });
  });

  it('survives absurd path parameters and query strings', async () => {
    for (const route of apiRoutes(server.running.app)) {
      for (const path of pathsFor(route.path)) {
        for (const query of absurdQueries) {
          const res = await rawRequest(server.url, { method: route.method, path: `${path}?${query}` });
          await expectSafeAnswer(
            `${route.method} ${path}?${query.slice(0, 60)}`,
            res.status,
            res.body,
            false,
          );
        }
      }
    }
  });

  it('answers malformed JSON, wrong JSON and 2 MB bodies with 4xx', async () => {
    const bodies: Array<[string, string, string]> = [
      ['malformed JSON', 'application/json', '{"email": "a@b.c", '],
      ['JSON array', 'application/json', '[1,2,3]'],
      ['JSON null', 'application/json', 'null'],
      [
        'prototype pollution',
        'application/json',
        '{"__proto__": {"role": "admin"}, "constructor": {"x": 1}}',
      ],
      ['2 MB body', 'application/json', JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) })],
      ['form data', 'application/x-www-form-urlencoded', 'a=1&b=2'],
    ];
    for (const route of apiRoutes(server.running.app).filter((r) => bodyMethods.has(r.method))) {
      for (const path of pathsFor(route.path)) {
        for (const [label, contentType, body] of bodies) {
          const res = await rawRequest(server.url, {
            method: route.method,
            path,
            headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) },
            body,
          });
          await expectSafeAnswer(`${route.method} ${path} with ${label}`, res.status, res.body, true);
        }
      }
    }
  });

  it('answers a 2 MB body sent to any /api path with 413 before reading it', async () => {
    const res = await server.fetch('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(parseErrorBody(await res.text()).error.code).toBe('payload_too_large');
    // The connection stays usable for the next request.
    expect((await server.fetch('/api/health')).status).toBe(200);
  });
});
