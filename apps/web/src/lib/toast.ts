import type { toast as SonnerToast } from 'sonner';

// Sonner (its code and the stylesheet it inserts when its module runs) comes with the toast
// viewport, which loads after the first screen (app/toaster-host.tsx) and hands its `toast` over
// here: a page that may raise a toast does not load sonner at start-up.
let sonner: typeof SonnerToast | null = null;
const waiting: ((api: typeof SonnerToast) => void)[] = [];

type ToastKind = 'success' | 'error' | 'info';
interface PendingToast {
  kind: ToastKind;
  title: string;
  description?: string;
}

// A toast raised just before a full page load (sign-in, sign-out, account deletion) is kept here
// and shown by the next page.
const PENDING_KEY = 'skillbridge.pending-toast';

function readPendingToast(): PendingToast | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<PendingToast>) : null;
    if (!parsed || typeof parsed.title !== 'string') return null;
    const kind = parsed.kind === 'error' || parsed.kind === 'info' ? parsed.kind : 'success';
    return { kind, title: parsed.title, description: parsed.description };
  } catch {
    // Storage disabled or the value garbled: there is simply nothing to show.
    return null;
  }
}

function clearPendingToast(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** How long a carried-over toast must have been on screen before it counts as seen. */
const PENDING_SEEN_AFTER_MS = 1500;

/** Called once the toast viewport is mounted, with sonner's `toast`; shows anything raised before that. */
export function markToasterReady(api: typeof SonnerToast): void {
  sonner = api;
  const pending = readPendingToast();
  if (pending) {
    // On the next tick, once the viewport has surely subscribed. It stays stored until it has been
    // on screen a moment, so a page that is replaced right away (a second load) does not swallow it.
    // Longer than usual: it appears while the new page is still settling, so give the reader time.
    setTimeout(() => {
      api[pending.kind](pending.title, { description: pending.description, duration: 8000 });
      setTimeout(clearPendingToast, PENDING_SEEN_AFTER_MS);
    }, 0);
  }
  for (const show of waiting.splice(0)) show(api);
}

function whenReady(show: (api: typeof SonnerToast) => void): void {
  if (sonner) show(sonner);
  else waiting.push(show);
}

/**
 * The one way the app shows toasts: a title and an optional description. Errors are
 * always destructive (red), successes green.
 */
export const toast = {
  success(title: string, description?: string): void {
    whenReady((api) => api.success(title, { description }));
  },
  error(title: string, description?: string): void {
    whenReady((api) => api.error(title, { description }));
  },
  info(title: string, description?: string): void {
    whenReady((api) => api.info(title, { description }));
  },
  dismissAll(): void {
    // Before the viewport is up no toast is on screen.
    sonner?.dismiss();
  },
  /** Shows the toast on the next page load; call it right before `window.location.assign`. */
  afterReload(kind: ToastKind, title: string, description?: string): void {
    try {
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ kind, title, description }));
    } catch {
      // Without storage the toast is lost; the page the user lands on still tells the story.
    }
  },
};
