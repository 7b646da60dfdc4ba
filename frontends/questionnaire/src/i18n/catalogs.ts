// The renderer's own catalogs, one per interface language. Hosts merge them with the
// questionnaire definition's catalogs (see questionnaireCatalog) before the IntlProvider.
import cn from './cn.json';
import en from './en.json';
import es from './es.json';
import ru from './ru.json';
import vi from './vi.json';

export const QUESTIONNAIRE_LOCALES = ['en', 'es', 'ru', 'cn', 'vi'] as const;
export type QuestionnaireLocale = (typeof QUESTIONNAIRE_LOCALES)[number];

export const rendererMessages: Record<QuestionnaireLocale, Record<string, string>> = { en, es, ru, cn, vi };
