import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dialog } from '../../components/dialog/dialog';

/**
 * A modal dialog: focus moves into it, Tab stays inside, Escape or the close button closes it, and
 * focus returns to the control that opened it.
 */
export function FundingModal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="popup funding-modal">
      <h2 id={titleId} className="popup__title">
        {title}
      </h2>
      {children}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('financing.calculator.close')}
        </button>
      </div>
    </Dialog>
  );
}
