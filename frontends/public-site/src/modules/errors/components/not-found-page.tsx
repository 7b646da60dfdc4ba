import { useIntl } from 'react-intl';
import { NotFoundLinks } from '@portico/ui';
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
        <NotFoundLinks
          homeLabel={intl.formatMessage(messages.notFoundHome)}
          loginLabel={intl.formatMessage(messages.notFoundLogin)}
        />
      </PageHeader>
    </article>
  );
}
