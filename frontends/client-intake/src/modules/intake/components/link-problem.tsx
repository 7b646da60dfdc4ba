import { useIntl, type MessageDescriptor } from 'react-intl';
import type { LinkProblem } from '../utils/link-exchange';
import { messages } from '../utils/messages';

export const LINK_PROBLEM_MESSAGES: Record<LinkProblem, MessageDescriptor> = {
  LINK_INVALID: messages.linkInvalid,
  LINK_EXPIRED: messages.linkExpired,
  LINK_USED_UP: messages.linkUsedUp,
  FORM_UNAVAILABLE: messages.formUnavailable,
};

/** The invalid-or-expired link state: the spec's message, and what the client can do about it. */
export function LinkProblemView({ problem }: { problem: LinkProblem }) {
  const intl = useIntl();
  return (
    <article className="ui-page intake-page" data-testid="link-problem" data-problem={problem}>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.linkProblemTitle)}
      </h1>
      <p role="alert" className="ui-error">
        {intl.formatMessage(LINK_PROBLEM_MESSAGES[problem])}
      </p>
      <p className="ui-hint">{intl.formatMessage(messages.linkProblemHint)}</p>
    </article>
  );
}
