import { Link } from 'react-router-dom';

/** Spec §2: the not-found page links home and to login (the shell's fallback and the public site's page). */
export function NotFoundLinks({ homeLabel, loginLabel }: { homeLabel: string; loginLabel: string }) {
  return (
    <ul className="ui-link-list">
      <li>
        <Link className="ui-button" to="/">
          {homeLabel}
        </Link>
      </li>
      <li>
        <Link className="ui-button ui-button--secondary" to="/login">
          {loginLabel}
        </Link>
      </li>
    </ul>
  );
}
