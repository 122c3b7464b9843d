import type { Logger } from '../logger.ts';

/** Hono environment shared by every route: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Logger bound to the current request id. */
    logger: Logger;
  };
}
