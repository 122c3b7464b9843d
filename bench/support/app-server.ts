// The production server for the browser benchmarks (Lighthouse, keystroke latency): the built
// web app and the API on a throw-away embedded database, seeded, started the same way as for the
// browser tests, plus a signed-in session for the pages behind the sign-in guard.
import { join } from 'node:path';
import { type AppServer, freePort, repoRoot, startAppServer } from '../../e2e/support/app-server.ts';

export interface BenchServer extends AppServer {
  /** A `Cookie` header value holding a fresh account's session. */
  signUp(): Promise<string>;
}

/** Starts the server on a free port; WEB_DIST_DIR picks another build than apps/web/dist. */
export async function startBenchServer(): Promise<BenchServer> {
  const webDist = process.env.WEB_DIST_DIR || join(repoRoot, 'apps/web/dist');
  // Only our own app is measured: no scheduled sync, and every outside source points at a
  // closed local port, so nothing waits on the internet.
  const nowhere = 'http://127.0.0.1:59';
  const server = await startAppServer({
    webDist,
    port: await freePort(),
    env: {
      SCHEDULER: 'off',
      MICROSOFT_LEARN_BASE_URL: nowhere,
      EDX_BASE_URL: nowhere,
      COURSERA_API_BASE_URL: nowhere,
      GREENHOUSE_API_URL: nowhere,
      LEVER_API_URL: nowhere,
      ASHBY_API_URL: nowhere,
    },
  });
  await untilReady(server.baseURL);
  let accounts = 0;
  return {
    ...server,
    async signUp() {
      accounts++;
      const res = await fetch(`${server.baseURL}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseURL },
        body: JSON.stringify({
          name: 'Bench User',
          email: `bench-${process.pid}-${accounts}@example.com`,
          password: `Harbour-${process.pid}-${accounts}-Tulip`,
        }),
      });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      if (!cookie) throw new Error('sign-up answered without a session cookie');
      return cookie;
    },
  };
}

/**
 * Until the server is ready (its first search indexes built, as `/api/health/ready` says): the
 * build runs after the server starts listening, and a page measured meanwhile would share the CPU
 * with it, as no instance behind a load balancer is asked anything before it is ready.
 */
async function untilReady(baseURL: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${baseURL}/api/health/ready`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the server did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export { chromiumArgs } from '../../e2e/support/app-server.ts';

/** A `Cookie` header value (as `signUp` gives) as the cookies a Playwright context takes. */
export function browserCookies(cookie: string, baseURL: string) {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
  });
}

/** Debian's Chromium, or CHROME_PATH (as for the browser tests). */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
