import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseErrorBody, rawRequest } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { AppEnv } from './app-env.ts';
import { conflict, forbidden, internalErrorMessage, notFound, tooManyRequests } from './errors.ts';
import { validateJson, validateParams, validateQuery } from './validate.ts';

// Routes that exist only in this test, to drive the error handler and the validators.
const testRoutes = new Hono<AppEnv>()
  .post(
    '/test/things',
    validateJson(z.object({ name: z.string().min(1), count: z.number().int().min(0) })),
    (c) => {
      const body = c.req.valid('json');
      return c.json({ created: body }, 201);
    },
  )
  .get(
    '/test/search',
    validateQuery(
      z.object({
        page: z.coerce.number().int().min(1).max(1000).default(1),
        q: z.string().max(200).optional(),
      }),
    ),
    (c) => c.json(c.req.valid('query')),
  )
  .get('/test/things/:id', validateParams(z.object({ id: z.string().regex(/^\d+$/) })), (c) =>
    c.json({ id: Number(c.req.valid('param').id) }),
  )
  .get('/test/boom', () => {
    throw new Error('database password is hunter2');
  })
  .get('/test/bad-parse', (c) => c.json(JSON.parse('{not json')))
  .post('/test/raw-json', async (c) => c.json(await c.req.json()))
  .get('/test/helpers/:kind', (c) => {
    const kind = c.req.param('kind');
    if (kind === 'conflict') throw conflict('That e-mail is already on the waitlist.', { field: 'email' });
    if (kind === 'forbidden') throw forbidden();
    if (kind === 'limited') throw tooManyRequests(undefined, 30);
    throw notFound('No such course.');
  });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ extraApiRoutes: [testRoutes] });
});
afterAll(() => server?.close());

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('error shape', () => {
  it('answers an unknown /api path with 404 in the error shape', async () => {
    const res = await server.fetch('/api/no-such-thing?x=1');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/no-such-thing.' },
    });
  });

  it('answers an unexpected error with a generic 500 and logs the stack with the request id', async () => {
    const res = await server.fetch('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: internalErrorMessage } });
    expect(text).not.toContain('hunter2');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const logged = server.logs.find((l) => l.msg === 'Unhandled error while serving request');
    expect(logged?.requestId).toBe(requestId);
    expect(JSON.stringify(logged?.err)).toContain('hunter2');
    expect((logged?.err as { stack?: string } | undefined)?.stack).toMatch(/errors\.test\.ts/);
  });

  it('maps the helpers to their status, code and message', async () => {
    const conflictRes = await server.fetch('/api/test/helpers/conflict');
    expect(conflictRes.status).toBe(409);
    expect(await conflictRes.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'That e-mail is already on the waitlist.',
        details: { field: 'email' },
      },
    });
    expect((await server.fetch('/api/test/helpers/forbidden')).status).toBe(403);
    const limited = await server.fetch('/api/test/helpers/limited');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(parseErrorBody(await limited.text()).error.details).toEqual({ retryAfterSeconds: 30 });
    const missing = await server.fetch('/api/test/helpers/other');
    expect(missing.status).toBe(404);
    expect(parseErrorBody(await missing.text()).error.message).toBe('No such course.');
  });

  it('logs every request once with method, path, status, duration and request id', async () => {
    const res = await server.fetch('/api/health?token=secret', {
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
    const lines = server.logs.filter((l) => l.msg === 'request' && l.requestId === 'trace-abc-123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(typeof lines[0]?.durationMs).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('replaces an unusable incoming request id with its own', async () => {
    const res = await server.fetch('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('validation', () => {
  it('passes valid input through, parsed', async () => {
    const res = await postJson('/api/test/things', JSON.stringify({ name: 'Azure', count: 2 }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ created: { name: 'Azure', count: 2 } });
  });

  it('answers a malformed JSON body with 400 invalid_json', async () => {
    const res = await postJson('/api/test/things', '{"name": "Azure",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers a body that breaks the schema with 400 invalid_input and flattened issues', async () => {
    const res = await postJson('/api/test/things', JSON.stringify({ name: '', count: -1.5 }));
    expect(res.status).toBe(400);
    const { error } = parseErrorBody(await res.text());
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^Invalid request body: name: .+; count: .+\.$/);
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: expect.any(String) },
        { path: 'count', message: expect.any(String) },
      ]),
    );
  });

  it.each([['[]'], ['null'], ['"text"'], ['{"__proto__": {"name": "x"}}']])(
    'rejects the JSON body %s',
    async (body) => {
      const res = await postJson('/api/test/things', body);
      expect(res.status).toBe(400);
      expect(parseErrorBody(await res.text()).error.code).toBe('invalid_input');
    },
  );

  it('answers a JSON body sent with another content type with 415', async () => {
    const res = await server.fetch('/api/test/things', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Azure', count: 2 }),
    });
    expect(res.status).toBe(415);
    expect(parseErrorBody(await res.text()).error.code).toBe('unsupported_media_type');
  });

  it('answers a body over 1 MB with 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), count: 1 });
    const res = await postJson('/api/test/things', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is larger than 1 MB.' },
    });

    const chunked = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/test/things',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
    expect(parseErrorBody(chunked.body).error.code).toBe('payload_too_large');
  });

  it('validates and coerces query parameters', async () => {
    expect(await (await server.fetch('/api/test/search?page=3&q=cloud')).json()).toEqual({
      page: 3,
      q: 'cloud',
    });
    for (const query of ['page=0', 'page=abc', 'page=1e309', `q=${'a'.repeat(201)}`]) {
      const res = await server.fetch(`/api/test/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(parseErrorBody(await res.text()).error.message).toMatch(/^Invalid query parameters: /);
    }
  });

  it('validates path parameters', async () => {
    expect(await (await server.fetch('/api/test/things/42')).json()).toEqual({ id: 42 });
    const res = await server.fetch('/api/test/things/abc');
    expect(res.status).toBe(400);
    expect(parseErrorBody(await res.text()).error.details).toEqual([
      { path: 'id', message: expect.any(String) },
    ]);
  });

  it('answers malformed JSON read without a validator with 400 too, but other SyntaxErrors with 500', async () => {
    const res = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/test/raw-json',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(parseErrorBody(res.body).error.code).toBe('invalid_json');
    const internal = await server.fetch('/api/test/bad-parse');
    expect(internal.status).toBe(500);
    expect(parseErrorBody(await internal.text()).error.code).toBe('internal_error');
  });
});
