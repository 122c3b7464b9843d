import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_V8_FLAGS } from '../../apps/server/src/runtime-flags.ts';
import { freePort, repoRoot } from '../../e2e/support/app-server.ts';

export interface SpawnedServer {
  url: string;
  /** The server's process id (for reading its CPU time). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Boots main.ts as `npm start` does (Node with tsx and the server's V8 flags) in a process of its
 * own, on a free port with a data folder of its own (removed on stop), and resolves once
 * /api/health answers. `env` is the whole environment the server gets besides its port, host,
 * data folder and site URL.
 */
export async function spawnServer(options: {
  name: string;
  env: NodeJS.ProcessEnv;
  nodeArgs?: readonly string[];
}): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${options.name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_V8_FLAGS, '--import', 'tsx', ...(options.nodeArgs ?? []), 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        DATABASE_URL: '',
        ...options.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_URL: url,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A first boot seeds the whole catalogue; give a loaded machine time.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not become healthy within 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid, stop };
}
