import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { LINK_FORM } from '../graphql/queries/link-form';
import { useWorkspaceAccess } from '../../settings/hooks/use-workspace-access';
import { forFormLabel, messages } from '../utils/messages';
import { ClientLinkList } from './client-link-list';
import { CreateLinkForm, type CreatedLink } from './create-link-form';
import { CreatedLinkDialog } from './created-link-dialog';

/** `/workspaces/{id}/forms/{formId}/client-links`: create, list and revoke a form's client links. */
export function ClientLinksPage() {
  const intl = useIntl();
  const { workspaceId = '', formId = '' } = useParams();
  const access = useWorkspaceAccess(workspaceId);
  const [denied, setDenied] = useState(false);
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const form = useQuery(LINK_FORM, { variables: { id: formId }, skip: !access.isBusiness }).data?.form;

  let body;
  if (denied || access.error || (!access.loading && !access.workspace)) {
    body = (
      <p className="ui-form-error" role="alert">
        {intl.formatMessage(messages.accessDenied)}
      </p>
    );
  } else if (!access.workspace) {
    body = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  } else if (!access.isBusiness) {
    body = (
      <p className="ui-form-error" role="alert">
        {intl.formatMessage(messages.businessOnly)}
      </p>
    );
  } else {
    body = (
      <>
        <ClientLinkList workspaceId={workspaceId} formId={formId} onDenied={() => setDenied(true)} />
        <CreateLinkForm
          workspaceId={workspaceId}
          formId={formId}
          onCreated={setCreated}
          onDenied={() => setDenied(true)}
        />
        {created && <CreatedLinkDialog created={created} onClose={() => setCreated(null)} />}
      </>
    );
  }

  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.clientLinksTitle)}
      </h1>
      <p className="ui-page__lead">
        {form ? (
          <Link to={`/workspaces/${workspaceId}/forms/${formId}`}>
            {intl.formatMessage(forFormLabel, { name: form.name })}
          </Link>
        ) : (
          intl.formatMessage(messages.clientLinksLead)
        )}
      </p>
      {body}
    </article>
  );
}
