import { useIntl } from 'react-intl';
import { securityQuestionLabel } from '@portico/ui';
import { questionNumber, questionOnCeac, securityQuestion3 } from './messages';

/**
 * The security question as the applicant needs it: its text in their language with CEAC's English
 * beside it, or its number when its text is not known (securityQuestionLabel).
 */
export function useSecurityQuestion(): (value: string) => string {
  const intl = useIntl();
  return (value) =>
    securityQuestionLabel(value, {
      locale: intl.locale,
      translated: { '3': intl.formatMessage(securityQuestion3) },
      withCeac: (question, ceac) => intl.formatMessage(questionOnCeac, { question, ceac }),
      numbered: (number) => intl.formatMessage(questionNumber, { number }),
    });
}
