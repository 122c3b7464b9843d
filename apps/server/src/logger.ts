import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { LogLevel } from './config.ts';

export type { Logger };

/**
 * JSON-lines logger. `destination` defaults to stdout; tests pass their own stream to read the lines.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  const settings: LoggerOptions = {
    level: options.level,
    base: { service: 'skillbridge-server', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Defence in depth: nothing should log these, but if an object carrying them slips in, mask it.
    redact: {
      paths: ['password', '*.password', 'authorization', '*.authorization', 'cookie', '*.cookie'],
      censor: '[redacted]',
    },
  };
  // Without a destination pino writes synchronously to stdout, so the last lines before exit are kept.
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
