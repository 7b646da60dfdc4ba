import type { ReactNode } from 'react';

export interface PlaceholderPageProps {
  title: string;
  lead: string;
  children?: ReactNode;
}

/** A page whose full screen a later issue builds: a real heading and what the page is for. */
export function PlaceholderPage({ title, lead, children }: PlaceholderPageProps) {
  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {title}
      </h1>
      <p className="ui-page__lead">{lead}</p>
      {children}
    </article>
  );
}
