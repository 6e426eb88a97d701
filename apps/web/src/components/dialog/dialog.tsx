import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FOCUSABLE } from './focusable';

export interface DialogProps {
  /** Id of the dialog's heading. */
  labelledBy: string;
  /** Id of the text that says what the dialog is about, when there is one. */
  describedBy?: string;
  /** Escape calls it; the dialog's own buttons call it as they need. */
  onClose: () => void;
  /** `alertdialog` for a message that needs an answer now (an error). */
  role?: 'dialog' | 'alertdialog';
  className: string;
  backdropClassName?: string;
  /**
   * What takes the focus when the dialog opens: the first focusable element by default, the given
   * one, or nothing (`false`, when the content moves the focus itself).
   */
  initialFocus?: RefObject<HTMLElement | null> | false;
  /** Where the focus goes on closing when the control that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
  /** The dialog element, for content that moves the focus inside it. */
  dialogRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog over the page: focus moves into it, Tab and Shift+Tab stay inside (they wrap),
 * Escape closes it, and focus returns to the control that opened it.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  role = 'dialog',
  className,
  backdropClassName = 'popup-backdrop',
  initialFocus,
  fallbackFocus,
  dialogRef,
  children,
}: DialogProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = dialogRef ?? ownRef;
  // The latest callbacks, so the listeners stay the same while the dialog is open.
  const latest = useRef({ onClose, fallbackFocus });
  useEffect(() => {
    latest.current = { onClose, fallbackFocus };
  });
  // What had the focus when the dialog opened, read during the first render: the content's own
  // effects may move the focus into the dialog before this component's effects run.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    if (initialFocus !== false) {
      (initialFocus?.current ?? ref.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      const dialog = ref.current;
      if (event.key !== 'Tab' || !dialog) return;
      const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected && opener !== document.body) opener.focus();
      else latest.current.fallbackFocus?.()?.focus();
    };
    // Once per opening: the focus moves in when the dialog opens and back when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={backdropClassName}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={className}
      >
        {children}
      </div>
    </div>
  );
}
