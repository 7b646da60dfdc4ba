import { useEffect } from 'react';

export const SITE_NAME = 'Portico';

/** The text of the page's `<meta name="description">`, created when the document has none. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Gives the page its own `document.title` ("<title> · Portico") and meta description, in the
 * visitor's language (both come from the page's catalog). Runs again when the language changes;
 * when the page goes, the document gets back what it had, so a page that sets none (another app's)
 * never shows the previous page's title.
 */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    const tag = descriptionTag();
    const before = { title: document.title, description: tag.content };
    document.title = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
    tag.content = description;
    return () => {
      document.title = before.title;
      tag.content = before.description;
    };
  }, [title, description]);
}
