import { useIntl } from 'react-intl';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAlerts } from '@portico/ui';
import { messages } from '../utils/messages';

/** Public navigation of spec §2: Home, Blog, Agencies, Pricing, Resources, Login, Signup, Logout, Dashboard. */
export function PublicNav() {
  const intl = useIntl();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const links = [
    { to: '/', label: messages.home, end: true },
    { to: '/blog', label: messages.blog },
    { to: '/agencies', label: messages.agencies },
    { to: '/pricing', label: messages.pricing },
    { to: '/resources', label: messages.resources },
    { to: '/login', label: messages.login },
    { to: '/signup', label: messages.signup },
  ];
  const logout = async () => {
    // Forget everything fetched for this user; the session cookie is ended by the identity service.
    const { getApolloClient } = await import('../../graphql/utils/apollo-client-singleton');
    await getApolloClient().clearStore();
    alerts.push({
      type: 'success',
      title: intl.formatMessage(messages.loggedOutTitle),
      message: intl.formatMessage(messages.loggedOutMessage),
    });
    navigate('/login');
  };
  return (
    <nav className="app-nav" aria-label={intl.formatMessage(messages.mainNav)}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {intl.formatMessage(link.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={logout}>
            {intl.formatMessage(messages.logout)}
          </button>
        </li>
        <li>
          <NavLink to="/workspaces">{intl.formatMessage(messages.dashboard)}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
