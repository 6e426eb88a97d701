import { resolveAdd, resolveRemove, type Resolution } from '@autohub/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../lib/i18n/i18n';
import { ConflictsModal } from './conflicts-modal';
import { TEST_MODEL } from './test-model.fixture';
import { initialCarState } from './build-resolution';
import type { PendingResolution } from './use-builder';

const nameOf = (id: string) => TEST_MODEL.parts.find((p) => p.id === id)?.name ?? id;
const start = initialCarState(TEST_MODEL, { colorId: 'white', coatingId: 'cloth' });

function pendingOf(resolution: Resolution): PendingResolution {
  if (resolution.kind === 'impossible') throw new Error('expected a resolution to confirm');
  return resolution;
}

function renderModal(
  pending: PendingResolution,
  overrides: Partial<Parameters<typeof ConflictsModal>[0]> = {},
) {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onChoose: vi.fn() };
  render(
    <>
      <button type="button">Adicionar Teto solar</button>
      <ConflictsModal
        pending={pending}
        nameOf={nameOf}
        groupLabelOf={() => 'Escolha as rodas do Pack Sport'}
        previewChoice={() => null}
        {...handlers}
        {...overrides}
      />
    </>,
  );
  return handlers;
}

describe('ConflictsModal', () => {
  beforeEach(async () => {
    await loadLocale('pt-BR', ['builder']);
  });

  it('lists every change with its reason and confirms', async () => {
    const user = userEvent.setup();
    const handlers = renderModal(pendingOf(resolveAdd(TEST_MODEL, start, 'sunroof')));
    const dialog = screen.getByRole('dialog', { name: 'Confirme as alterações' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Teto solar será adicionado.',
      'Pack Tech será adicionado porque está incluído em Teto solar.',
      'Câmera de ré será adicionado porque está incluído em Pack Tech.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(handlers.onConfirm).toHaveBeenCalledTimes(1);
    expect(handlers.onCancel).not.toHaveBeenCalled();
  });

  it('names what goes because of an exclusion and what a removal takes with it', () => {
    const withRoof = { ...start, colorId: 'red-black', selected: ['roof'] };
    renderModal(pendingOf(resolveAdd(TEST_MODEL, withRoof, 'sunroof')));
    expect(
      screen.getByText('Teto preto será removido porque não pode ser combinado com Teto solar.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A cor Vermelho e preto não fica disponível: você escolherá outra cor em seguida.'),
    ).toBeInTheDocument();
  });

  it('a removal lists the packs that include the removed part', () => {
    const full = { ...start, selected: ['sunroof', 'tech', 'camera'] };
    renderModal(pendingOf(resolveRemove(TEST_MODEL, full, 'camera')));
    expect(screen.getByText('Pack Tech será removido porque inclui Câmera de ré.')).toBeInTheDocument();
    expect(screen.getByText('Teto solar será removido porque inclui Pack Tech.')).toBeInTheDocument();
  });

  it('moves focus into the dialog, keeps Tab inside and cancels on Escape', async () => {
    const user = userEvent.setup();
    const handlers = renderModal(pendingOf(resolveAdd(TEST_MODEL, start, 'sunroof')));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  });

  it('a choice needs a pick before Confirm, and shows what the pick changes', async () => {
    const user = userEvent.setup();
    const resolution = pendingOf(resolveAdd(TEST_MODEL, start, 'sport'));
    const preview = vi.fn((id: string) =>
      resolution.kind === 'choice'
        ? ({
            kind: 'ok',
            next: start,
            changes: [{ type: 'add', partId: id, reason: 'choice', cause: 'sport' }],
          } as const)
        : null,
    );
    const handlers = renderModal(resolution, { previewChoice: preview });
    expect(screen.getByText(/Pack Sport precisa de uma destas opções/)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Rodas 18' }));
    expect(screen.getByText('Rodas 18 será adicionado (sua escolha para Pack Sport).')).toBeInTheDocument();
    await user.click(confirm);
    expect(handlers.onChoose).toHaveBeenCalledWith('w18');
  });
});
