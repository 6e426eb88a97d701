import { useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Dialog } from '../../components/dialog/dialog';
import type { ConfirmOptions } from './popup-context';

/**
 * Modal confirmation: focus moves into it, Tab stays inside, Escape or the button closes it and
 * focus returns to where it was.
 */
export function ConfirmDialog({ options, onClose }: { options: ConfirmOptions; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const isError = options.kind === 'error';
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onClose}
      role={isError ? 'alertdialog' : 'dialog'}
      className={`popup popup--${options.kind}`}
      initialFocus={buttonRef}
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
    </Dialog>
  );
}
