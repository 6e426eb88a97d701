import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './popup-context';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal confirmation: focus moves into it, Tab stays inside, Escape or the button closes it and
 * focus returns to where it was.
 */
export function ConfirmDialog({ options, onClose }: { options: ConfirmOptions; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    buttonRef.current?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusables = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const isError = options.kind === 'error';
  return (
    <div className="popup-backdrop">
      <div
        ref={dialogRef}
        role={isError ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className={`popup popup--${options.kind}`}
      >
        <h2 id={titleId} className="popup__title">
          <span className="popup__icon" aria-hidden="true">
            {isError ? '!' : '✓'}
          </span>
          {options.title ?? t(isError ? 'popups.error' : 'popups.success')}
        </h2>
        <p id={messageId} className="popup__message">
          {options.message}
        </p>
        <div className="popup__actions">
          <button ref={buttonRef} type="button" className="button" onClick={onClose}>
            {options.buttonText ?? t('actions.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
