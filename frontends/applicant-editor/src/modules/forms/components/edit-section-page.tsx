import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isSectionKey } from '@portico/shared-types';
import { EDITOR_FORM_QUERY, questionnaireCatalog } from '@portico/questionnaire';
import '@portico/questionnaire/styles.css';
import { useLocale } from '@portico/ui';
import { useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { editorMessages as messages } from '../utils/editor-messages';
import { EditSectionEditor } from './edit-section-editor';

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) =>
      ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'].includes(String(item.extensions?.code)),
    )
  );
}

/**
 * Edit one section of a form (`/workspaces/:workspaceId/forms/:formId/edit/:formPage`, the page
 * being the DS-160 section key): the questionnaire renderer with autosave, Back / Next and
 * 'Section N of M', a save indicator, and other people's changes shown live.
 */
export function EditSectionPage() {
  const { workspaceId = '', formId = '', formPage = '' } = useParams();
  const intl = useIntl();
  const { locale } = useLocale();
  // The questionnaire's catalog (definition and renderer) next to this app's, in one provider.
  const catalog = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...questionnaireCatalog(locale) }),
    [intl.messages, locale],
  );
  const query = useQuery(EDITOR_FORM_QUERY, { variables: { id: formId }, fetchPolicy: 'network-only' });
  const overview = `/workspaces/${workspaceId}/forms/${formId}`;

  let body;
  if (!isSectionKey(formPage) || (query.error && isNotFound(query.error))) {
    body = (
      <>
        <h1 className="ui-page__title" tabIndex={-1}>
          {intl.formatMessage(messages.notFoundTitle)}
        </h1>
        <p className="ui-page__lead">{intl.formatMessage(messages.notFound)}</p>
        <p>
          <Link to={`/workspaces/${workspaceId}/forms`}>{intl.formatMessage(messages.toForms)}</Link>
        </p>
      </>
    );
  } else if (query.error) {
    body = (
      <>
        <p role="alert" className="ui-error">
          {intl.formatMessage(messages.loadError)}
        </p>
        <button type="button" className="ui-button" onClick={() => void query.refetch()}>
          {intl.formatMessage(messages.tryAgain)}
        </button>
        <p>
          <Link to={overview}>{intl.formatMessage(messages.toOverview)}</Link>
        </p>
      </>
    );
  } else if (!query.data) {
    body = (
      <p role="status" className="ui-hint">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  } else {
    body = (
      <EditSectionEditor
        key={formId}
        workspaceId={workspaceId}
        form={query.data.form}
        sectionKey={formPage}
        overviewPath={overview}
      />
    );
  }

  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={catalog} onError={intl.onError}>
      <article className="ui-page editor-page">{body}</article>
    </IntlProvider>
  );
}
