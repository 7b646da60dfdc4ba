import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';
import type { ControlProps } from './control-props';

export interface SelectOption {
  value: string;
  /** What the reader sees, in their language. */
  label: string;
  /** CEAC's English label, also matched by the search ("Russia" finds "Россия"). */
  english?: string;
}

export interface SearchableSelectProps extends ControlProps<string> {
  options: readonly SelectOption[];
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const searchNames = (option: SelectOption) =>
  option.english === undefined
    ? [normalise(option.label)]
    : [normalise(option.label), normalise(option.english)];

/**
 * An ARIA 1.2 combobox with a listbox popup: type to filter, arrow keys to move, Enter to choose,
 * Escape to close. The list is rendered only while open, so long country lists cost nothing idle.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { id, value, options, onChange, onBlur, disabled, invalid, required, describedBy } = props;
  const intl = useIntl();
  const listId = useId();
  const hintId = useId();
  const statusId = useId();
  const selected = useMemo(() => options.find((option) => option.value === value), [options, value]);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => {
    if (!open) return [];
    if (query === null || query === '') return options;
    const needle = normalise(query);
    const starts: SelectOption[] = [];
    const contains: SelectOption[] = [];
    for (const option of options) {
      const names = searchNames(option);
      if (names.some((name) => name.startsWith(needle))) starts.push(option);
      else if (names.some((name) => name.includes(needle))) contains.push(option);
    }
    return [...starts, ...contains];
  }, [open, options, query]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: SelectOption) => {
    if (option.value !== value) onChange(option.value);
    close();
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open)
          openAt(
            Math.max(
              0,
              options.findIndex((option) => option.value === value),
            ),
          );
        else setActive((index) => Math.min(index + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(Math.max(0, matches.length - 1));
        }
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          const option = matches[active];
          if (option) choose(option);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  const onInputBlur = () => {
    if (query !== null) {
      const needle = normalise(query);
      if (needle === '') {
        if (value !== '') onChange('');
      } else {
        const exact = options.find((option) => searchNames(option).includes(needle));
        if (exact && exact.value !== value) onChange(exact.value);
      }
    }
    close();
    onBlur?.();
  };

  const activeOption = open ? matches[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    if (open) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);
  return (
    <div className="pq-combobox">
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        className="pq-input"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        disabled={disabled}
        value={query ?? selected?.label ?? ''}
        placeholder={intl.formatMessage(messages.selectPlaceholder)}
        onChange={(event) => {
          setQuery(event.target.value);
          openAt(0);
        }}
        onClick={() =>
          open
            ? close()
            : openAt(
                Math.max(
                  0,
                  options.findIndex((option) => option.value === value),
                ),
              )
        }
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
      />
      <span id={hintId} className="pq-visually-hidden">
        {intl.formatMessage(messages.searchHint)}
      </span>
      <ul id={listId} role="listbox" className="pq-listbox" hidden={!open} aria-labelledby={`${id}-label`}>
        {matches.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={index === active ? 'pq-option pq-option-active' : 'pq-option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(option);
              input.current?.focus();
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <span id={statusId} role="status" className="pq-visually-hidden">
        {open
          ? matches.length === 0
            ? intl.formatMessage(messages.noMatches)
            : intl.formatMessage(messages.matchCount, { count: matches.length })
          : ''}
      </span>
    </div>
  );
}
