import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';
import { useAnnounce } from './live-region';

export interface RepeatableGroupProps {
  id: string;
  /** The group's question, used as the title of each entry. */
  label: string;
  count: number;
  max: number;
  /** At least one entry stays once the group is shown (CEAC shows one empty entry). */
  min?: number;
  renderEntry: (index: number) => ReactNode;
  isEntryFilled: (index: number) => boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** Entries of a repeating group with Add Another up to the cap and Remove (confirmed when filled). */
export function RepeatableGroup(props: RepeatableGroupProps) {
  const { id, label, count, max, min = 1, renderEntry, isEntryFilled, onAdd, onRemove, disabled } = props;
  const intl = useIntl();
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState<number | null>(null);
  const focusTarget = useRef<string | null>(null);
  const atCap = count >= max;

  useEffect(() => {
    if (focusTarget.current === null) return;
    const target = document.getElementById(focusTarget.current);
    focusTarget.current = null;
    if (!target) return;
    const first = target.matches('fieldset')
      ? target.querySelector<HTMLElement>(
          'input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
        )
      : target;
    (first ?? target).focus();
  });

  const remove = (index: number) => {
    setConfirming(null);
    onRemove(index);
    announce(intl.formatMessage(messages.entryRemoved, { n: index + 1 }));
    focusTarget.current = `${id}-add`;
  };

  const cancel = (index: number) => {
    setConfirming(null);
    focusTarget.current = `${id}-${index}-remove`;
  };

  return (
    <div className="pq-repeatable" id={id}>
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} id={`${id}-${index}`} className="pq-entry">
          <legend className="pq-entry-legend">
            {intl.formatMessage(messages.entryLegend, { group: label, n: index + 1, count })}
          </legend>
          {renderEntry(index)}
          {!disabled && count > min && (
            <div className="pq-entry-actions">
              {confirming === index ? (
                <div
                  role="alertdialog"
                  aria-labelledby={`${id}-${index}-confirm`}
                  className="pq-confirm"
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') cancel(index);
                  }}
                >
                  <p id={`${id}-${index}-confirm`}>
                    {intl.formatMessage(messages.confirmRemove, { n: index + 1 })}
                  </p>
                  <button
                    id={`${id}-${index}-confirm-yes`}
                    type="button"
                    className="pq-button"
                    onClick={() => remove(index)}
                  >
                    {intl.formatMessage(messages.confirmRemoveYes)}
                  </button>
                  <button type="button" className="pq-button" onClick={() => cancel(index)}>
                    {intl.formatMessage(messages.confirmRemoveNo)}
                  </button>
                </div>
              ) : (
                <button
                  id={`${id}-${index}-remove`}
                  type="button"
                  className="pq-button pq-button-link"
                  onClick={() => {
                    if (isEntryFilled(index)) {
                      setConfirming(index);
                      focusTarget.current = `${id}-${index}-confirm-yes`;
                    } else remove(index);
                  }}
                >
                  {intl.formatMessage(messages.removeEntry, { n: index + 1 })}
                </button>
              )}
            </div>
          )}
        </fieldset>
      ))}
      {!disabled && (
        <div className="pq-repeatable-actions">
          <button
            id={`${id}-add`}
            type="button"
            className="pq-button"
            disabled={atCap}
            aria-describedby={atCap ? `${id}-cap` : undefined}
            onClick={() => {
              onAdd();
              announce(intl.formatMessage(messages.entryAdded, { n: count + 1 }));
              focusTarget.current = `${id}-${count}`;
            }}
          >
            {intl.formatMessage(messages.addEntry)}
          </button>
          {atCap && (
            <p id={`${id}-cap`} className="pq-help">
              {intl.formatMessage(messages.capReached, { max })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
