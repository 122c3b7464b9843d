// Loads the app's scripts once the prerendered first screen has painted (see startAfterFirstPaint
// in vite.config.ts). Fetched and run before that paint, the ~150 KB of JavaScript would compete
// with it for a slow phone's connection and main thread; the screen needs none of it to appear.
// A plain script, not a module, so it runs as soon as the document is parsed; the build copies it
// into assets/ under a content hash and the page names its scripts in data attributes.
(() => {
  // Until React renders over it, the prerendered copy looks ready but has no handlers. Taps on it
  // and Enter in its fields are noted here, before the first paint, for the app to replay on the
  // live page (src/app/prerendered-interactions.ts); meanwhile its forms must not submit natively
  // (a GET of this same page, which would throw away what was typed).
  const taken = [];
  window.__prerenderedInteractions = taken;
  const onCopy = (event) => event.target instanceof Element && event.target.closest('[data-prerendered]');
  const take = (type) => (event) => {
    if (!event.isTrusted || !onCopy(event)) return;
    if (type === 'enter' && (event.key !== 'Enter' || event.isComposing)) return;
    taken.push({ type, target: event.target });
  };
  document.addEventListener('click', take('click'), true);
  document.addEventListener('keydown', take('enter'), true);
  document.addEventListener(
    'submit',
    (event) => {
      if (onCopy(event)) event.preventDefault();
    },
    true,
  );

  const tag = document.currentScript;
  if (!tag) return;
  const preloads = (tag.dataset.preloads ?? '').split(' ').filter(Boolean);
  // Each preload link costs about a millisecond to insert, several on a slow phone (six took
  // 55-60 ms with the CPU slowed four times): three per task keep the main thread free for input
  // between them.
  const PRELOADS_PER_TASK = 3;
  // A task of its own without the 4 ms minimum delay that nested time-outs get after the fifth.
  const later = (task) => {
    if (globalThis.scheduler?.postTask) globalThis.scheduler.postTask(task);
    else setTimeout(task, 0);
  };
  const preloadSome = () => {
    for (const href of preloads.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) later(preloadSome);
  };
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.dataset.entry;
    document.head.append(script);
    later(preloadSome);
  };
  // A hidden tab never paints (nor runs animation frames) until shown: start at once there.
  if (document.visibilityState === 'hidden') start();
  // The frame callback runs just before the first paint, the time-out just after it.
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
