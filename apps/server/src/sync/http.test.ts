import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson } from './http.ts';
import { SyncSourceError } from './source-error.ts';

// Every outside source (live courses, university courses, job boards) is read through fetchJson,
// so its time-out is what stops a hanging source from holding a sync, a fetch or a request
// forever. The other tests use a source that answers late; these use raw sockets that accept and
// then never answer, or stop half-way through the body.

type Behaviour = 'silent' | 'stalls-mid-body';

let server: Server;
let port: number;
const sockets = new Set<Socket>();
const behaviours = new Map<string, Behaviour>();

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.once('data', (chunk: Buffer) => {
      const path = /^GET (\S+)/.exec(chunk.toString())?.[1] ?? '';
      if (behaviours.get(path) === 'stalls-mid-body') {
        socket.write(
          'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"items": [',
        );
      }
      // 'silent': the connection stays open and nothing is ever sent.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function timedFailure(path: string, behaviour: Behaviour, timeoutMs: number) {
  behaviours.set(path, behaviour);
  const started = performance.now();
  const error = await fetchJson(`http://127.0.0.1:${port}${path}`, { label: 'Test source', timeoutMs }).then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

describe('fetchJson against a source that hangs', () => {
  it('gives up on a source that accepts the connection and never answers', async () => {
    const { error, ms } = await timedFailure('/silent', 'silent', 300);
    expect(error).toEqual(new SyncSourceError('Test source did not answer within 300 ms'));
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(2_000);
  });

  it('gives up on a source that sends its headers and stops half-way through the body', async () => {
    const { error, ms } = await timedFailure('/stalls', 'stalls-mid-body', 300);
    expect(error).toEqual(new SyncSourceError('Test source did not answer within 300 ms'));
    expect(ms).toBeLessThan(2_000);
  });
});
