import { useCallback } from 'react';
import { filingMessage, isFilingMessageCode } from '@portico/shared-types';
import { useLocale } from '@portico/ui';
import { refusalOf, type MessageParam } from '../utils/submissions-api';

/**
 * Says a filing message (a robot step, a worker note, why a filing stopped) in the interface
 * language from its code and parameters; the server's English text when the code is unknown.
 */
export function useFilingText(): (code: string | null, params: MessageParam[], english: string) => string {
  const { locale } = useLocale();
  return useCallback(
    (code, params, english) =>
      isFilingMessageCode(code)
        ? filingMessage(code, Object.fromEntries(params.map((p) => [p.name, p.value])), locale)
        : english,
    [locale],
  );
}

/**
 * Says why the server refused (createSubmission, answerCaptcha, openLiveView) in the interface
 * language; `fallback` for a crash or a failed connection, which the server does not word for people.
 */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  const filingText = useFilingText();
  return useCallback(
    (error, fallback) => {
      const { code, message, messageCode } = refusalOf(error);
      if (!code || code === 'INTERNAL_SERVER_ERROR' || code === 'INTERNAL' || !message) return fallback;
      return filingText(messageCode, [], message);
    },
    [filingText],
  );
}
