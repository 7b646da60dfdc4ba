import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { messages } from '../utils/messages';
import { PublicNav } from './public-nav';
import { SiteHeader, SkipLink } from './site-header';
import { WorkspaceSidebar } from './workspace-sidebar';
import { ErrorBoundary } from '../../errors/components/error-boundary';
import { CrashPage } from '../../errors/components/crash-page';
import { WorkspaceGate } from '../../workspaces/components/workspace-gate';
import { ShellMessages } from './shell-messages';

function Main({ workspace = false }: { workspace?: boolean }) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // After client-side navigation, start keyboard and screen-reader users at the new content.
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <main id="main" ref={main} className="app-main" tabIndex={-1}>
      <ErrorBoundary fallback={<CrashPage />}>
        {workspace ? (
          <WorkspaceGate>
            <Outlet />
          </WorkspaceGate>
        ) : (
          <Outlet />
        )}
      </ErrorBoundary>
    </main>
  );
}

function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="app-footer">
      <p>{intl.formatMessage(messages.footer)}</p>
      <nav aria-label={intl.formatMessage(messages.footerLinks)}>
        <Link to="/build-info">{intl.formatMessage(messages.buildInfo)}</Link>
      </nav>
    </footer>
  );
}

// The public and workspace layouts use the shell's whole catalog; on a page that started with the
// chrome only (a client intake), it loads when one of them first opens (a not-found address).
export function PublicLayout() {
  return (
    <ShellMessages>
      <SkipLink />
      <SiteHeader>
        <PublicNav />
      </SiteHeader>
      <div className="app-body">
        <Main />
      </div>
      <SiteFooter />
    </ShellMessages>
  );
}

export function WorkspaceLayout() {
  return (
    <ShellMessages>
      <SkipLink />
      <SiteHeader>
        <PublicNav />
      </SiteHeader>
      <div className="app-body">
        <WorkspaceSidebar />
        <Main workspace />
      </div>
      <SiteFooter />
    </ShellMessages>
  );
}

/** A client's intake: no agency navigation, only the language switcher. */
export function IntakeLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader brandLinks={false} />
      <div className="app-body">
        <Main />
      </div>
    </>
  );
}
