import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteDatabase } from '../db/client.ts';
import { migrationsDir, readJournal, runMigrations } from '../db/migrate.ts';

// A fresh PGlite runs initdb in WebAssembly, 1 to 4 s on these machines; starting from a tarball
// of an initialised (and optionally migrated) data dir takes about half a second. The tarballs are
// shared by all test processes through the temp dir, keyed by PGlite's version and, for the
// migrated one, the migrations' content, so a changed migration makes a new one.

const cacheDir = join(tmpdir(), 'skillbridge-test-templates');
// The package does not export its package.json; its entry point sits in dist/ next to the assets.
const pgliteDistDir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const pgliteVersion = (
  JSON.parse(readFileSync(join(pgliteDistDir, '..', 'package.json'), 'utf8')) as { version: string }
).version;

export type TemplateKind = 'empty' | 'migrated';

const inProcess = new Map<string, Promise<Blob>>();

/** A PGlite data dir tarball to pass as `loadDataDir`. */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const key = templateKey(kind);
  let template = inProcess.get(key);
  if (!template) {
    template = loadOrBuild(kind, key);
    inProcess.set(key, template);
    template.catch(() => inProcess.delete(key));
  }
  return template;
}

/**
 * Options that make a new PGlite start faster in this process: the WebAssembly module compiled
 * once and the file-system bundle read once, plus the template as its initial data.
 */
export async function fastPgliteOptions(kind: TemplateKind): Promise<PGliteOptions> {
  return { ...sharedAssets(), loadDataDir: await pgliteTemplate(kind) };
}

// TypeScript's lib here has no WebAssembly types; this is the one constructor needed.
const wasm = (
  globalThis as unknown as {
    WebAssembly: { Module: new (bytes: Uint8Array) => PGliteOptions['pgliteWasmModule'] };
  }
).WebAssembly;

let assets: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'> | undefined;
function sharedAssets(): Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'> {
  if (!assets) {
    try {
      assets = {
        pgliteWasmModule: new wasm.Module(readFileSync(join(pgliteDistDir, 'pglite.wasm'))),
        fsBundle: new Blob([readFileSync(join(pgliteDistDir, 'pglite.data'))]),
      };
    } catch {
      // A PGlite release laid out differently: just start slower.
      assets = {};
    }
  }
  return assets;
}

/** A new in-memory PGlite started from the template. */
export async function pgliteFromTemplate(kind: TemplateKind): Promise<PGlite> {
  try {
    return await open(await pgliteTemplate(kind));
  } catch {
    // A damaged cached tarball: build it again, once.
    inProcess.delete(templateKey(kind));
    rmSync(join(cacheDir, `${templateKey(kind)}.tar`), { force: true });
    return open(await pgliteTemplate(kind));
  }
}

async function open(template: Blob): Promise<PGlite> {
  const client = new PGlite({ ...sharedAssets(), loadDataDir: template });
  await client.waitReady;
  return client;
}

function templateKey(kind: TemplateKind): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion}\n`);
  if (kind === 'migrated') {
    for (const entry of readJournal()) {
      hash.update(`${entry.tag} ${entry.when}\n`);
      hash.update(readFileSync(join(migrationsDir, `${entry.tag}.sql`)));
    }
  }
  return `${kind}-${hash.digest('hex').slice(0, 16)}`;
}

async function loadOrBuild(kind: TemplateKind, key: string): Promise<Blob> {
  const path = join(cacheDir, `${key}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    // not built yet
  }
  const client = new PGlite(sharedAssets());
  await client.waitReady;
  try {
    if (kind === 'migrated') await runMigrations(pgliteDatabase(client));
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    // Written under a unique name then renamed, so a parallel test process never reads half a file.
    const partial = `${path}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
    removeStale(kind, key);
    return new Blob([bytes]);
  } finally {
    if (!client.closed) await client.close();
  }
}

function removeStale(kind: TemplateKind, key: string): void {
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(`${kind}-`) && name.endsWith('.tar') && name !== `${key}.tar`) {
      rmSync(join(cacheDir, name), { force: true });
    }
  }
}
