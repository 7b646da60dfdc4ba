import { useContext } from 'react';
import { LocaleContext, type LocaleState } from './locale-context';

/** The interface language chosen in the shell, shared by every remote. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
