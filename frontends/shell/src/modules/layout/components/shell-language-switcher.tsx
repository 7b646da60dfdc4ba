import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES, LanguageSwitcher, useAlerts, useLocale } from '@portico/ui';
import { languageChangedMessage, messages } from '../utils/messages';

/** The language switcher plus a confirmation alert, written in the newly chosen language. */
export function ShellLanguageSwitcher() {
  const intl = useIntl();
  const alerts = useAlerts();
  const { locale } = useLocale();
  const announced = useRef(intl.locale);
  useEffect(() => {
    if (announced.current === intl.locale) return;
    announced.current = intl.locale;
    const language = LANGUAGES.find((candidate) => candidate.code === locale)?.name ?? locale;
    alerts.push({
      type: 'success',
      title: intl.formatMessage(messages.languageChangedTitle),
      message: intl.formatMessage(languageChangedMessage, { language }),
      timeout: 2500,
    });
  }, [intl, locale, alerts]);
  return <LanguageSwitcher label={intl.formatMessage(messages.language)} />;
}
