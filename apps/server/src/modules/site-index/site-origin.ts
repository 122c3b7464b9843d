import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

/**
 * The origin absolute links to the site's pages start with: SITE_URL when it is set, otherwise
 * the address the request came in on (https when it reached us over HTTPS, through a proxy too).
 */
export function siteOrigin(c: Context<AppEnv>, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const url = new URL(c.req.url);
  return `${c.var.overHttps ? 'https:' : url.protocol}//${url.host}`;
}
