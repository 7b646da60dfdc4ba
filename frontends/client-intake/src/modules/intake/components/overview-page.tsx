import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { permissionsOf, type ClientIntake } from '../graphql/queries/client-intake';
import { useIntakeForm } from '../hooks/use-intake-form';
import { messages } from '../utils/messages';
import { IntakeGate } from './intake-gate';
import { LinkProblemView } from './link-problem';
import { FormSections } from './section-list';
import { LazySubmissionStatus } from './lazy-submission-status';

function Overview({ intake }: { intake: ClientIntake }) {
  const intl = useIntl();
  const permissions = permissionsOf(intake);
  const form = useIntakeForm(intake.formId, 'cache-and-network');
  const problem = form.problem;
  if (problem) return <LinkProblemView problem={problem} />;
  const data = form.form;
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
      <FormSections form={data} failed={form.failed} onRetry={form.retry} canFill={permissions.has('fill')} />
      {(permissions.has('submit') || permissions.has('view_status')) && (
        <LazySubmissionStatus formId={intake.formId} canSign={permissions.has('submit')} />
      )}
    </article>
  );
}

/** /client-intake/{formId}/overview: every section with its progress, and the submission status. */
export function IntakeOverviewPage() {
  return <IntakeGate>{(intake) => <Overview intake={intake} />}</IntakeGate>;
}
