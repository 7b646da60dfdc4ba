import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { SelfSignOffer, SelfSignPanel, selfSignTexts } from '@portico/ui';
import { selfSignMessages } from '../utils/self-sign-messages';
import { useSecurityQuestion } from '../utils/security-question';
import {
  CONFIRM_SIGNED_ON_CEAC,
  SIGN_ON_CEAC_YOURSELF,
  type SubmissionDetail,
} from '../utils/submissions-api';

/**
 * "Sign on CEAC yourself" on the submission page (docs/adr/0045): while CEAC's sign page waits, the
 * applicant of a personal workspace (`applicant`) may choose it; then the applicant reads what CEAC
 * asks and the steps, and says when they have signed; members see only that the applicant signs.
 */
export function SelfSignSection({
  submission,
  applicant,
}: {
  submission: SubmissionDetail;
  applicant: boolean;
}) {
  const intl = useIntl();
  const questionLabel = useSecurityQuestion();
  const [choose] = useMutation(SIGN_ON_CEAC_YOURSELF);
  const [confirm] = useMutation(CONFIRM_SIGNED_ON_CEAC);
  const action = submission.pendingAction;
  const facts = submission.selfSignature;
  const texts = selfSignTexts(
    (key, values) => intl.formatMessage(selfSignMessages[key] as MessageDescriptor, values),
    facts,
  );
  const variables = { submissionId: submission.id };
  if (action?.kind === 'SIGNATURE')
    return applicant ? <SelfSignOffer texts={texts} onChoose={() => choose({ variables })} /> : null;
  if (action?.kind !== 'SELF_SIGNATURE') return null;
  const question = facts ? questionLabel(facts.securityQuestion) : null;
  return (
    <SelfSignPanel
      texts={texts}
      facts={facts}
      question={question}
      notSignedYet={action.error !== null}
      onConfirm={() => confirm({ variables })}
    />
  );
}
