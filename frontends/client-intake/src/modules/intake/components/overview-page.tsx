import { useQuery } from '@apollo/client/react';
import { EDITOR_FORM_QUERY } from '@portico/questionnaire';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { permissionsOf, type ClientIntake } from '../graphql/queries/client-intake';
import { linkProblemOf } from '../utils/link-problem-of';
import { messages } from '../utils/messages';
import { IntakeGate } from './intake-gate';
import { LinkProblemView } from './link-problem';
import { SectionList } from './section-list';
import { SubmissionStatus } from './submission-status';

function Overview({ intake }: { intake: ClientIntake }) {
  const intl = useIntl();
  const permissions = permissionsOf(intake);
  const form = useQuery(EDITOR_FORM_QUERY, {
    variables: { id: intake.formId },
    fetchPolicy: 'cache-and-network',
  });
  const problem = form.error && !form.data ? linkProblemOf(form.error) : null;
  if (problem) return <LinkProblemView problem={problem} />;
  const data = form.data?.form;
  return (
    <article className="ui-page intake-page">
      <p>
        <Link to={`/client-intake/${encodeURIComponent(intake.formId)}`}>
          {intl.formatMessage(messages.toStart)}
        </Link>
      </p>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.overviewTitle)}
      </h1>
      {!permissions.has('fill') && <p className="ui-hint">{intl.formatMessage(messages.readOnlyNote)}</p>}
      {data ? (
        <SectionList form={data} canFill={permissions.has('fill')} />
      ) : form.error ? (
        <div role="alert" className="ui-error">
          <p>{intl.formatMessage(messages.loadError)}</p>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => void form.refetch()}
          >
            {intl.formatMessage(messages.tryAgain)}
          </button>
        </div>
      ) : (
        <p role="status" className="ui-hint">
          {intl.formatMessage(messages.loading)}
        </p>
      )}
      {(permissions.has('submit') || permissions.has('view_status')) && <SubmissionStatus />}
    </article>
  );
}

/** /client-intake/{formId}/overview: every section with its progress, and the submission status. */
export function IntakeOverviewPage() {
  return <IntakeGate>{(intake) => <Overview intake={intake} />}</IntakeGate>;
}
