// `npm run sync -- <source> [--from-file PATH]`: fetch (or import) one live course source now.
// With the embedded database, stop the server first: one PGlite data directory is opened by one
// process only. With DATABASE_URL the servers keep running and pick the new snapshot up.
import { runSyncCommand } from './sync-command.ts';

process.exitCode = await runSyncCommand(process.argv.slice(2));
