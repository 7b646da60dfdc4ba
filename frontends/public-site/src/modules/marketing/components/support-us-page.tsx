import { useIntl } from 'react-intl';
import { PlaceholderPage, useAlerts } from '@portico/ui';
import { messages } from '../utils/messages';

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
    <PlaceholderPage
      title={intl.formatMessage(messages.supportUsTitle)}
      lead={intl.formatMessage(messages.supportUsLead)}
    >
      <button type="button" className="ui-button" onClick={share}>
        {intl.formatMessage(messages.supportUsShare)}
      </button>
    </PlaceholderPage>
  );
}
