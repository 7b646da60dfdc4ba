import { useQuery } from '@apollo/client/react';
import { EDITOR_FORM_QUERY, questionnaireCatalog } from '@portico/questionnaire';
import '@portico/questionnaire/styles.css';
import { isSectionKey } from '@portico/shared-types';
import { useLocale } from '@portico/ui';
import { useCallback, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { permissionsOf, type ClientIntake } from '../graphql/queries/client-intake';
import { useBeginIntake } from '../hooks/use-begin-intake';
import { linkProblemOf } from '../utils/link-problem-of';
import { messages } from '../utils/messages';
import { IntakeGate } from './intake-gate';
import { LinkProblemView } from './link-problem';
import { SectionEditor } from './section-editor';

function EditSection({ intake }: { intake: ClientIntake }) {
  const intl = useIntl();
  const { formPage = '' } = useParams();
  const { locale } = useLocale();
  const catalog = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...questionnaireCatalog(locale) }),
    [intl.messages, locale],
  );
  const canFill = permissionsOf(intake).has('fill');
  const query = useQuery(EDITOR_FORM_QUERY, {
    variables: { id: intake.formId },
    fetchPolicy: 'network-only',
  });
  const { start, problem } = useBeginIntake();
  const onFirstEdit = useCallback(() => void start(), [start]);
  const formProblem = query.error && !query.data ? linkProblemOf(query.error) : null;
  if (problem ?? formProblem) return <LinkProblemView problem={(problem ?? formProblem)!} />;

  let body;
  if (!isSectionKey(formPage)) {
    body = (
      <>
        <h1 className="ui-page__title" tabIndex={-1}>
          {intl.formatMessage(messages.sectionNotFound)}
        </h1>
        <Link to={`/client-intake/${encodeURIComponent(intake.formId)}/overview`}>
          {intl.formatMessage(messages.toOverview)}
        </Link>
      </>
    );
  } else if (query.data) {
    body = (
      <SectionEditor
        intake={intake}
        form={query.data.form}
        sectionKey={formPage}
        canFill={canFill}
        onFirstEdit={onFirstEdit}
      />
    );
  } else if (query.error) {
    body = (
      <div role="alert" className="ui-error">
        <p>{intl.formatMessage(messages.loadError)}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => void query.refetch()}>
          {intl.formatMessage(messages.tryAgain)}
        </button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="ui-hint">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={catalog}>
      <article className="ui-page intake-page intake-page--edit">{body}</article>
    </IntlProvider>
  );
}

/** /client-intake/{formId}/edit/{formPage}: one section, saved as the client types. */
export function IntakeEditSectionPage() {
  return <IntakeGate>{(intake) => <EditSection intake={intake} />}</IntakeGate>;
}
