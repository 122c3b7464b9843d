import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';

/** Accounts signing up with this address are made admins (the admin-sync tests' own admin). */
export const E2E_SYNC_ADMIN_EMAIL = 'e2e-sync-admin@example.com';

const fixturesDir = resolve(import.meta.dirname, '..', '..', 'apps', 'server', 'src', 'sync');

/** One of the server's own source fixtures, in the real API shape. */
export function sourceFixture(source: 'microsoft' | 'salesforce' | 'edx', name: string): string {
  return readFileSync(resolve(fixturesDir, source, 'fixtures', name), 'utf8');
}

/** The e2e server's source settings: every live source on 127.0.0.1:<port>. */
export function sourceServerEnv(port: number): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    MICROSOFT_LEARN_BASE_URL: url,
    SALESFORCE_TRAILHEAD_CATALOG_URL: `${url}/trailhead/catalog.json`,
    EDX_BASE_URL: url,
    EDX_ORGS: 'IBM',
    SYNC_TIMEOUT_MS: '10000',
    // Browser tests run syncs themselves; no scheduled run may change the catalogue under them.
    SCHEDULER: 'off',
  };
}

export interface Reply {
  status?: number;
  body: string;
  delayMs?: number;
}

/**
 * Stand-in for Microsoft Learn, Trailhead and edX on the port the e2e server was told about.
 * Routes answer the project's fixtures until a test overrides one with `set`.
 */
export class SourceServer {
  private readonly overrides = new Map<string, Reply>();
  private server: Server | undefined;
  readonly requests: string[] = [];

  constructor(private readonly port: number) {}

  private defaultReply(url: URL): Reply | undefined {
    const base = `http://127.0.0.1:${this.port}`;
    switch (url.pathname) {
      case '/api/catalog/':
        return { body: sourceFixture('microsoft', 'catalog-legacy.json') };
      case '/trailhead/catalog.json':
        return {
          body: sourceFixture(
            'salesforce',
            url.searchParams.get('page') === '2'
              ? 'trailhead-feed-page-2.json'
              : 'trailhead-feed-page-1.json',
          ),
        };
      case '/api/courses/v1/courses/':
        return {
          body: sourceFixture(
            'edx',
            url.searchParams.get('page') === '2' ? 'courses-ibm-page-2.json' : 'courses-ibm-page-1.json',
          ).replaceAll('https://courses.edx.org/api/', `${base}/api/`),
        };
      default:
        return undefined;
    }
  }

  /** Answers this path with `reply` until `clear()`. */
  set(path: string, reply: Reply): void {
    this.overrides.set(path, reply);
  }

  clear(): void {
    this.overrides.clear();
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      this.requests.push(url.pathname + url.search);
      const reply = this.overrides.get(url.pathname) ?? this.defaultReply(url);
      const send = () => {
        if (res.destroyed) return;
        // One connection per request, so no test's sync is sent on a connection an earlier test's
        // left open, which this server closes when idle for 5 s (a CI run once timed out waiting
        // for a sync's answer; the cause was not found, and this is one that could not be ruled out).
        res.writeHead(reply?.status ?? (reply ? 200 : 404), {
          'content-type': 'application/json',
          connection: 'close',
        });
        res.end(reply?.body ?? '{"error":"not found"}');
      };
      if (reply?.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
