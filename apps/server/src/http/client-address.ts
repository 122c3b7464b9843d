import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The request header that carries the resolved client address to Better Auth (which records it on
 * each session). Set on every request the auth routes hand over, replacing whatever a client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-skillbridge-client-address';

/**
 * The entry of a comma-separated forwarding header (X-Forwarded-For, X-Forwarded-Proto) that the
 * outermost of `hops` trusted proxies wrote: each proxy appends on the right, so anything further
 * left came from the client and proves nothing. A shorter list than `hops` was written by our
 * proxies alone, so its first entry is theirs too. Undefined without the header or without proxies.
 */
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The caller's address for rate limits and sessions: with TRUST_PROXY, the X-Forwarded-For entry
 * our own proxies wrote (see forwardedEntry); otherwise, or without the header, the socket peer.
 */
export function clientAddress(c: Context<AppEnv>, hops: number): string {
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), hops);
  // Bounded, so a proxy passing on junk cannot grow the rate-limit keys.
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
