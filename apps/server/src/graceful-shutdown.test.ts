import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverPackageDir } from './config.ts';
import { SERVER_V8_FLAGS } from './runtime-flags.ts';
import { strongPassword, uniqueEmail } from './testing/accounts.ts';
import { createTestDatabase } from './testing/test-server.ts';

// SIGTERM while requests are running, against the real entry point in its own process (as a
// supervisor stops it). The in-flight requests are sign-ins whose bodies arrive slowly: the server
// has received them and is still reading when the signal comes, with no test-only route needed.

const IN_FLIGHT = 8;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An HTTP/1.1 request written by hand, so its body can be held back half-way. */
function slowRequest(port: number, path: string, headers: Record<string, string>, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const done = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const half = Math.floor(body.length / 2);
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return {
    /** Sends the head and the first half of the body. */
    start: async () => {
      await connected;
      socket.write(head + body.slice(0, half));
    },
    finish: () => socket.write(body.slice(half)),
    /** Status code and body of the answer. */
    response: async () => {
      const text = await done;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      return { status, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
    },
  };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The real entry point in its own process on `port`, once it says it is listening; undefined when
 * the port was taken meanwhile (EADDRINUSE), so the caller can try another.
 */
async function startServer(
  port: number,
  dataDir: string,
  database: Awaited<ReturnType<typeof createTestDatabase>>['config'],
) {
  const url = `http://127.0.0.1:${port}`;
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'NODE_ENV'].includes(key)),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_V8_FLAGS, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverPackageDir,
      env: {
        ...base,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SCHEDULER: 'off',
        ...(database.driver === 'postgres' ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 120_000;
  while (!output.includes('is listening on')) {
    if (child.exitCode !== null && output.includes('EADDRINUSE')) return undefined;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`No listening line:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.stdout?.off('data', collect);
  child.stderr?.off('data', collect);
  return { child, url, port, exit, output };
}

describe('SIGTERM during load', () => {
  it('finishes the requests in flight with 200, refuses new connections and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skillbridge-shutdown-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const testDatabase = await createTestDatabase();
    cleanups.push(() => testDatabase.drop());
    // A port found free can be taken by another test before the server binds it: then another one.
    let started: Awaited<ReturnType<typeof startServer>> | undefined;
    for (let attempt = 0; attempt < 5 && !started; attempt++) {
      started = await startServer(await freePort(), dataDir, testDatabase.config);
    }
    if (!started) throw new Error('no free port for the server after 5 tries');
    const { child, url, port, exit } = started;
    let { output } = started;
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });

    const email = uniqueEmail('shutdown');
    const password = strongPassword();
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password, name: 'Shutdown Tester' }),
    });
    expect(signUp.status).toBe(200);

    const requests = Array.from({ length: IN_FLIGHT }, () =>
      slowRequest(
        port,
        '/api/auth/sign-in/email',
        { 'Content-Type': 'application/json', Origin: url },
        JSON.stringify({ email, password }),
      ),
    );
    await Promise.all(requests.map((r) => r.start()));
    // Let the server parse every head and start reading the bodies.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopAsked = Date.now();
    child.kill('SIGTERM');
    await expect
      .poll(() => output.includes('Shutting down: no new connections'), { timeout: 5_000, interval: 20 })
      .toBe(true);
    // The listener is closed while the requests are still open: a new connection is refused.
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health/live`).then(
            () => 'answered',
            (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code ?? error.message,
          ),
        { timeout: 3_000, interval: 50 },
      )
      .toBe('ECONNREFUSED');
    expect(child.exitCode).toBeNull();

    for (const r of requests) r.finish();
    const answers = await Promise.all(requests.map((r) => r.response()));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(email);
    }

    const exited = await Promise.race([
      exit,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ]);
    expect(exited, output).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    expect(output).toContain('"msg":"Stopped"');
  }, 180_000);
});
