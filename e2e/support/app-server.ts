// Starts the real production server (built web app + API) as a child process on a throw-away
// embedded database. Shared by the browser tests' global setup and the browser benchmarks in
// bench/, so both measure the same thing. bench/ loads this file with Node's own type stripping,
// which does not resolve extension-less relative imports: only node: imports here, and the server's
// V8 flags from a file that imports nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_V8_FLAGS } from '../../apps/server/src/runtime-flags.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Chromium's flags for the browser tests and benchmarks: headless as root, and none of the
 * browser's own connections out, which this closed network refuses (many at a time).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface AppServerOptions {
  /** The built web app; must hold index.html. */
  webDist: string;
  port: number;
  /** Extra environment for the server (ADMIN_EMAILS, source URLs, …). */
  env?: Record<string, string>;
  /** Where the server's own output goes; the benchmarks keep it quiet. */
  stdio?: 'inherit' | 'ignore';
}

export interface AppServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startAppServer({
  webDist,
  port,
  env = {},
  stdio = 'inherit',
}: AppServerOptions): Promise<AppServer> {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'app-data-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [...SERVER_V8_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDist,
        // The browser's origin: Better Auth refuses credentialed requests from any other.
        SITE_URL: baseURL,
        // Every test signs up from 127.0.0.1, far more often than one real visitor would.
        RATE_LIMIT_IP_FACTOR: '20',
        ...env,
      },
      stdio: ['ignore', stdio, stdio],
    },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`server exited early with code ${server.exitCode}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not become healthy within 90 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
