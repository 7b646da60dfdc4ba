import { FormattedMessage } from 'react-intl';
import { useRemotePages } from '../hooks/use-remote-pages';
import type { RemoteName } from '../utils/remote-routes';
import { RemoteErrorPage } from '../../errors/components/remote-error-page';
import { ErrorBoundary } from '../../errors/components/error-boundary';
import { messages } from '../../layout/utils/messages';

/** Renders one page of a remote, loaded lazily; a remote that fails never leaves a blank screen. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const state = useRemotePages(remote);
  if (state.status === 'error') return <RemoteErrorPage />;
  if (state.status === 'loading')
    return (
      <p className="app-loading" role="status">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  const Page = state.pages[page];
  if (!Page) return <RemoteErrorPage />;
  return (
    <ErrorBoundary fallback={<RemoteErrorPage />}>
      <Page />
    </ErrorBoundary>
  );
}
