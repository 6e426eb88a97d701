import type { Change, PartId, Resolution } from '@autohub/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog/dialog';
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
  const describe = (change: Change): string => {
    switch (change.type) {
      case 'add': {
        const values = { part: nameOf(change.partId), cause: change.cause ? nameOf(change.cause) : '' };
        if (change.reason === 'inclusive') return t('builder.changes.addIncluded', values);
        if (change.reason === 'one-of' || change.reason === 'dependency')
          return t('builder.changes.addNeeded', values);
        if (change.reason === 'choice') return t('builder.changes.addChosen', values);
        return t('builder.changes.add', values);
      }
      case 'remove': {
        const values = { part: nameOf(change.partId), cause: change.cause ? nameOf(change.cause) : '' };
        if (change.reason === 'exclusive') return t('builder.changes.removeExclusive', values);
        if (change.reason === 'inclusive') return t('builder.changes.removeIncluding', values);
        if (change.reason === 'one-of') return t('builder.changes.removeOneOf', values);
        if (change.reason === 'dependency') return t('builder.changes.removeDependency', values);
        return t('builder.changes.remove', values);
      }
      case 'color':
        return t('builder.changes.color', { to: nameOf(change.to) });
      case 'coating':
        return change.to === null
          ? t('builder.changes.coatingNone')
          : t('builder.changes.coating', { to: nameOf(change.to) });
      case 'color-change-required':
        return t('builder.changes.colorRequired', { color: nameOf(change.from) });
    }
  };
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
          {describe(change)}
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
