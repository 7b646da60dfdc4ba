import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { messages } from '../utils/messages';
import { ShellLanguageSwitcher } from './shell-language-switcher';

export function SkipLink() {
  const intl = useIntl();
  return (
    <a className="app-skip-link" href="#main">
      {intl.formatMessage(messages.skipLink)}
    </a>
  );
}

/** The banner landmark: brand, optional navigation, language switcher. */
export function SiteHeader({ children, brandLinks = true }: { children?: ReactNode; brandLinks?: boolean }) {
  const intl = useIntl();
  const brand = intl.formatMessage(messages.brand);
  return (
    <header className="app-header">
      {brandLinks ? (
        <Link className="app-brand" to="/" aria-label={intl.formatMessage(messages.brandHome)}>
          {brand}
        </Link>
      ) : (
        <span className="app-brand">{brand}</span>
      )}
      {children}
      <ShellLanguageSwitcher />
    </header>
  );
}
