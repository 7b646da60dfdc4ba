import type { ReactNode } from 'react';
import { usePageMeta } from '../hooks/use-page-meta';

export interface PageHeaderProps {
  title: string;
  lead: string;
  /** The meta description when it differs from the lead. */
  description?: string;
  children?: ReactNode;
}

/** The page's one h1 and lead, which also name the page in the tab and in search results. */
export function PageHeader({ title, lead, description, children }: PageHeaderProps) {
  usePageMeta(title, description ?? lead);
  return (
    <header className="pub-hero">
      <h1 className="ui-page__title" tabIndex={-1}>
        {title}
      </h1>
      <p className="ui-page__lead">{lead}</p>
      {children}
    </header>
  );
}
