import { type DraftContent, type DraftKind, type DraftResponse, draftSchemas } from '@app/core/drafts-api';
import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** How long typing must pause before the form is saved. */
const SAVE_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

const storageKey = (kind: DraftKind) => `skillbridge:draft:${kind}`;

/** The draft kept in this browser, when it is still a valid form (an older shape is dropped). */
function readLocal<K extends DraftKind>(kind: K): DraftContent<K> | null {
  try {
    const raw = localStorage.getItem(storageKey(kind));
    if (!raw) return null;
    const parsed = draftSchemas[kind].safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as DraftContent<K>) : null;
  } catch {
    return null;
  }
}

function removeLocal(kind: DraftKind) {
  try {
    localStorage.removeItem(storageKey(kind));
  } catch {
    // Storage switched off: nothing was kept.
  }
}

/**
 * A form that survives a reload: saved as the user types (after a pause, and once more as the page
 * goes), in the account when signed in (`/api/me/drafts/:kind`), in this browser's storage
 * otherwise. A draft kept in the browser before signing in is picked up and moved to the account.
 * `clear` empties the form and removes the saved draft ("Clear form").
 */
export function useFormDraft<K extends DraftKind>(kind: K, empty: () => DraftContent<K>) {
  const { user, status: sessionStatus } = useSession();
  const [form, setFormState] = useState<DraftContent<K>>(empty);
  const [status, setStatus] = useState<DraftStatus>('idle');
  /** Where drafts go: the user's id, 'visitor', or null while the session is not known yet. */
  const owner = user ? user.id : sessionStatus === 'loading' ? null : 'visitor';
  const ownerRef = useRef(owner);
  ownerRef.current = owner;
  const loadedFor = useRef<string | null>(null);
  /** True once the user changed the form (a loaded draft must not overwrite their typing). */
  const edited = useRef(false);
  /** The form waiting to be saved. */
  const pending = useRef<DraftContent<K> | null>(null);

  useEffect(() => {
    if (owner === null || loadedFor.current === owner) return;
    let cancelled = false;
    void (async () => {
      let content: DraftContent<K> | null = null;
      if (owner !== 'visitor') {
        try {
          content = (await api.get<DraftResponse<K>>(`/me/drafts/${kind}`)).content;
        } catch {
          // The account's draft could not be read: the form starts empty rather than not at all.
        }
      }
      content ??= readLocal(kind);
      if (cancelled) return;
      loadedFor.current = owner;
      if (content && !edited.current) setFormState(content);
    })();
    return () => {
      cancelled = true;
    };
  }, [owner, kind]);

  const flush = useCallback(
    async (leaving = false) => {
      const content = pending.current;
      const to = ownerRef.current;
      if (!content || to === null) return;
      pending.current = null;
      if (to === 'visitor') {
        try {
          localStorage.setItem(storageKey(kind), JSON.stringify(content));
          if (!leaving) setStatus('saved');
        } catch {
          if (!leaving) setStatus('failed');
        }
        return;
      }
      if (!leaving) setStatus('saving');
      try {
        await api.put(`/me/drafts/${kind}`, { content }, { keepalive: leaving });
        removeLocal(kind);
        if (!leaving) setStatus(pending.current ? 'saving' : 'saved');
      } catch {
        if (!leaving) setStatus('failed');
      }
    },
    [kind],
  );

  // Saved after a pause in typing.
  useEffect(() => {
    if (!edited.current) return;
    pending.current = form;
    const timer = setTimeout(() => void flush(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, flush]);

  // And once more as the page goes (reload, tab closed, another page of the app).
  useEffect(() => {
    const leave = () => void flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [flush]);

  const setForm = useCallback((update: SetStateAction<DraftContent<K>>) => {
    edited.current = true;
    setFormState(update);
  }, []);

  const clear = useCallback(async () => {
    edited.current = false;
    pending.current = null;
    setFormState(empty());
    setStatus('idle');
    removeLocal(kind);
    if (ownerRef.current !== null && ownerRef.current !== 'visitor') {
      try {
        await api.delete(`/me/drafts/${kind}`);
      } catch {
        setStatus('failed');
      }
    }
  }, [empty, kind]);

  return { form, setForm, clear, status, signedIn: Boolean(user) };
}
