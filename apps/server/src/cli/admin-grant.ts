// `npm run admin:grant -- EMAIL`: gives an existing account the admin role. With the embedded
// database, stop the server first: one PGlite data directory is opened by one process only.
import { grantRole } from '../auth/roles-queries.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { findUserIdByEmail } from '../modules/admin-users/queries.ts';

const email = process.argv[2]?.trim();
if (!email?.includes('@')) {
  process.stderr.write('Usage: npm run admin:grant -- EMAIL\n');
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger({ level: 'warn' });
let database: Awaited<ReturnType<typeof createDatabase>>;
try {
  database = await createDatabase(config.database);
} catch (error) {
  process.stderr.write(
    `Could not open the database (${String(error)}).\nIf the server is running on the embedded database, stop it first.\n`,
  );
  process.exit(1);
}
try {
  await runMigrations(database, { logger });
  const userId = await findUserIdByEmail(database.db, email);
  if (!userId) {
    process.stderr.write(`No account with the e-mail ${email}. Sign up first, then run this again.\n`);
    process.exitCode = 1;
  } else {
    await grantRole(database.db, userId, 'admin');
    process.stdout.write(`${email} is now an admin.\n`);
  }
} finally {
  await database.close();
}
