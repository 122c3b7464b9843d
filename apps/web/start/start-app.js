// Loads the app's scripts once the prerendered first screen has painted (see startAfterFirstPaint
// in vite.config.ts). Fetched and run before that paint, the ~150 KB of JavaScript would compete
// with it for a slow phone's connection and main thread; the screen needs none of it to appear.
// A plain script, not a module, so it runs as soon as the document is parsed; the build copies it
// into assets/ under a content hash and the page names its scripts in data attributes.
(() => {
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
