import { signInPath } from './auth-redirect';

/**
 * What a visitor asked for that needs an account: they sign in, come back to the same page, and
 * the action is done then (app/pending-actions.tsx). It travels in the page's own address
 * (`?then=save-course:az-900`), so it survives the sign-in form's full page load; the tab also
 * remembers it when the visitor clicks (`rememberPendingAction`), and only a remembered action is
 * done, so a link from elsewhere carrying `?then=` cannot make a signed-in user save or apply.
 */
export type PendingAction =
  | { kind: 'save-course'; id: string }
  | { kind: 'start-course'; id: string }
  | { kind: 'apply-job'; id: number };

/** The query parameter of the page returned to that names the action to finish. */
export const THEN_PARAM = 'then';

export function encodePendingAction(action: PendingAction): string {
  return `${action.kind}:${action.id}`;
}

export function decodePendingAction(raw: string | null): PendingAction | null {
  if (!raw) return null;
  const colon = raw.indexOf(':');
  if (colon < 1) return null;
  const kind = raw.slice(0, colon);
  const id = raw.slice(colon + 1);
  if (!id) return null;
  if (kind === 'save-course' || kind === 'start-course') return { kind, id };
  if (kind === 'apply-job' && /^[1-9][0-9]{0,14}$/.test(id)) return { kind, id: Number(id) };
  return null;
}

/** Sign-in, then back to `page` (path and query) with `action` to finish there. */
export function signInThen(page: { pathname: string; search?: string }, action: PendingAction): string {
  const params = new URLSearchParams(page.search ?? '');
  params.set(THEN_PARAM, encodePendingAction(action));
  return signInPath(`${page.pathname}?${params}`);
}

const REMEMBERED_KEY = 'skillbridge.pending-action';

/** Called on the click that leaves for sign-in: this tab asked for `action`. */
export function rememberPendingAction(action: PendingAction): void {
  try {
    sessionStorage.setItem(REMEMBERED_KEY, encodePendingAction(action));
  } catch {
    // Storage disabled: the action is not done after signing in, the visitor presses it again.
  }
}

/** True, once, when this tab asked for the action `raw` names; forgets it either way. */
export function takeRememberedAction(raw: string): boolean {
  try {
    const remembered = sessionStorage.getItem(REMEMBERED_KEY);
    sessionStorage.removeItem(REMEMBERED_KEY);
    return remembered === raw;
  } catch {
    return false;
  }
}
