import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
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
  const header = (
    <h1 className="ui-page__title" tabIndex={-1}>
      {title}
    </h1>
  );

  if (!data && loading) {
    return (
      <article className="ui-page">
        {header}
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      </article>
    );
  }
  if (!data && error) {
    return (
      <article className="ui-page">
        {header}
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      </article>
    );
  }
  if (!viewer?.user) {
    return (
      <article className="ui-page">
        {header}
        <p className="ui-page__lead">{intl.formatMessage(messages.signedOut)}</p>
        <Link className="ui-button" to="/login?next=/admin">
          {intl.formatMessage(messages.loginLink)}
        </Link>
      </article>
    );
  }
  if (denied) {
    return (
      <article className="ui-page">
        {header}
        <p className="ui-page__lead" data-testid="admin-denied">
          {intl.formatMessage(messages.denied)}
        </p>
      </article>
    );
  }
  const { Panel } = SECTIONS[section];
  return (
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
  );
}
