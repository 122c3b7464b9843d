import { eq } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import type { Database, Tx } from './client.ts';
import { appMeta } from './schema.ts';

export interface SeedContext {
  logger: Logger;
}

/**
 * One named, versioned piece of start-up data. A step runs once per version: when `app_meta`
 * already records `seed:<name>` at this version it is skipped. Bump `version` to run it again on
 * databases seeded by an older version, so `run` must cope with the rows an earlier version left
 * (upsert rather than insert).
 */
export interface SeedStep {
  /** Stable and unique: it is the bookkeeping key. */
  name: string;
  /** A positive integer. */
  version: number;
  /** Runs inside a transaction: a failure leaves nothing half-written and nothing recorded. */
  run(tx: Tx, ctx: SeedContext): Promise<void>;
}

/** Checks a step's name and version when it is declared rather than at start-up. */
export function defineSeedStep(step: SeedStep): SeedStep {
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(step.name)) {
    throw new Error(`Seed step name "${step.name}" must be lower-case letters, digits, '.', '_' or '-'.`);
  }
  if (!Number.isInteger(step.version) || step.version < 1) {
    throw new Error(`Seed step "${step.name}" needs a positive integer version, got ${step.version}.`);
  }
  return step;
}

export interface SeedReport {
  ran: string[];
  skipped: string[];
}

export const seedMetaKey = (name: string) => `seed:${name}`;

/** Runs, in order, every step whose name and version `app_meta` does not record yet. */
export async function runSeeds(
  database: Database,
  steps: readonly SeedStep[],
  options: { logger: Logger },
): Promise<SeedReport> {
  const seen = new Set<string>();
  for (const step of steps) {
    defineSeedStep(step);
    if (seen.has(step.name)) throw new Error(`Two seed steps are named "${step.name}".`);
    seen.add(step.name);
  }

  const report: SeedReport = { ran: [], skipped: [] };
  // Instances starting together against one PostgreSQL server must not both run a step.
  await database.withAdvisoryLock('seed', async () => {
    for (const step of steps) {
      const key = seedMetaKey(step.name);
      const version = String(step.version);
      const started = performance.now();
      const ran = await database.db
        .transaction(async (tx) => {
          const [recorded] = await tx
            .select({ value: appMeta.value })
            .from(appMeta)
            .where(eq(appMeta.key, key));
          if (recorded?.value === version) return false;
          await step.run(tx, { logger: options.logger.child({ seedStep: step.name }) });
          await tx
            .insert(appMeta)
            .values({ key, value: version })
            .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
          return true;
        })
        .catch((error: unknown) => {
          throw new Error(`Seed step "${step.name}" (version ${version}) failed: ${String(error)}`, {
            cause: error,
          });
        });
      if (ran) {
        report.ran.push(step.name);
        options.logger.info(
          { seedStep: step.name, version: step.version, durationMs: Math.round(performance.now() - started) },
          'Seed step applied',
        );
      } else {
        report.skipped.push(step.name);
      }
    }
  });
  return report;
}
