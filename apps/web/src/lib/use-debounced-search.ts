import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The text of a search box whose value lives elsewhere (the URL): typing sends it after a pause,
 * Enter sends it at once, and a different value arriving from outside (a link, going back)
 * replaces what is in the box.
 */
export function useDebouncedSearch(search: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(search);
  // The search text last sent out; a different value arriving replaces the box's text.
  const sent = useRef(search);

  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  /** Sends the box's text now (Enter) instead of after the pause. */
  const submit = useCallback(
    (current: string) => {
      if (current === sent.current) return;
      sent.current = current;
      onSearch(current);
    },
    [onSearch],
  );

  /** Empties the box without sending (the caller clears the search itself). */
  const reset = useCallback(() => {
    sent.current = '';
    setText('');
  }, []);

  return { text, setText, submit, reset };
}
