import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { permissionsOf, type ClientIntake } from '../graphql/queries/client-intake';
import { useBeginIntake } from '../hooks/use-begin-intake';
import { useIntakeForm } from '../hooks/use-intake-form';
import { messages } from '../utils/messages';
import { AgencyCard } from './agency-card';
import { IntakeGate } from './intake-gate';
import { LinkProblemView } from './link-problem';
import { FormSections, nextSection } from './section-list';
import { LazySubmissionStatus } from './lazy-submission-status';

function Landing({ intake }: { intake: ClientIntake }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const permissions = permissionsOf(intake);
  const canFill = permissions.has('fill');
  const form = useIntakeForm(intake.formId, 'cache-and-network');
  const { start, starting, problem, failed } = useBeginIntake();
  const formProblem = form.problem;
  if (problem ?? formProblem) return <LinkProblemView problem={(problem ?? formProblem)!} />;

  const data = form.form;
  const action = !canFill
    ? messages.viewAnswers
    : intake.started || (data?.progress.completed ?? 0) > 0 || data?.sections.some((s) => s.answered > 0)
      ? messages.continueEditing
      : messages.getStarted;
  const onStart = async () => {
    if (!data) return;
    const section = nextSection(data);
    if (!(await start())) return;
    navigate(
      section
        ? `/client-intake/${encodeURIComponent(intake.formId)}/edit/${section}`
        : `/client-intake/${encodeURIComponent(intake.formId)}/overview`,
    );
  };

  return (
    <article className="ui-page intake-page">
      <AgencyCard agency={intake.agency} />
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.welcomeTitle, { client: intake.clientName })}
      </h1>
      <p className="ui-page__lead">
        {intl.formatMessage(messages.welcomeLead, { agency: intake.agency.name })}
      </p>
      <p className="intake-note" role="note" data-testid="english-note">
        {intl.formatMessage(messages.englishNote)}
      </p>
      <div className="ui-actions">
        <button
          type="button"
          className="ui-button"
          onClick={() => void onStart()}
          disabled={!data || starting}
          aria-busy={starting}
        >
          {intl.formatMessage(starting || !data ? messages.starting : action)}
        </button>
        <Link
          className="ui-button ui-button--secondary"
          to={`/client-intake/${encodeURIComponent(intake.formId)}/overview`}
        >
          {intl.formatMessage(messages.toOverview)}
        </Link>
      </div>
      {failed && (
        <p role="alert" className="ui-error">
          {intl.formatMessage(messages.loadError)}
        </p>
      )}
      <p className="ui-hint">
        {intl.formatMessage(messages.expiresOn, {
          date: intl.formatDate(intake.expiresAt, { dateStyle: 'long' }),
        })}
      </p>
      <FormSections form={data} failed={form.failed} onRetry={form.retry} canFill={canFill} />
      {(permissions.has('submit') || permissions.has('view_status')) && (
        <LazySubmissionStatus formId={intake.formId} canSign={permissions.has('submit')} />
      )}
    </article>
  );
}

/** /client-intake/{formId}: the agency's branding, welcome, Get Started or Continue Editing, the sections. */
export function IntakeLandingPage() {
  return <IntakeGate>{(intake) => <Landing intake={intake} />}</IntakeGate>;
}
