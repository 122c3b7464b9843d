import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRootDir } from '../config.ts';

/** The recorded real responses shared beside the repository (never copied into it). */
export const sharedFixturesDir = join(repoRootDir, '..', 'shared', 'fixtures');

/**
 * Every file under ../shared/fixtures/<folder>, read in place, or null when that folder is not
 * there, after printing a notice saying so (the tests on the project's own fixtures still run).
 */
export function sharedFixtureFiles(folder: string, why: string): string[] | null {
  const dir = join(sharedFixturesDir, folder);
  if (!existsSync(dir)) {
    console.info(
      `[fixtures] ${relative(repoRootDir, dir)} is not present: ${why}; only the project's own fixtures are used.`,
    );
    return null;
  }
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!/^readme/i.test(name)) files.push(path);
    }
  };
  walk(dir);
  return files;
}
