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
    formatters: { level: (label) => ({ level: label }), log: withoutQueryValues },
    // The formatter has serialized errors already; pino's own serializer would read them again.
    serializers: { err: (value: unknown) => (value instanceof Error ? redactError(value, 0) : value) },
    hooks: {
      // `logger.error(err)` and `logger.error({ err })` take the error's message as the line's
      // message, past the formatter: give them the message without its query values.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (typeof second !== 'string' && error instanceof Error) {
          return method.apply(this, [first, redactText(error.message)] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
    // Defence in depth: nothing should log these, but if an object carrying them slips in, mask it.
    redact: {
      paths: ['password', '*.password', 'authorization', '*.authorization', 'cookie', '*.cookie'],
      censor: '[redacted]',
    },
  };
  // Without a destination pino writes synchronously to stdout, so the last lines before exit are kept.
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/**
 * A failed query carries the values it was sent: Drizzle puts them in its message ("params: …")
 * and a `params` list, PostgreSQL in `detail` ("Key (email)=(ada@example.com) already exists",
 * "Failing row contains (…)") and in some messages ('invalid input syntax for type integer:
 * "Ada"'). Those are people's e-mails, names and messages, which have no place in a log: errors
 * logged anywhere in a line (`err`, Better Auth's `args`, nested objects) keep their type,
 * message, SQL and stack, without the values.
 */
export function withoutQueryValues(object: Record<string, unknown>): Record<string, unknown> {
  return redactValue(object, 0) as Record<string, unknown>;
}

const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);
const PARAMS_LINE = /\nparams: [^\n]*/g;
const QUOTED_INPUT = /(invalid input (?:syntax|value) for [^:\n]*: )"[^\n]*"/g;
/** Deep enough for `{ args: [{ error }] }`; log lines are not deep documents. */
const MAX_DEPTH = 6;

function redactValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = QUERY_VALUE_FIELDS.has(key) ? '[redacted]' : redactValue(item, depth + 1);
  }
  return copy;
}

function redactError(error: Error, depth: number): Record<string, unknown> {
  // pino's own error serializer (type, message and stack with their causes, own fields), then
  // without the values.
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(serialized)) {
    if (QUERY_VALUE_FIELDS.has(key)) continue;
    copy[key] = typeof item === 'string' ? redactText(item) : redactValue(item, depth + 1);
  }
  return copy;
}

function redactText(text: string): string {
  return text.replace(PARAMS_LINE, '\nparams: [redacted]').replace(QUOTED_INPUT, '$1"[redacted]"');
}
