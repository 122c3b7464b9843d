import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Puts a request-scoped logger on the context and writes one line per request when it is answered.
 * Only the path is logged: query strings can carry tokens (password-reset links).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.var.requestId;
    c.set('logger', logger.child({ requestId }));
    await next();
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500 && !c.var.expectedServerStatus) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
