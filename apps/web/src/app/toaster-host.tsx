import { useEffect, useSyncExternalStore } from 'react';
import { Toaster, toast } from 'sonner';
import { markToasterReady } from '@/lib/toast';

function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Toasts follow the theme class on <html>, which may differ from the device's setting. */
function useHtmlTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribeToThemeClass,
    () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    () => 'light',
  );
}

/** The toast viewport. Loaded after first paint; toasts raised before then wait for it. */
export function ToasterHost() {
  const theme = useHtmlTheme();
  // Runs after the Toaster's own effect has subscribed to new toasts (children first).
  useEffect(() => {
    markToasterReady(toast);
  }, []);
  return <Toaster theme={theme} richColors closeButton position="top-right" />;
}
