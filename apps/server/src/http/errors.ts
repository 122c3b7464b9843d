import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type core, ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/** The one error body every API response uses. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** A failure the client can act on: it is answered with its own status, code and message. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown, code = 'bad_request') =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'You need to sign in to do that.', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = "You don't have permission to do that.", code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.', code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, details?: unknown, code = 'conflict') =>
  new AppError(409, code, message, details);
export const payloadTooLarge = (limitBytes: number, message?: string) =>
  new AppError(
    413,
    'payload_too_large',
    message ?? `The request body is larger than ${formatBytes(limitBytes)}.`,
  );
export const tooManyRequests = (
  message = 'Too many requests. Please wait a moment and try again.',
  retryAfterSeconds?: number,
) =>
  retryAfterSeconds === undefined
    ? new AppError(429, 'too_many_requests', message)
    : new AppError(
        429,
        'too_many_requests',
        message,
        { retryAfterSeconds },
        {
          'Retry-After': String(Math.max(0, Math.ceil(retryAfterSeconds))),
        },
      );

export interface IssueDetail {
  path: string;
  message: string;
}

/** Flattens zod issues to `[{ path: 'a.b.0', message }]`, the `details` of an invalid_input error. */
export function zodIssueDetails(error: core.$ZodError): IssueDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** 400 invalid_input with a readable summary of the first few problems and every issue in `details`. */
export function invalidInput(error: core.$ZodError, what = 'input'): AppError {
  const details = zodIssueDetails(error);
  const shown = details.slice(0, 3).map((d) => (d.path ? `${d.path}: ${d.message}` : d.message));
  const more = details.length > shown.length ? ` (and ${details.length - shown.length} more)` : '';
  return new AppError(400, 'invalid_input', `Invalid ${what}: ${shown.join('; ')}${more}.`, details);
}

export const internalErrorMessage = 'Something went wrong. Please try again.';

export const databaseUnavailableMessage =
  'The service is temporarily unavailable. Please try again in a moment.';

/** 503 while the database cannot be reached; clients and load balancers may retry after a few seconds. */
export const databaseUnavailable = () =>
  new AppError(503, 'database_unavailable', databaseUnavailableMessage, undefined, { 'Retry-After': '5' });

const codeForStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * Global error handler: maps every thrown value to the one error shape, never leaking internals.
 * `fallbackLogger` is used when the error happened before the request logger was set up.
 */
export const errorHandler =
  (fallbackLogger: Logger) =>
  async (err: Error, c: Context<AppEnv>): Promise<Response> => {
    const logger = c.var.logger ?? fallbackLogger;
    if (await isRequestJsonSyntaxError(err, c)) {
      return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
    }
    if (err instanceof AppError) {
      if (err.status >= 500) logger.warn({ code: err.code, requestId: c.var.requestId }, err.message);
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(errorBody(err.code, err.message, err.details), err.status);
    }
    if (err instanceof ZodError) {
      const e = invalidInput(err);
      return c.json(errorBody(e.code, e.message, e.details), 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Hono raises these for malformed JSON bodies and similar protocol-level problems.
      const malformedJson = err.status === 400 && /malformed json/i.test(err.message);
      const code = malformedJson ? 'invalid_json' : (codeForStatus[err.status] ?? 'bad_request');
      const message = malformedJson
        ? 'The request body is not valid JSON.'
        : err.message || (err.res ? err.res.statusText : '') || 'The request could not be processed.';
      return c.json(errorBody(code, message), err.status);
    }
    if (isDatabaseUnavailable(err)) {
      // Expected while the database restarts or the network to it is down; the pool reconnects by itself.
      logger.warn({ err, requestId: c.var.requestId }, 'Database unavailable while serving request');
      const e = databaseUnavailable();
      for (const [name, value] of Object.entries(e.headers ?? {})) c.header(name, value);
      return c.json(errorBody(e.code, e.message), e.status);
    }
    logger.error({ err, requestId: c.var.requestId }, 'Unhandled error while serving request');
    if (err instanceof HTTPException) {
      return c.json(
        errorBody(codeForStatus[err.status] ?? 'internal_error', internalErrorMessage),
        err.status,
      );
    }
    return c.json(errorBody('internal_error', internalErrorMessage), 500);
  };

/**
 * True when `err` is the failure of `c.req.json()` on this request's body, not some other
 * JSON.parse in the code: the body was read, is not JSON, and parsing it fails the same way.
 */
async function isRequestJsonSyntaxError(err: Error, c: Context<AppEnv>): Promise<boolean> {
  const text = c.req.bodyCache.text as Promise<string> | undefined;
  if (!(err instanceof SyntaxError) || !text) return false;
  try {
    JSON.parse(await text);
    return false;
  } catch (parseError) {
    return parseError instanceof SyntaxError && parseError.message === err.message;
  }
}

/** Not-found handler: API paths and anything else get the error shape. */
export function handleNotFound(c: Context<AppEnv>): Response {
  return c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}.`), 404);
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
