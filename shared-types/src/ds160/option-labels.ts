// Labels of reference options in the reader's language. The value stored and sent to CEAC is
// always the option's code; only what the reader sees and searches changes. Countries are named
// by Intl (CLDR) from their ISO 3166 region, US states and the few entries without a region carry
// their names (`names`), short lists a catalog id (`messageId`, rendered through react-intl).
import type { ReferenceListName, ReferenceOption } from './types';

/** The BCP 47 tag Intl understands for an interface language (`cn` is Chinese as written in mainland China). */
export function intlLocale(language: string): string {
  return language === 'cn' ? 'zh-CN' : language;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionName(region: string, language: string): string | undefined {
  const locale = intlLocale(language);
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // An unknown locale keeps CEAC's English label.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale)?.of(region) ?? undefined;
}

const isEnglish = (language: string) => language === 'en' || language.startsWith('en-');

const named = (option: ReferenceOption, language: string): string | undefined =>
  option.names && Object.prototype.hasOwnProperty.call(option.names, language)
    ? option.names[language as keyof typeof option.names]
    : undefined;

/**
 * An option's label in the reader's language (`es`, `ru`, `cn`, `vi` or a BCP 47 tag): its own
 * name in that language, else the country as Intl names it (an interview post keeps CEAC's city
 * after it: "Индонезия, JAKARTA"), else CEAC's English label. English keeps CEAC's label, the text
 * the applicant meets on CEAC. Options with a `messageId` are rendered through the catalogs instead.
 */
export function referenceOptionLabel(option: ReferenceOption, language: string): string {
  if (isEnglish(language)) return option.label;
  const own = named(option, language === 'zh-CN' ? 'cn' : language);
  if (own) return own;
  const country = option.region ? regionName(option.region, language) : undefined;
  if (!country) return option.label;
  return option.place ? `${country}, ${option.place}` : country;
}

/** Lists shown sorted by the reader's collation (their CEAC order is alphabetical in English). */
export const ALPHABETICAL_LISTS: ReadonlySet<ReferenceListName> = new Set<ReferenceListName>([
  'countries',
  'usStates',
  'interviewPosts',
]);

/** Options sorted the way the reader's language sorts (`Intl.Collator`), by the label given. */
export function sortByLabel<T extends { label: string }>(options: readonly T[], language: string): T[] {
  const collator = new Intl.Collator(intlLocale(language));
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}
