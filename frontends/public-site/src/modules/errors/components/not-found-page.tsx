import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';

/** Spec §2: not found, with links to home and to login (also what an unknown post or sample shows). */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <article className="pub-page">
      <PageHeader
        title={intl.formatMessage(messages.notFoundTitle)}
        lead={intl.formatMessage(messages.notFoundLead)}
      >
        <ul className="ui-link-list">
          <li>
            <Link className="ui-button" to="/">
              {intl.formatMessage(messages.notFoundHome)}
            </Link>
          </li>
          <li>
            <Link className="ui-button ui-button--secondary" to="/login">
              {intl.formatMessage(messages.notFoundLogin)}
            </Link>
          </li>
        </ul>
      </PageHeader>
    </article>
  );
}
