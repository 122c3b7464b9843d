import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The text of a search box whose value lives elsewhere (the URL): typing sends it after a pause
 * (`delayMs`; 0 sends every keystroke), Enter sends it at once, and a different value arriving
 * from outside (a link, going back) replaces what is in the box.
 */
export function useDebouncedSearch(
  search: string,
  onSearch: (text: string) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(search);
  // The search text last sent out; a different value arriving replaces the box's text.
  const sent = useRef(search);
  // Texts sent but not yet seen coming back: the URL updates after a render, so with quick
  // typing the echo of an older keystroke can arrive after a newer one was sent, and must not
  // put the older text back into the box.
  const inFlight = useRef<string[]>([]);

  const send = useCallback(
    (value: string) => {
      sent.current = value;
      inFlight.current = [...inFlight.current.slice(-19), value];
      onSearch(value);
    },
    [onSearch],
  );

  useEffect(() => {
    const echo = inFlight.current.indexOf(search);
    if (echo !== -1) {
      inFlight.current = inFlight.current.slice(echo + 1);
      return;
    }
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => send(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, send, delayMs]);

  /** A keystroke: with no pause it is sent in the same event, not one render and timer later. */
  const type = useCallback(
    (value: string) => {
      setText(value);
      if (delayMs === 0 && value !== sent.current) send(value);
    },
    [delayMs, send],
  );

  /** Sends the box's text now (Enter) instead of after the pause. */
  const submit = useCallback(
    (current: string) => {
      if (current !== sent.current) send(current);
    },
    [send],
  );

  /** Empties the box without sending (the caller clears the search itself). */
  const reset = useCallback(() => {
    sent.current = '';
    setText('');
  }, []);

  return { text, setText: type, submit, reset };
}
