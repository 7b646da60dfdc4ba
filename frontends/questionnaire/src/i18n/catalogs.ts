// The renderer's own catalogs, one per interface language. Hosts merge them with the
// questionnaire definition's catalogs (see questionnaireCatalog) before the IntlProvider.
import cn from './cn.json';
import en from './en.json';
import es from './es.json';
import ru from './ru.json';
import vi from './vi.json';
import { LANGUAGE_CODES, type LanguageCode } from '@portico/shared-types';

export const QUESTIONNAIRE_LOCALES = LANGUAGE_CODES;
export type QuestionnaireLocale = LanguageCode;

export const rendererMessages: Record<QuestionnaireLocale, Record<string, string>> = { en, es, ru, cn, vi };
