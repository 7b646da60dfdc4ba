import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '@portico/ui';
import { languageOf, type ContentCollection, type ContentDocument } from '../utils/content-types';

export type ContentState =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; document: ContentDocument; language: string; translated: boolean };

/**
 * One entry of a collection in the visitor's language (English when it is not translated), loaded
 * as its own chunk. `missing`: no such entry (the page shows not found).
 */
export function useContentDocument(
  collection: ContentCollection,
  slug: string | undefined,
): ContentState & { retry: () => void } {
  const { locale } = useLocale();
  const entry = collection.entries.find((item) => item.slug === slug);
  const language = entry ? languageOf(entry, locale) : 'en';
  const [state, setState] = useState<ContentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  useEffect(() => {
    if (!entry) return;
    let current = true;
    setState({ status: 'loading' });
    const pending = collection.load(entry.slug, language);
    if (!pending) {
      setState({ status: 'failed' });
      return;
    }
    pending.then(
      (document) =>
        current && setState({ status: 'ready', document, language, translated: language === locale }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [collection, entry, language, locale, attempt]);
  return { ...(entry ? state : { status: 'missing' }), retry };
}
