import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AdminTab {
  key: string;
  label: string;
}

export interface AdminTabsProps {
  label: string;
  tabs: AdminTab[];
  selected: string;
  onSelect: (key: string) => void;
  children: ReactNode;
}

const ID = 'admin-tab';

/**
 * WAI-ARIA tabs: one tab stop; arrow keys, Home and End move between tabs and show them; the panel
 * follows in the tab order.
 */
export function AdminTabs({ label, tabs, selected, onSelect, children }: AdminTabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    onSelect(tabs[next].key);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0 0 1.5rem' }}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            id={`${ID}-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-controls={`${ID}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={i === index ? 'ui-button' : 'ui-button ui-button--secondary'}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${ID}-panel`} role="tabpanel" aria-labelledby={`${ID}-${tabs[index].key}`}>
        {children}
      </div>
    </>
  );
}
