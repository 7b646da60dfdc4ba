import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { intlLocale, type Locale } from '@portico/ui';

/**
 * HTML the build made from our own Markdown (content/, ADR 0026; raw HTML in it is escaped).
 * A link to another page of the site moves within the app instead of reloading it.
 */
export function ContentHtml({ html, lang }: { html: string; lang: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The click handler only intercepts clicks on links, which keep their own keyboard access.
    <div
      className="pub-prose"
      lang={intlLocale(lang as Locale)}
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
