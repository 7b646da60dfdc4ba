import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SignedInPage } from '../../auth/components/signed-in-page';
import { usePageMeta } from '../../seo/hooks/use-page-meta';
import { ADMIN_VIEWER } from '../graphql/queries/admin-viewer';
import { messages } from '../utils/messages';
import { AdminTabs } from './admin-tabs';
import { CouponsPanel } from './coupons-panel';
import { OrdersPanel } from './orders-panel';
import { UsersPanel } from './users-panel';
import { WorkspacesPanel } from './workspaces-panel';

const SECTIONS = {
  users: { label: messages.usersTab, Panel: UsersPanel },
  workspaces: { label: messages.workspacesTab, Panel: WorkspacesPanel },
  orders: { label: messages.ordersTab, Panel: OrdersPanel },
  coupons: { label: messages.couponsTab, Panel: CouponsPanel },
} as const;
type Section = keyof typeof SECTIONS;
const isSection = (value: string | null): value is Section => value !== null && value in SECTIONS;

/**
 * /admin for platform administrators (identity's PLATFORM_ADMIN_EMAILS): users, workspaces, orders
 * and coupons. Signed-out visitors are asked to log in; other people see 'Access denied'.
 */
export function AdminPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ADMIN_VIEWER, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer;
  const denied = viewer?.user != null && !viewer.platformAdmin;
  const title = intl.formatMessage(denied ? messages.deniedTitle : messages.title);
  usePageMeta(title, intl.formatMessage(messages.lead));
  const section: Section = isSection(params.get('tab')) ? (params.get('tab') as Section) : 'users';
  const { Panel } = SECTIONS[section];
  return (
    <SignedInPage
      title={title}
      query={{ hasData: Boolean(data), loading, failed: Boolean(error), retry: () => void refetch() }}
      signedIn={viewer?.user != null}
      next="/admin"
      text={{
        loading: intl.formatMessage(messages.loading),
        loadFailed: intl.formatMessage(messages.loadFailed),
        retry: intl.formatMessage(messages.retry),
        signedOut: intl.formatMessage(messages.signedOut),
        login: intl.formatMessage(messages.loginLink),
      }}
    >
      {(header) =>
        denied ? (
          <article className="ui-page">
            {header}
            <p className="ui-page__lead" data-testid="admin-denied">
              {intl.formatMessage(messages.denied)}
            </p>
          </article>
        ) : (
          <article className="ui-page" style={{ maxWidth: 'none' }}>
            {header}
            <p className="ui-page__lead">{intl.formatMessage(messages.lead)}</p>
            <AdminTabs
              label={intl.formatMessage(messages.sections)}
              tabs={(Object.keys(SECTIONS) as Section[]).map((key) => ({
                key,
                label: intl.formatMessage(SECTIONS[key].label),
              }))}
              selected={section}
              onSelect={(key) => setParams({ tab: key }, { replace: true })}
            >
              <Panel key={section} />
            </AdminTabs>
          </article>
        )
      }
    </SignedInPage>
  );
}
