import { useIntl } from 'react-intl';
import { NavLink, useParams } from 'react-router-dom';
import { messages } from '../utils/messages';

/** Sidebar of spec §2: Dashboard, Forms, My Purchases, Submissions, Support Us, Workspace Settings. */
export function WorkspaceSidebar() {
  const intl = useIntl();
  const { workspaceId = '' } = useParams();
  const base = `/workspaces/${encodeURIComponent(workspaceId)}`;
  const links = [
    { to: `${base}/dashboard`, label: messages.sidebarDashboard },
    { to: `${base}/forms`, label: messages.sidebarForms },
    { to: `${base}/purchases`, label: messages.sidebarPurchases },
    { to: `${base}/submissions`, label: messages.sidebarSubmissions },
    { to: '/support-us', label: messages.sidebarSupportUs },
    { to: `${base}/settings`, label: messages.sidebarSettings },
  ];
  return (
    <nav className="app-sidebar" aria-label={intl.formatMessage(messages.sidebar)}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{intl.formatMessage(link.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
