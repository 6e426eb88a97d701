import { CardFields, type CardContract, type SavedCard } from '@autohub/contract';
import { CARD_BRAND_NAMES } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { z } from 'zod';
import { CheckboxField, SelectField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { Button } from '../../components/ui/button';
import { messageForCode, userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { CardEntryFields, cardErrorMessage } from '../../lib/payments/card-fields';
import { tokenizeCard } from '../../lib/payments/card-tokenizer';
import {
  addSavedCard,
  contractsQuery,
  deleteSavedCard,
  gatewayConfigQuery,
  putContract,
  savedCardsQuery,
  setDefaultCard,
} from '../../lib/payments/payments.api';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { EmptyState } from '../../components/ui/empty-state';

const AddCardForm = z.object({ card: CardFields, makeDefault: z.boolean() });
type AddCardForm = z.infer<typeof AddCardForm>;

const cardName = (card: Pick<SavedCard, 'brand'>) => CARD_BRAND_NAMES[card.brand];

/**
 * "Cartões" / "Tarjetas" of the account area: the buyer's saved cards (default first), a new card
 * tokenized by the gateway in the browser, and the contracts whose instalments a card pays.
 */
export function SavedCards({ withContracts }: { withContracts: boolean }) {
  const { t } = useTranslation();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const cards = useQuery(savedCardsQuery());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: savedCardsQuery().queryKey });
    await queryClient.invalidateQueries({ queryKey: contractsQuery().queryKey });
  };

  const makeDefault = async (card: SavedCard) => {
    try {
      const answer = await setDefaultCard(card.id);
      queryClient.setQueryData(savedCardsQuery().queryKey, answer);
      popups.toast(t('cards.defaultChanged'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  };

  const remove = async (card: SavedCard) => {
    try {
      await deleteSavedCard(card.id);
      setConfirming(null);
      await refresh();
      popups.toast(t('cards.removed'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  };

  const list = cards.data?.cards ?? [];
  return (
    <section className="account-section" aria-labelledby="account-cards">
      <h2 id="account-cards">{t('cards.title')}</h2>
      <p>{t('cards.lead')}</p>
      {cards.isPending ? <p role="status">{t('cards.loading')}</p> : null}
      {cards.isError ? <p role="alert">{userMessageOf(cards.error)}</p> : null}
      {cards.data && list.length === 0 ? <EmptyState compact>{t('cards.empty')}</EmptyState> : null}
      {list.length > 0 ? (
        <ul className="account-cards" aria-label={t('cards.list')}>
          {list.map((card) => {
            const name = t('cards.card', { brand: cardName(card), lastFour: card.lastFour });
            return (
              <li key={card.id} className="account-saved-card" data-testid="saved-card">
                <span className="account-saved-card__name">{name}</span>{' '}
                <span>
                  {t('cards.expiry', {
                    month: String(card.expiryMonth).padStart(2, '0'),
                    year: String(card.expiryYear).slice(-2),
                  })}
                </span>{' '}
                {card.expired ? <strong>{t('cards.expired')}</strong> : null}{' '}
                {card.isDefault ? (
                  <strong className="account-saved-card__default">{t('cards.default')}</strong>
                ) : null}
                <div className="account-actions">
                  {card.isDefault ? null : (
                    <Button
                      variant="secondary"
                      onClick={() => void makeDefault(card)}
                      aria-label={`${t('cards.makeDefault')}: ${name}`}
                    >
                      {t('cards.makeDefault')}
                    </Button>
                  )}
                  {confirming === card.id ? (
                    <>
                      <span role="status">
                        {t('cards.removeConfirm', { brand: cardName(card), lastFour: card.lastFour })}
                      </span>
                      <Button onClick={() => void remove(card)}>{t('cards.remove')}</Button>
                      <Button variant="secondary" onClick={() => setConfirming(null)}>
                        {t('cards.keep')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => setConfirming(card.id)}
                      aria-label={`${t('cards.remove')}: ${name}`}
                    >
                      {t('cards.remove')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {adding ? (
        <AddCard
          first={list.length === 0}
          onAdded={async () => {
            setAdding(false);
            await refresh();
          }}
        />
      ) : (
        <div className="account-actions">
          <Button onClick={() => setAdding(true)}>{t('cards.add')}</Button>
        </div>
      )}
      {withContracts ? <Contracts cards={list} /> : null}
    </section>
  );
}

function AddCard({ first, onAdded }: { first: boolean; onAdded: () => Promise<void> }) {
  const { t } = useTranslation();
  const popups = usePopups();
  const config = useQuery(gatewayConfigQuery());
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  // One key per card typed: a retried save answers the same card.
  const key = useRef(crypto.randomUUID());
  const form = useContractForm<AddCardForm>(AddCardForm, {
    defaultValues: { card: { number: '', holderName: '', expiry: '', cvv: '' }, makeDefault: first },
  });

  const submit = async (values: AddCardForm) => {
    if (!config.data) return;
    setError(null);
    try {
      // The number and security code go to the gateway only; our api gets its token.
      const token = await tokenizeCard(config.data, values.card, await messageForCode('saved_card.refused'));
      await addSavedCard(token.token, values.makeDefault, key.current);
      key.current = crypto.randomUUID();
      form.reset();
      popups.toast(t('cards.saved'), { kind: 'success' });
      await onAdded();
    } catch (caught) {
      key.current = crypto.randomUUID();
      setError(cardErrorMessage(caught));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="account-grid" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('cards.addTitle')}</h3>
      <p className="account-notice">{t('reservation.payment.card.secure')}</p>
      {error ? <p role="alert">{error}</p> : null}
      <CardEntryFields prefix="card." />
      <CheckboxField name="makeDefault" label={t('cards.addDefault')} />
      <div className="account-actions">
        <Button type="submit" disabled={form.formState.isSubmitting || !config.data}>
          {form.formState.isSubmitting ? t('cards.saving') : t('cards.save')}
        </Button>
      </div>
    </Form>
  );
}

const ContractForm = z.object({ cardId: z.string() });
type ContractForm = z.infer<typeof ContractForm>;

function Contracts({ cards }: { cards: SavedCard[] }) {
  const { t } = useTranslation();
  const contracts = useQuery(contractsQuery());
  const titleId = useId();
  if (contracts.isPending || contracts.isError) return null;
  const list = contracts.data.contracts;
  return (
    <div className="account-contracts">
      <h3 id={titleId}>{t('cards.contracts.title')}</h3>
      <p>{t('cards.contracts.lead')}</p>
      {list.length === 0 ? <EmptyState compact>{t('cards.contracts.empty')}</EmptyState> : null}
      {list.map((contract) => (
        <ContractRow key={contract.id} contract={contract} cards={cards} />
      ))}
    </div>
  );
}

function ContractRow({ contract, cards }: { contract: CardContract; cards: SavedCard[] }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const form = useContractForm<ContractForm>(ContractForm, {
    defaultValues: { cardId: contract.cardId ?? '' },
  });

  const submit = async (values: ContractForm) => {
    try {
      const answer = await putContract({
        contractId: contract.id,
        cardId: values.cardId || null,
        accepted: true,
      });
      queryClient.setQueryData(contractsQuery().queryKey, answer);
      popups.toast(t('cards.contracts.saved'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="account-grid" aria-label={contract.vehicleName}>
      <p>
        <strong>{contract.vehicleName}</strong> — {t(`cards.contracts.${contract.kind}`)}
        {contract.acceptedAt
          ? ` — ${t('cards.contracts.accepted', { date: formatDate(contract.acceptedAt, locale) })}`
          : null}
      </p>
      <SelectField name="cardId" label={t('cards.contracts.card')}>
        <option value="">{t('cards.contracts.noCard')}</option>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {t('cards.card', { brand: cardName(card), lastFour: card.lastFour })}
          </option>
        ))}
      </SelectField>
      <div className="account-actions">
        <Button type="submit">{t('cards.contracts.accept')}</Button>
      </div>
    </Form>
  );
}
