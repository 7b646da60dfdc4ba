import { useIntl } from 'react-intl';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAlerts, useSession } from '@portico/ui';
import { messages } from '../utils/messages';

/**
 * Public navigation of spec §2: Home, Blog, Agencies, Pricing, Resources, then Login and Signup for
 * visitors, or Logout, Dashboard and Account for someone logged in, and Admin for a platform administrator
 * (nothing while the session is being read).
 */
export function PublicNav() {
  const intl = useIntl();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const session = useSession();
  const links = [
    { to: '/', label: messages.home, end: true },
    { to: '/blog', label: messages.blog },
    { to: '/agencies', label: messages.agencies },
    { to: '/pricing', label: messages.pricing },
    { to: '/resources', label: messages.resources },
    ...(session.status === 'anonymous'
      ? [
          { to: '/login', label: messages.login },
          { to: '/signup', label: messages.signup },
        ]
      : []),
  ];
  const logout = async () => {
    await session.logout();
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
        {session.status === 'authenticated' && (
          <>
            <li>
              <button type="button" onClick={logout}>
                {intl.formatMessage(messages.logout)}
              </button>
            </li>
            <li>
              <NavLink to="/workspaces" end>
                {intl.formatMessage(messages.dashboard)}
              </NavLink>
            </li>
            <li>
              <NavLink to="/account" end>
                {intl.formatMessage(messages.account)}
              </NavLink>
            </li>
            {session.platformAdmin && (
              <li>
                <NavLink to="/admin" end>
                  {intl.formatMessage(messages.admin)}
                </NavLink>
              </li>
            )}
          </>
        )}
      </ul>
    </nav>
  );
}
