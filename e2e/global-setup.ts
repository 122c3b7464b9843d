import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, startAppServer } from './support/app-server';
import {
  E2E_A11Y_ADMIN_EMAIL,
  E2E_ADMIN_EMAIL,
  E2E_LAYOUT_ADMIN_EMAIL,
  E2E_UNIVERSITIES_ADMIN_EMAIL,
} from './support/e2e-env';
import { E2E_JOBS_ADMIN_EMAIL, jobBoardsEnv } from './support/jobs';
import { E2E_SYNC_ADMIN_EMAIL, sourceServerEnv } from './support/sources';

// Boots the real production server (built web app + API) once for all browser tests,
// on its own port and a throw-away embedded database.
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets a build elsewhere be tested while apps/web/dist is being rebuilt.
  const webDist = process.env.WEB_DIST_DIR || join(repoRoot, 'apps/web/dist');
  const port = 3100 + Math.floor(Math.random() * 800);
  // The live course sources point here; the admin-sync test serves them on this port.
  const sourcesPort = await freePort();
  const { baseURL, stop } = await startAppServer({
    webDist,
    port,
    env: {
      // The admin-panel test signs up with this address to get the admin role.
      ADMIN_EMAILS: [
        E2E_ADMIN_EMAIL,
        E2E_SYNC_ADMIN_EMAIL,
        E2E_JOBS_ADMIN_EMAIL,
        E2E_UNIVERSITIES_ADMIN_EMAIL,
        E2E_A11Y_ADMIN_EMAIL,
        E2E_LAYOUT_ADMIN_EMAIL,
      ].join(','),
      ...sourceServerEnv(sourcesPort),
      ...jobBoardsEnv(sourcesPort),
    },
  });
  project.provide('baseURL', baseURL);
  project.provide('sourcesPort', sourcesPort);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    sourcesPort: number;
  }
}
