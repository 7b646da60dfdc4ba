import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SelfSignOffer, SelfSignPanel, selfSignTexts } from '@portico/ui';
import { useApiMutation } from '../api/use-api';
import { selfSignStep, type ClientSubmission } from '../graphql/queries/client-submission';
import { selfSignMessages } from '../utils/self-sign-messages';

/**
 * "Sign on CEAC yourself" on the client's link (docs/adr/0045): a link with submit may choose it while
 * CEAC's sign page waits, then reads what CEAC asks and the steps and says when it has signed; a link
 * with view_status sees only that the applicant signs on CEAC. `refresh` reads the status again.
 */
export function SelfSignSection({
  submission,
  canSign,
  question,
  refresh,
}: {
  submission: ClientSubmission;
  canSign: boolean;
  question: (value: string) => string | null;
  refresh: () => unknown;
}) {
  const intl = useIntl();
  const choose = useApiMutation(
    useMemo(() => selfSignStep('signOnCeacYourself', submission.id), [submission.id]),
  );
  const confirm = useApiMutation(
    useMemo(() => selfSignStep('confirmSignedOnCeac', submission.id), [submission.id]),
  );
  const action = submission.pendingAction;
  const facts = submission.selfSignature;
  const texts = selfSignTexts(
    (key, values) => intl.formatMessage(selfSignMessages[key] as MessageDescriptor, values),
    facts,
  );
  const then = (mutate: () => Promise<unknown>) => async () => {
    await mutate();
    refresh();
  };
  if (action?.kind === 'SIGNATURE')
    return canSign ? <SelfSignOffer texts={texts} onChoose={then(choose.mutate)} /> : null;
  if (action?.kind !== 'SELF_SIGNATURE') return null;
  return (
    <SelfSignPanel
      texts={texts}
      facts={facts}
      question={facts ? question(facts.securityQuestion) : null}
      notSignedYet={action.error !== null}
      onConfirm={then(confirm.mutate)}
    />
  );
}
