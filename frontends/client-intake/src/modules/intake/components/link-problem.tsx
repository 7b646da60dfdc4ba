import { useIntl, type MessageDescriptor } from 'react-intl';
import type { IntakeProblem, LinkProblem } from '../utils/link-exchange';
import { messages } from '../utils/messages';

export const LINK_PROBLEM_MESSAGES: Record<LinkProblem, MessageDescriptor> = {
  LINK_INVALID: messages.linkInvalid,
  LINK_EXPIRED: messages.linkExpired,
  LINK_USED_UP: messages.linkUsedUp,
  FORM_UNAVAILABLE: messages.formUnavailable,
};

/**
 * The invalid-or-expired link state: the spec's message, and what the client can do about it. An
 * agency member who opened their client's link while signed in is told why they do not see it.
 */
export function LinkProblemView({ problem }: { problem: IntakeProblem }) {
  const intl = useIntl();
  const member = problem === 'SIGNED_IN_MEMBER';
  return (
    <article className="ui-page intake-page" data-testid="link-problem" data-problem={problem}>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(member ? messages.memberTitle : messages.linkProblemTitle)}
      </h1>
      <p role={member ? 'status' : 'alert'} className={member ? undefined : 'ui-error'}>
        {member
          ? intl.formatMessage(messages.memberMessage)
          : intl.formatMessage(LINK_PROBLEM_MESSAGES[problem])}
      </p>
      <p className="ui-hint">{intl.formatMessage(member ? messages.memberHint : messages.linkProblemHint)}</p>
    </article>
  );
}
