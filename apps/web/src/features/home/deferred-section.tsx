import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react';

type Load = () => Promise<ComponentType>;

/** Every deferred section's code loader, by id, and the sections whose code has arrived. */
const loaders = new Map<string, Load>();
const loaded = new Map<string, ComponentType>();

async function load(id: string): Promise<ComponentType> {
  const known = loaded.get(id);
  if (known) return known;
  const loader = loaders.get(id);
  if (!loader) throw new Error(`no deferred section ${id}`);
  const component = await loader();
  loaded.set(id, component);
  return component;
}

/** Loads every deferred section's code, so the prerender (src/prerender.tsx) renders them in full. */
export async function loadDeferredSections(): Promise<void> {
  await Promise.all([...loaders.keys()].map(load));
}

/**
 * Sections waiting to be shown, in page order, one per idle moment of the browser: each becomes its
 * own small render and commit instead of part of one long task that holds up input.
 */
const pending: Array<() => void> = [];
let scheduled = false;

function showNextWhenIdle(): void {
  if (scheduled || pending.length === 0) return;
  scheduled = true;
  const whenIdle: (run: () => void) => void =
    typeof window.requestIdleCallback === 'function'
      ? (run) => window.requestIdleCallback(run, { timeout: 1000 })
      : (run) => setTimeout(run, 50);
  whenIdle(() => {
    scheduled = false;
    pending.shift()?.();
    showNextWhenIdle();
  });
}

/** The height of section `id`'s prerendered copy, while that copy is still on screen. */
function prerenderedHeight(id: string): number | null {
  if (typeof document === 'undefined') return null;
  const copy = document.querySelector(`[data-prerendered] [data-deferred="${id}"]`);
  return copy ? copy.getBoundingClientRect().height : null;
}

/** Names a deferred section and where its code is; returns the id for `<DeferredSection id>`. */
export function deferrable(id: string, loader: Load): string {
  loaders.set(id, loader);
  return id;
}

/**
 * A below-the-fold section of the home page, with its code in a chunk of its own: the first screen
 * neither downloads nor renders it. The prerendered HTML has it in full. When the app renders over
 * that copy, the section starts as an empty box of the copy's height (nothing below it moves) and
 * fills in when the browser is idle or the box nears the viewport, each section its own small
 * commit. Reached by client-side navigation, it shows as soon as its code is there.
 */
export function DeferredSection({ id }: { id: string }) {
  const [height] = useState(() => prerenderedHeight(id));
  const [Section, setSection] = useState<ComponentType | null>(() => loaded.get(id) ?? null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Section) return;
    let active = true;
    let started = false;
    const show = () => {
      if (started) return;
      started = true;
      void load(id).then((component) => {
        if (active) startTransition(() => setSection(() => component));
      });
    };
    if (height === null) {
      show();
      return () => {
        active = false;
      };
    }
    pending.push(show);
    showNextWhenIdle();
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: '400px 0px',
          })
        : undefined;
    if (box.current) observer?.observe(box.current);
    return () => {
      active = false;
      observer?.disconnect();
      const index = pending.indexOf(show);
      if (index >= 0) pending.splice(index, 1);
    };
  }, [id, Section, height]);

  if (!Section) return <div ref={box} data-deferred={id} style={{ height: height ?? undefined }} />;
  return (
    <div data-deferred={id}>
      <Section />
    </div>
  );
}
