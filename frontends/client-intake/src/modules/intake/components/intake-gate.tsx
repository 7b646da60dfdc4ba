import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { ClientIntake } from '../graphql/queries/client-intake';
import { useClientIntake } from '../hooks/use-client-intake';
import { messages } from '../utils/messages';
import { LinkProblemView } from './link-problem';

/** Every intake page: the client session first (arrival, loading, link problems), then the page. */
export function IntakeGate({ children }: { children: (intake: ClientIntake) => ReactNode }) {
  const intl = useIntl();
  const { formId = '' } = useParams();
  const state = useClientIntake(formId);
  if (state.status === 'loading')
    return (
      <article className="ui-page intake-page" aria-busy="true">
        <p role="status" className="ui-hint">
          {intl.formatMessage(messages.loading)}
        </p>
      </article>
    );
  if (state.status === 'problem') return <LinkProblemView problem={state.problem} />;
  if (state.status === 'failed')
    return (
      <article className="ui-page intake-page">
        <p role="alert" className="ui-error">
          {intl.formatMessage(messages.loadError)}
        </p>
        <button type="button" className="ui-button" onClick={state.retry}>
          {intl.formatMessage(messages.tryAgain)}
        </button>
      </article>
    );
  return <>{children(state.intake)}</>;
}
