import type { Change, PartId, Resolution } from '@autohub/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dialog } from '../../components/dialog/dialog';
import { changeText } from '../../lib/catalogue/change-text';
import type { PendingResolution } from './use-builder';

export interface ConflictsModalProps {
  pending: PendingResolution;
  /** Name of a part for the buyer. */
  nameOf: (id: PartId) => string;
  /** Why a group asks to choose (the catalogue's label). */
  groupLabelOf: (groupId: string) => string | undefined;
  previewChoice: (optionId: PartId) => Resolution | null;
  onChoose: (optionId: PartId) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** One line per change the engine made, saying why (spec §4 "the user confirms or cancels"). */
export function ChangeList({
  changes,
  nameOf,
}: {
  changes: readonly Change[];
  nameOf: (id: PartId) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="conflicts__changes">
      {changes.map((change, i) => (
        <li
          key={i}
          data-change={
            change.type === 'add' || change.type === 'remove'
              ? `${change.type}:${change.reason}`
              : change.type
          }
        >
          {changeText(change, nameOf, t)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The conflicts modal: lists every change the engine returned (added because included, removed
 * because exclusive, choose one of a group) with Confirm and Cancel. Focus moves in, Tab stays in,
 * Escape cancels, and focus returns to the control that asked.
 */
export function ConflictsModal(props: ConflictsModalProps) {
  const { pending, nameOf, groupLabelOf, previewChoice, onChoose, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const choice = pending.kind === 'choice' ? pending : null;
  const groupKey = choice?.pendingGroup.groupId ?? null;
  // An answer belongs to its group: a further group (after a pick that needs another) starts empty.
  const [picked, setPicked] = useState<{ group: string | null; id: PartId } | null>(null);
  const option = picked && picked.group === groupKey ? picked.id : null;
  const setOption = (id: PartId) => setPicked({ group: groupKey, id });

  const preview = choice && option ? previewChoice(option) : null;
  const changes = preview && preview.kind !== 'impossible' ? preview.changes : pending.changes;
  let body: ReactNode = null;
  if (choice) {
    const label = groupLabelOf(choice.pendingGroup.groupId);
    body = (
      <fieldset className="conflicts__choice">
        <legend>
          {t('builder.conflicts.choose', { part: nameOf(choice.pendingGroup.ownerId) })}
          {label ? <span className="conflicts__reason"> {label}</span> : null}
        </legend>
        {choice.pendingGroup.options.map((id) => (
          <label key={id} className="conflicts__option">
            <input
              type="radio"
              name={`choice-${choice.pendingGroup.groupId}`}
              value={id}
              checked={option === id}
              onChange={() => setOption(id)}
            />{' '}
            {nameOf(id)}
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <Dialog labelledBy={titleId} describedBy={descId} onClose={onCancel} className="popup conflicts">
      <h2 id={titleId} className="popup__title">
        {t('builder.conflicts.title')}
      </h2>
      <p id={descId}>{t(choice ? 'builder.conflicts.leadChoice' : 'builder.conflicts.lead')}</p>
      {body}
      {changes.length > 0 ? <ChangeList changes={changes} nameOf={nameOf} /> : null}
      {preview?.kind === 'impossible' ? <p role="alert">{t('builder.conflicts.optionImpossible')}</p> : null}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('builder.conflicts.cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={choice !== null && (option === null || preview?.kind === 'impossible')}
          onClick={() => (choice ? option && onChoose(option) : onConfirm())}
        >
          {t('builder.conflicts.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
