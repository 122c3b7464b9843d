import { SITE_NAME } from '@app/core/site';
import { useEffect } from 'react';

// index.html's own title and description, the ones search engines and link previews see first,
// are kept for the home page and for pages that have no description of their own. A prerendered
// page's HTML carries its own instead, and the site's in `data-default` (vite.config.ts).
const titleElement = () => document.querySelector('title');
const descriptionMeta = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');
const defaultTitle =
  typeof document === 'undefined' ? SITE_NAME : (titleElement()?.dataset.default ?? document.title);
const defaultDescription =
  typeof document === 'undefined'
    ? ''
    : (descriptionMeta()?.dataset.default ?? descriptionMeta()?.content ?? '');

/** The browser tab's title for a page titled `title`, e.g. "About · SkillBridge". */
const pageTitle = (title: string) => `${title} · ${SITE_NAME}`;

/** What a page asks for as its title and description; the build's prerender reads it. */
export interface DocumentHead {
  title?: string;
  description?: string;
}

let prerenderHead: ((head: DocumentHead) => void) | undefined;

/**
 * Build time only (src/prerender.tsx): `collect` receives the title and description of the page
 * being prerendered, so its HTML carries them before any script runs (search engines, link
 * previews). Effects do not run when rendering to a string, so the hook reports them as it renders.
 */
export function collectDocumentHead(collect: ((head: DocumentHead) => void) | undefined): void {
  prerenderHead = collect;
}

/**
 * Sets the browser tab's title for the current page, e.g. "About · SkillBridge", and the page's
 * meta description (what search results show under the title).
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  prerenderHead?.({
    ...(title && { title: pageTitle(title) }),
    ...(description && { description }),
  });
  useEffect(() => {
    document.title = title ? pageTitle(title) : defaultTitle;
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
