import { toast as sonner } from 'sonner';

let ready = false;
const waiting: (() => void)[] = [];

/** Called once the toast viewport is mounted; shows anything raised before that. */
export function markToasterReady(): void {
  ready = true;
  for (const show of waiting.splice(0)) show();
}

function whenReady(show: () => void): void {
  if (ready) show();
  else waiting.push(show);
}

/**
 * The one way the app shows toasts: a title and an optional description. Errors are
 * always destructive (red), successes green.
 */
export const toast = {
  success(title: string, description?: string): void {
    whenReady(() => sonner.success(title, { description }));
  },
  error(title: string, description?: string): void {
    whenReady(() => sonner.error(title, { description }));
  },
  info(title: string, description?: string): void {
    whenReady(() => sonner.info(title, { description }));
  },
  dismissAll(): void {
    sonner.dismiss();
  },
};
