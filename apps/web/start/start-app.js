// Loads the app's scripts once the prerendered first screen has painted (see startAfterFirstPaint
// in vite.config.ts). Fetched and run before that paint, the ~150 KB of JavaScript would compete
// with it for a slow phone's connection and main thread; the screen needs none of it to appear.
// A plain script, not a module, so it runs as soon as the document is parsed; the build copies it
// into assets/ under a content hash and the page names its scripts in data attributes.
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const preloads = (tag.dataset.preloads ?? '').split(' ').filter(Boolean);
  // Each preload link costs about a millisecond to insert (more on a slow phone): a few per task
  // keep the main thread free for input between them.
  const PRELOADS_PER_TASK = 6;
  const preloadSome = () => {
    for (const href of preloads.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) setTimeout(preloadSome, 0);
  };
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.dataset.entry;
    document.head.append(script);
    setTimeout(preloadSome, 0);
  };
  // A hidden tab never paints (nor runs animation frames) until shown: start at once there.
  if (document.visibilityState === 'hidden') start();
  // The frame callback runs just before the first paint, the time-out just after it.
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
