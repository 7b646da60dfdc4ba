import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAlerts } from '@portico/ui';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';

const WAYS: [string, MessageDescriptor][] = [
  ['/agencies', messages.supportUsWaysAgency],
  ['/resources/us-visa-photo-checker', messages.supportUsWaysPhoto],
  ['/blog', messages.supportUsWaysBlog],
];

/** Copies the site's address to share; the shell's alert queue confirms, then thanks. */
export function SupportUsPage() {
  const intl = useIntl();
  const alerts = useAlerts();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.origin);
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.supportUsCopiedTitle),
        message: intl.formatMessage(messages.supportUsCopiedMessage),
        timeout: 2000,
      });
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.supportUsCopyFailedTitle),
        message: intl.formatMessage(messages.supportUsCopyFailedMessage),
        timeout: 4000,
      });
    }
    alerts.push({
      type: 'success',
      title: intl.formatMessage(messages.supportUsThanksTitle),
      message: intl.formatMessage(messages.supportUsThanksMessage),
      timeout: 2000,
    });
  };
  return (
    <article className="pub-page">
      <PageHeader
        title={intl.formatMessage(messages.supportUsTitle)}
        lead={intl.formatMessage(messages.supportUsLead)}
        description={intl.formatMessage(messages.supportUsMetaDescription)}
      >
        <button type="button" className="ui-button" onClick={share}>
          {intl.formatMessage(messages.supportUsShare)}
        </button>
      </PageHeader>
      <section className="pub-section" aria-labelledby="support-ways">
        <h2 id="support-ways">{intl.formatMessage(messages.supportUsWaysTitle)}</h2>
        <ul>
          {WAYS.map(([to, message]) => (
            <li key={to}>
              <Link to={to}>{intl.formatMessage(message)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
