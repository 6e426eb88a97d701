import { type ReactNode, useId } from 'react';
import { Dialog } from '../../components/dialog/dialog';

/**
 * A modal dialog of the simulator: focus moves in and stays in (Tab wraps), Escape closes, and
 * focus returns to the control that opened it.
 */
export function QuotationModal({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className="quotation-modal"
      backdropClassName="quotation-modal__backdrop"
    >
      <h2 id={titleId}>{title}</h2>
      <div className="quotation-modal__body">{children}</div>
      <div className="quotation-modal__footer">{footer}</div>
    </Dialog>
  );
}
