import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface SignedInPageText {
  loading: string;
  loadFailed: string;
  retry: string;
  signedOut: string;
  login: string;
}

/**
 * A page for signed-in people only (account, admin): its heading, then while the viewer loads a
 * status, on a failure the error with Retry, for a visitor a log-in link that comes back here
 * (`next`), and otherwise `children` (given the heading, for pages with states of their own).
 */
export function SignedInPage({
  title,
  query,
  signedIn,
  next,
  text,
  children,
}: {
  title: string;
  query: { hasData: boolean; loading: boolean; failed: boolean; retry(): void };
  signedIn: boolean;
  next: string;
  text: SignedInPageText;
  children: (header: ReactNode) => ReactNode;
}) {
  const header = (
    <h1 className="ui-page__title" tabIndex={-1}>
      {title}
    </h1>
  );
  if (!query.hasData && query.loading)
    return (
      <article className="ui-page">
        {header}
        <p role="status">{text.loading}</p>
      </article>
    );
  if (!query.hasData && query.failed)
    return (
      <article className="ui-page">
        {header}
        <div className="ui-form-error" role="alert">
          <p>{text.loadFailed}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => query.retry()}>
            {text.retry}
          </button>
        </div>
      </article>
    );
  if (!signedIn)
    return (
      <article className="ui-page">
        {header}
        <p className="ui-page__lead">{text.signedOut}</p>
        <Link className="ui-button" to={`/login?next=${next}`}>
          {text.login}
        </Link>
      </article>
    );
  return <>{children(header)}</>;
}
