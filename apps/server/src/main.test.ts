import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverPackageDir } from './config.ts';
import { SERVER_V8_FLAGS } from './runtime-flags.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-server.ts';

// `npm start` runs apps/server's start script (`tsx`, the V8 flags, `src/main.ts`) with apps/server
// as cwd; so do these tests.
const startScript = (
  JSON.parse(readFileSync(join(serverPackageDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

interface Child {
  process: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startMain(env: Record<string, string>, command = startScript.split(/\s+/)): Child {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !['PORT', 'HOST', 'DATABASE_URL', 'DATA_DIR', 'LOG_LEVEL'].includes(key),
    ),
  );
  const child = spawn('npx', command, {
    cwd: serverPackageDir,
    env: { ...base, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { process: child, output: () => output, exit };
}

async function waitFor<T>(
  what: string,
  fn: () => T | undefined,
  child: Child,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = fn();
    if (value !== undefined) return value;
    if (child.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}. Output:\n${child.output()}`);
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('main.ts', () => {
  it('boots, answers, and on SIGTERM finishes and exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skillbridge-main-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // On the PostgreSQL run the child uses a database of its own on that server.
    const testDatabase: TestDatabase = await createTestDatabase();
    cleanups.push(() => testDatabase.drop());
    const env: Record<string, string> = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    if (testDatabase.config.driver === 'postgres') env.DATABASE_URL = testDatabase.config.url;

    const child = startMain(env);
    cleanups.push(() => {
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    });
    const serverPid = () => {
      const line = child
        .output()
        .split('\n')
        .find((l) => l.includes('"pid":'));
      return line ? (JSON.parse(line) as { pid: number }).pid : undefined;
    };
    cleanups.push(() => {
      const pid = serverPid();
      if (pid !== undefined) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    });
    const listening = await waitFor(
      'the listening line',
      () =>
        child
          .output()
          .split('\n')
          .find((line) => line.includes('is listening on')),
      child,
      // First boot seeds the whole catalogue; on a loaded two-core machine that can take a while.
      90_000,
    );
    const { url, pid } = JSON.parse(listening) as { url: string; pid: number };
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { driver: string }).driver).toBe(testDatabase.config.driver);

    // The signal goes to the server process itself, as a supervisor would send it: `npm exec` (and
    // `npm start`) die on SIGTERM without passing it on to their child.
    const stopAsked = Date.now();
    process.kill(pid, 'SIGTERM');
    const exit = await Promise.race([
      child.exit,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ]);
    expect(exit, child.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    expect(child.output()).toContain('"msg":"Stopped"');
    // The start script gave the process the flags the server is measured with.
    expect(child.output()).not.toContain('without the V8 flags');

    // Every line on stdout is JSON.
    for (const line of child
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))) {
      expect(() => JSON.parse(line)).not.toThrow();
    }
  }, 150_000);

  it('warns when started without the V8 flags of the start script', async () => {
    expect(startScript.split(/\s+/)).toEqual(expect.arrayContaining([...SERVER_V8_FLAGS]));
    // The environment is invalid, so it stops right after the check: no database is opened.
    const child = startMain({ PORT: 'not-a-port' }, ['tsx', 'src/main.ts']);
    cleanups.push(() => {
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    });
    await child.exit;
    expect(child.output()).toContain(`without the V8 flags ${SERVER_V8_FLAGS.join(' ')}`);
  });

  it('exits 1 with a readable message when the environment is invalid', async () => {
    const child = startMain({ PORT: 'not-a-port' });
    cleanups.push(() => {
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    });
    const exit = await child.exit;
    expect(exit.code).toBe(1);
    expect(child.output()).toContain('Invalid environment configuration:\n  - PORT: must be a whole number');
    expect(child.output()).not.toContain('without the V8 flags');
    expect(child.output()).not.toMatch(/\n\s+at\s/);
  });
});
