import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { payloadTooLarge } from './errors.ts';

/**
 * Rejects request bodies over `maxBytes` with 413 in the error shape.
 *
 * A declared Content-Length is checked without touching the body: once the body stream has been
 * opened, the Node adapter can no longer drain an unread remainder, and the keep-alive connection
 * stalls until it is cut, failing the client's next request on it. Node frames the body by
 * Content-Length, so it cannot be longer than declared. Bodies without a length (chunked) are
 * counted as they are read by Hono's bodyLimit; going over closes the connection after the answer.
 */
export function apiBodyLimit(maxBytes: number, message?: string): MiddlewareHandler<AppEnv> {
  const streamed = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close');
      throw payloadTooLarge(maxBytes, message);
    },
  });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) throw payloadTooLarge(maxBytes, message);
      return next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return streamed(c, next);
  };
}
