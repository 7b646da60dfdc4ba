import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES, LanguageSwitcher, intlLocale, useAlerts, useLocale, type Locale } from '@portico/ui';
import { languageChangedMessage, messages } from '../utils/messages';

/**
 * The language switcher plus a confirmation alert, written in the newly chosen language. Only a
 * choice made in the switcher is announced: the language a page sets by itself (a stored choice, the
 * account's language, a client link's language) changes nothing the visitor did.
 */
export function ShellLanguageSwitcher() {
  const intl = useIntl();
  const alerts = useAlerts();
  const { locale } = useLocale();
  const chosen = useRef<Locale | null>(null);
  useEffect(() => {
    // Announced once the interface speaks the chosen language (its catalog may load first).
    if (chosen.current === null || chosen.current !== locale || intl.locale !== intlLocale(locale)) return;
    chosen.current = null;
    const language = LANGUAGES.find((candidate) => candidate.code === locale)?.name ?? locale;
    alerts.push({
      type: 'success',
      title: intl.formatMessage(messages.languageChangedTitle),
      message: intl.formatMessage(languageChangedMessage, { language }),
      timeout: 2500,
    });
  }, [intl, locale, alerts]);
  return (
    <LanguageSwitcher
      label={intl.formatMessage(messages.language)}
      onChange={(next) => {
        chosen.current = next;
      }}
    />
  );
}
