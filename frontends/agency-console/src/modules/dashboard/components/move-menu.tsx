import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormStatus } from '../graphql/dashboard-api';
import { messages, moveTarget, moveToLabel, unarchiveTarget } from '../utils/messages';
import { STATUS_LABELS } from '../utils/status-labels';

interface MoveMenuProps {
  name: string;
  archived: boolean;
  /** Only the allowed targets (archive, or unarchive to the form's own status). */
  targets: FormStatus[];
  onMove: (target: FormStatus) => void;
}

/** A card's 'Move to…' menu button: arrow keys move between the allowed targets, Escape closes. */
export function MoveMenu({ name, archived, targets, onMove }: MoveMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      items[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      items.at(-1)?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div style={{ position: 'relative' }}>
      <button
        ref={button}
        type="button"
        className="ui-button ui-button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(moveToLabel, { name })}
        onClick={() => {
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {intl.formatMessage(messages.moveTo)}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage(moveToLabel, { name })}
          onKeyDown={onMenuKey}
          style={{
            position: 'absolute',
            zIndex: 5,
            listStyle: 'none',
            margin: 'var(--space-1) 0 0',
            padding: 'var(--space-1)',
            background: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            borderRadius: 'var(--radius)',
            boxShadow: 'var(--shadow)',
            minWidth: '14rem',
          }}
        >
          {targets.length === 0 && (
            <li role="menuitem" aria-disabled="true" tabIndex={-1}>
              {intl.formatMessage(messages.noMoves)}
            </li>
          )}
          {targets.map((target) => {
            const status = intl.formatMessage(STATUS_LABELS[target]);
            return (
              <li
                key={target}
                role="menuitem"
                tabIndex={-1}
                style={{ padding: 'var(--space-2)', cursor: 'pointer' }}
                onClick={() => {
                  close();
                  onMove(target);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    close();
                    onMove(target);
                  }
                }}
              >
                {intl.formatMessage(archived ? unarchiveTarget : moveTarget, { status })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
