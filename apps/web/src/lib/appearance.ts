import type { Theme } from '@app/core/settings';

export interface Appearance {
  theme: Theme;
  compactMode: boolean;
  animations: boolean;
}

const STORAGE_KEY = 'skillbridge.appearance';
const DEFAULT_APPEARANCE: Appearance = { theme: 'system', compactMode: false, animations: true };

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/**
 * The last appearance this browser used, kept locally so the first paint already has the
 * right theme; a signed-in user's saved settings overwrite it once they load.
 */
export function storedAppearance(): Appearance {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return DEFAULT_APPEARANCE;
    const parsed = JSON.parse(raw) as Partial<Appearance>;
    return {
      theme: parsed.theme === 'light' || parsed.theme === 'dark' ? parsed.theme : 'system',
      compactMode: parsed.compactMode === true,
      animations: parsed.animations !== false,
    };
  } catch {
    // Storage can be disabled (private mode, strict cookie settings): fall back to defaults.
    return DEFAULT_APPEARANCE;
  }
}

export function resolvedTheme(theme: Theme): 'light' | 'dark' {
  if (theme === 'system') return darkQuery().matches ? 'dark' : 'light';
  return theme;
}

/**
 * A light or dark choice goes into a `theme` cookie, which the server reads to send the
 * prerendered screen in that theme (apps/server/src/http/web-app.ts). "System" needs none: the
 * browser's color-scheme hint tells the server. Written only when it changes.
 */
function rememberThemeForServer(theme: Theme): void {
  const current = /(?:^|;\s*)theme=([^;]*)/.exec(document.cookie)?.[1];
  const wanted = theme === 'system' ? undefined : theme;
  if (current === wanted) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet
  document.cookie = wanted
    ? `theme=${wanted}; path=/; max-age=31536000; SameSite=Lax`
    : 'theme=; path=/; max-age=0; SameSite=Lax';
}

let stopFollowingSystem: (() => void) | undefined;

/** Puts the classes on <html> that index.css reads: `dark`, `compact`, `no-animations`. */
export function applyAppearance(appearance: Appearance, { persist = true } = {}): void {
  const root = document.documentElement;
  const paint = () => root.classList.toggle('dark', resolvedTheme(appearance.theme) === 'dark');
  paint();
  root.classList.toggle('compact', appearance.compactMode);
  root.classList.toggle('no-animations', !appearance.animations);

  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  if (appearance.theme === 'system') {
    const query = darkQuery();
    query.addEventListener('change', paint);
    stopFollowingSystem = () => query.removeEventListener('change', paint);
  }

  rememberThemeForServer(appearance.theme);

  if (persist) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(appearance));
    } catch {
      // Not being able to remember the choice is harmless; it still applies now.
    }
  }
}
