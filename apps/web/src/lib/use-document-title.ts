import { SITE_NAME } from '@app/core/site';
import { useEffect } from 'react';

// index.html's own title, the one search engines and link previews see, is kept for the home page.
const defaultTitle = typeof document === 'undefined' ? SITE_NAME : document.title;

/** Sets the browser tab's title for the current page, e.g. "About · SkillBridge". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : defaultTitle;
  }, [title]);
}
