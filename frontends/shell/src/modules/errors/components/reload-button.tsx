import { FormattedMessage } from 'react-intl';
import { messages } from '../utils/messages';

export function ReloadButton() {
  return (
    <button type="button" className="ui-button" onClick={() => window.location.reload()}>
      <FormattedMessage {...messages.reload} />
    </button>
  );
}
