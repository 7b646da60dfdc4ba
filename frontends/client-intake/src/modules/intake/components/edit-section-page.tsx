import { questionnaireCatalog } from '@portico/questionnaire';
import '@portico/questionnaire/styles.css';
import { isSectionKey } from '@portico/shared-types';
import { useLocale } from '@portico/ui';
import { useCallback, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { permissionsOf, type ClientIntake } from '../graphql/queries/client-intake';
import { useBeginIntake } from '../hooks/use-begin-intake';
import { useIntakeForm } from '../hooks/use-intake-form';
import { messages } from '../utils/messages';
import { IntakeGate } from './intake-gate';
import { LinkProblemView } from './link-problem';
import { SectionEditor } from './section-editor';
import { FormLoadState } from './section-list';

function EditSection({ intake }: { intake: ClientIntake }) {
  const intl = useIntl();
  const { formPage = '' } = useParams();
  const { locale } = useLocale();
  const catalog = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...questionnaireCatalog(locale) }),
    [intl.messages, locale],
  );
  const canFill = permissionsOf(intake).has('fill');
  const query = useIntakeForm(intake.formId, 'network-only');
  const { start, problem } = useBeginIntake();
  const onFirstEdit = useCallback(() => void start(), [start]);
  const formProblem = query.problem;
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
  } else if (query.form) {
    body = (
      <SectionEditor
        intake={intake}
        form={query.form}
        sectionKey={formPage}
        canFill={canFill}
        onFirstEdit={onFirstEdit}
      />
    );
  } else {
    body = <FormLoadState failed={query.failed} onRetry={query.retry} />;
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
