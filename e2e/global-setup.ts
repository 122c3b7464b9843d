import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN_EMAIL, E2E_UNIVERSITIES_ADMIN_EMAIL } from './support/e2e-env';
import { E2E_JOBS_ADMIN_EMAIL, jobBoardsEnv } from './support/jobs';
import { E2E_SYNC_ADMIN_EMAIL, sourceServerEnv } from './support/sources';

const repoRoot = resolve(import.meta.dirname, '..');

// Boots the real production server (built web app + API) once for all browser tests,
// on its own port and a throw-away embedded database.
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets a build elsewhere be tested while apps/web/dist is being rebuilt.
  const webDist = process.env.WEB_DIST_DIR || join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` before the browser tests.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const port = 3100 + Math.floor(Math.random() * 800);
  const baseURL = `http://127.0.0.1:${port}`;
  // The live course sources point here; the admin-sync test serves them on this port.
  const sourcesPort = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The browser's origin: Better Auth refuses credentialed requests from any other.
      SITE_URL: baseURL,
      // The admin-panel test signs up with this address to get the admin role.
      ADMIN_EMAILS: [
        E2E_ADMIN_EMAIL,
        E2E_SYNC_ADMIN_EMAIL,
        E2E_JOBS_ADMIN_EMAIL,
        E2E_UNIVERSITIES_ADMIN_EMAIL,
      ].join(','),
      // Every test signs up from 127.0.0.1, far more often than one real visitor would.
      RATE_LIMIT_IP_FACTOR: '20',
      ...sourceServerEnv(sourcesPort),
      ...jobBoardsEnv(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('sourcesPort', sourcesPort);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    sourcesPort: number;
  }
}
