import { SITE_NAME } from '@app/core/site';
import { useEffect } from 'react';

// index.html's own title and description, the ones search engines and link previews see first,
// are kept for the home page and for pages that have no description of their own.
const defaultTitle = typeof document === 'undefined' ? SITE_NAME : document.title;
const descriptionMeta = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');
const defaultDescription = typeof document === 'undefined' ? '' : (descriptionMeta()?.content ?? '');

/**
 * Sets the browser tab's title for the current page, e.g. "About · SkillBridge", and the page's
 * meta description (what search results show under the title).
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : defaultTitle;
  }, [title]);
  useEffect(() => {
    let meta = descriptionMeta();
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description || defaultDescription;
  }, [description]);
}
