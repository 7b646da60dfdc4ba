import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function IntakeLandingPage() {
  const intl = useIntl();
  const { formId = '' } = useParams();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.landingTitle)}
      lead={intl.formatMessage(messages.landingLead)}
    >
      <Link className="ui-button" to={`/client-intake/${encodeURIComponent(formId)}/edit/personalP1`}>
        {intl.formatMessage(messages.landingGetStarted)}
      </Link>
    </PlaceholderPage>
  );
}
