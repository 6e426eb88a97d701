import type { Change, PartId } from '@autohub/domain';
import type { TFunction } from '../i18n/i18n';

/**
 * One change the build engine made, said with its reason (spec §4 "the user confirms or cancels"):
 * the configurator's conflicts modal and the dealer's quotation simulator word them alike.
 */
export function changeText(change: Change, nameOf: (id: PartId) => string, t: TFunction): string {
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
}
