import { useCallback } from 'react';
import { ceacPageName, filingMessage, isFilingMessageCode } from '@portico/shared-types';
import { useLocale } from '@portico/ui';
import { refusalOf, type MessageParam } from '../utils/submissions-api';

/**
 * Says a filing message (a robot step, a worker note, why a filing stopped) in the interface
 * language from its code and parameters, CEAC's pages by their names; the server's English text
 * when the code is unknown.
 */
export function useFilingText(): (code: string | null, params: MessageParam[], english: string) => string {
  const { locale } = useLocale();
  return useCallback(
    (code, params, english) =>
      isFilingMessageCode(code)
        ? filingMessage(code, Object.fromEntries(params.map((p) => [p.name, p.value])), locale, {
            namePages: true,
          })
        : english,
    [locale],
  );
}

/** Names a CEAC page the robot reported (`IdentixResult` → "Photo check result") in the interface language. */
export function useCeacPageName(): (page: string) => string {
  const { locale } = useLocale();
  return useCallback((page) => ceacPageName(page, locale), [locale]);
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
