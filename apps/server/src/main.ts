// Production entry point (`npm start`). Without DATABASE_URL the data lives in PGlite under
// DATA_DIR, which defaults to <repo>/data whatever the cwd (see config.ts).
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { missingServerFlags } from './runtime-flags.ts';
import { type RunningServer, startServer } from './server.ts';

const shutdownTimeoutMs = 10_000;

const missingFlags = missingServerFlags();
if (missingFlags.length > 0) {
  // Not fatal: the server works without them, but the collector's pauses grow with the indexes.
  process.stderr.write(
    `Started without the V8 flags ${missingFlags.join(' ')} (apps/server's start script passes them): ` +
      'expect collector pauses of 100 ms and more while large indexes are built.\n',
  );
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nFix these environment variables and start again.\n`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger({ level: config.logLevel });

process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'Uncaught exception; exiting');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'Unhandled promise rejection; exiting');
  process.exit(1);
});

let running: RunningServer;
try {
  running = await startServer({ config, logger });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  const hint =
    code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`
      : code === 'EACCES'
        ? `Not allowed to listen on ${config.host}:${config.port}: choose a PORT above 1023.`
        : undefined;
  logger.fatal({ err: error, ...(hint ? { hint } : {}) }, hint ?? 'The server failed to start');
  process.exit(1);
}

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    logger.warn({ signal }, 'Second signal: exiting without waiting for requests to finish');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'Shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    logger.error(`Requests still running after ${shutdownTimeoutMs / 1000} s; exiting anyway`);
    process.exit(1);
  }, shutdownTimeoutMs);
  force.unref();
  running.close().then(
    () => {
      logger.info('Stopped');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'Error while shutting down');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
