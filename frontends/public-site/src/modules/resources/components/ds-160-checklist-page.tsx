import { useIntl } from 'react-intl';
import { messages } from '../utils/messages';
import { ResourceDocumentPage } from './resource-document-page';

/** /resources/ds-160-checklist: ticks to keep on screen, or print it (content/resources/ds-160-checklist). */
export function ChecklistPage() {
  const intl = useIntl();
  return (
    <ResourceDocumentPage
      slug="ds-160-checklist"
      actions={
        <button type="button" className="ui-button" onClick={() => window.print()}>
          {intl.formatMessage(messages.ds160ChecklistPrint)}
        </button>
      }
    />
  );
}
