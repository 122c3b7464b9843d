import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { outboxMail } from '../db/schema.ts';
import type { TestServer } from './test-server.ts';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  /** Cookie header carrying the session, for `headers: { cookie }`. */
  cookie: string;
  /** The same session as a bearer token. */
  token: string;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A password the policy accepts (12+ characters, not common, unrelated to the e-mail). */
export const strongPassword = () => `Tulip-${randomBytes(6).toString('hex')}-Harbour`;

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** JSON POST to an auth endpoint, as the web app sends it (same-origin). */
export function postJson(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs up through the real endpoint and returns the session as a cookie and a bearer token. */
export async function signUp(
  server: TestServer,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? strongPassword();
  const response = await postJson(server, '/api/auth/sign-up/email', {
    email,
    password,
    name: options.name ?? 'Test User',
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return {
    id: body.user.id,
    email,
    password,
    cookie: sessionCookie(response),
    token: response.headers.get('set-auth-token') ?? '',
  };
}

export async function signIn(server: TestServer, email: string, password: string) {
  const response = await postJson(server, '/api/auth/sign-in/email', { email, password });
  return { response, cookie: sessionCookie(response) };
}

/** fetch as a signed-in user (cookie session, same-origin). */
export function asUser(server: TestServer, account: Pick<TestAccount, 'cookie'>) {
  return (path: string, init: RequestInit = {}) =>
    server.fetch(path, {
      ...init,
      headers: { origin: server.url, ...(init.headers as Record<string, string>), cookie: account.cookie },
    });
}

/** Asks for a password reset for `email` and reads the token from the link in the outbox's newest mail to it. */
export async function requestResetToken(server: TestServer, email: string): Promise<string | undefined> {
  await postJson(server, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  const [mail] = await server.db
    .select()
    .from(outboxMail)
    .where(eq(outboxMail.to, email))
    .orderBy(desc(outboxMail.id));
  return /reset-password\/([^?\s]+)/.exec(mail?.text ?? '')?.[1];
}
