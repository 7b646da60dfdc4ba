import { useState } from 'react';
import { useIntl } from 'react-intl';
import { postAuth } from '@portico/ui';
import { useAccountAlerts } from '../hooks/use-account-alerts';
import { messages, sessionsEnded } from '../utils/messages';

/** Ends every other sign-in of the account (POST /auth/logout-others); this browser stays. */
export function OtherBrowsers() {
  const intl = useIntl();
  const notices = useAccountAlerts();
  const [busy, setBusy] = useState(false);

  const logOutOthers = async () => {
    setBusy(true);
    const result = await postAuth('logout-others');
    setBusy(false);
    if (result.ok) {
      const count = Number(result.body.sessionsEnded ?? 0);
      notices.saved(intl.formatMessage(sessionsEnded, { count }));
    } else {
      notices.failed();
    }
  };

  return (
    <section className="ui-section" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title">{intl.formatMessage(messages.sessionsTitle)}</h2>
      <p>{intl.formatMessage(messages.sessionsLead)}</p>
      <button type="button" className="ui-button ui-button--secondary" onClick={logOutOthers} disabled={busy}>
        {intl.formatMessage(messages.sessionsSubmit)}
      </button>
    </section>
  );
}
