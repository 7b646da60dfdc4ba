import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { messages } from '../modules/layout/utils/messages';

// The build information table (and the remotes' build-info modules it reads) loads with this page
// only, not with every page's start-up code (ADR 0017).
const BuildInfoTable = lazy(() =>
  import('../modules/build-info/components/build-info-table').then((module) => ({
    default: module.BuildInfoTable,
  })),
);

export function BuildInfoPage() {
  return (
    <Suspense
      fallback={
        <p className="app-loading" role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      }
    >
      <BuildInfoTable />
    </Suspense>
  );
}
