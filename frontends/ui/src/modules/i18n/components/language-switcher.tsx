import { useId } from 'react';
import { useLocale } from '../hooks/use-locale';
import { LANGUAGES, isLocale, type Locale } from '../utils/languages';

export interface LanguageSwitcherProps {
  label: string;
  onChange?(locale: Locale): void;
}

/** A native select: keyboard and screen-reader friendly with no extra code. */
export function LanguageSwitcher({ label, onChange }: LanguageSwitcherProps) {
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className="ui-language-switcher">
      <label htmlFor={id} className="ui-visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="ui-select"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setLocale(next);
          onChange?.(next);
        }}
      >
        {LANGUAGES.map((language) => (
          <option
            key={language.code}
            value={language.code}
            lang={language.code === 'cn' ? 'zh-CN' : language.code}
          >
            {`${language.flag} ${language.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
