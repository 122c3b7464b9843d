import { startTransition, useEffect, useState } from 'react';

// Set once the visitor first points at, touches, or keys into the page. Code only an interaction
// needs (the header's menus) waits for it instead of loading and rendering during page load,
// when the main thread is busiest; a pointer moving over the page is warning enough to have it
// by the time a menu is clicked, and the stand-ins remember a click that comes sooner.
let interacted = false;
const listeners = new Set<() => void>();
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function onInteraction(): void {
  if (interacted) return;
  interacted = true;
  for (const type of EVENTS) window.removeEventListener(type, onInteraction, true);
  for (const notify of listeners) notify();
}

if (typeof window !== 'undefined') {
  for (const type of EVENTS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
}

/**
 * True from the visitor's first interaction with the page on. It turns true in a transition: a
 * lazy component rendered in its place keeps what was on screen (the stand-in, with its focus)
 * until its code has arrived, instead of remounting the Suspense fallback.
 */
export function useFirstInteraction(): boolean {
  const [on, setOn] = useState(interacted);
  useEffect(() => {
    const turnOn = () => startTransition(() => setOn(true));
    if (interacted) {
      turnOn();
      return;
    }
    listeners.add(turnOn);
    return () => {
      listeners.delete(turnOn);
    };
  }, []);
  return on;
}
