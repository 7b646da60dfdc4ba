import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Escape calls it; leave it out for a dialog that must be answered (re-authentication). */
  onDismiss?: () => void;
  /** For alertdialog semantics (confirmations). */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

/**
 * A modal dialog over the page: focus moves in, Tab and Shift+Tab stay inside, Escape dismisses,
 * and focus returns to where it was when the dialog closes. The page behind is inert.
 */
export function Modal({ title, children, onDismiss, role = 'dialog', describedBy }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  // Read during the first render: by the time effects run, autoFocus has already moved the focus.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const root = panel.current?.parentElement;
    const siblings = root
      ? [...document.body.children].filter((element) => element !== root && !element.hasAttribute('inert'))
      : [];
    siblings.forEach((element) => element.setAttribute('inert', ''));
    // React has already focused an autoFocus field by now; otherwise start at the first control.
    if (!panel.current?.contains(document.activeElement)) {
      const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? panel.current)?.focus();
    }
    return () => {
      siblings.forEach((element) => element.removeAttribute('inert'));
      opener?.focus?.();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dismiss.current) {
      event.stopPropagation();
      dismiss.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="ui-modal">
      <div
        ref={panel}
        className="ui-modal__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
