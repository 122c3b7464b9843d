import type { Auth } from '../auth/auth.ts';
import type { SessionRead } from '../auth/session-reader.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** Hono environment shared by every route: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Logger bound to the current request id. */
    logger: Logger;
    db: Db;
    auth: Auth;
    /** Who is signed in, from a request's headers (auth/session-reader.ts); null for visitors. */
    readCurrentUser: (headers: Headers) => Promise<SessionRead>;
    /** The request reached us over HTTPS (directly, or through a trusted proxy). */
    overHttps: boolean;
    /** The caller's address: the socket peer, or what our trusted proxies wrote into X-Forwarded-For (http/client-address.ts). */
    clientIp: string;
    /** Set once the session was read for this request (see auth/access.ts); null for visitors. */
    currentUser: { id: string; email: string; name: string } | null | undefined;
    /**
     * Set by a route whose 5xx answer reports a state, not a fault (readiness while the first
     * indexes are built): its request line is logged at info, not error (http/request-log.ts).
     */
    expectedServerStatus?: true;
  };
}
