import type {
  FactoryStock,
  QuotationSaveResult,
  QuotationUpdateRequest,
  QuotationView,
} from '@autohub/contract';
import {
  type CarState,
  type Change,
  type BuildModel,
  type PartId,
  type Resolution,
  applyChoice,
  checkQuotationAdjustments,
  isQuotationEditable,
  message,
  needsConfirmation,
  moneyInputText,
  parseBrazilianMoneyToCents,
  priceQuotation,
  resolveAdd,
  resolveCoating,
  resolveColor,
  resolveRemove,
} from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { serialWrites } from '../../lib/query/serial-writes';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { changeText } from '../../lib/catalogue/change-text';
import { PREVIEW_TABS, type PreviewTab } from '../../lib/catalogue/preview-tabs';
import { formatDate, formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import {
  chooseStock,
  discardStock,
  factoryStock,
  quotationPdfHref,
  quotationQuery,
  saveQuotation,
  updateQuotation,
} from './quotation.api';
import { MoneyInput } from '../../components/form-field/fields';
import { QuotationModal } from './quotation-modal';
import { QuotationSignIn } from './quotation-sign-in';
import './quotation.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';

const TABS = ['model', 'optionals', 'coating', 'accessories', 'comment'] as const;
type Tab = (typeof TABS)[number];

type Draft = QuotationUpdateRequest;

function draftOf(view: QuotationView): Draft {
  const { quotation } = view;
  return {
    build: quotation.build,
    changedPrice: quotation.prices.changedPrice,
    bonus: quotation.prices.bonus,
    discount: quotation.prices.discount,
    arrangedAccessoryIds: quotation.arrangedAccessoryIds,
    comment: quotation.comment,
    payment: quotation.payment,
    validityDays: quotation.validityDays,
  };
}

/** An amount typed into a money field in centavos: empty is none, text that is no amount is NaN. */
const typedCents = (text: string, empty: number) =>
  text.trim() === '' ? empty : parseBrazilianMoneyToCents(text);

/** The dealer's quotation simulator (spec document 1 §2 "Quotation simulator"). */
export function QuotationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const client = useQueryClient();
  const headingId = useId();
  const query = useQuery({ ...quotationQuery(id), enabled: session.user !== null });
  useDocumentTitle(t('quotation.desk.title'));

  if (session.user === null) {
    return <QuotationSignIn headingId={headingId} page={`dealer/quotations/${id}`} />;
  }
  return (
    <section className="quotation-page" aria-labelledby={headingId}>
      <p>
        <AppLink to={brandPath(locale, brand, 'dealer/quotations')}>{t('quotation.back')}</AppLink>
      </p>
      {query.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {query.isError ? (
        <>
          <h1 id={headingId}>{t('quotation.desk.title')}</h1>
          <p role="alert">{userMessageOf(query.error)}</p>
        </>
      ) : null}
      {query.data ? (
        <Simulator
          key={query.data.quotation.id}
          headingId={headingId}
          initial={query.data}
          onView={(view) => client.setQueryData(quotationQuery(id).queryKey, view)}
        />
      ) : null}
    </section>
  );
}

function Simulator({
  headingId,
  initial,
  onView,
}: {
  headingId: string;
  initial: QuotationView;
  onView: (view: QuotationView) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const ids = { comment: useId(), payment: useId(), validity: useId(), bonus: useId(), discount: useId() };
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [tab, setTab] = useState<Tab>('model');
  const [preview, setPreview] = useState<PreviewTab>('myCar');
  const [pending, setPending] = useState<{ resolution: Resolution; arranged: PartId[] } | null>(null);
  const [impossible, setImpossible] = useState<string | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const [stock, setStock] = useState<FactoryStock | 'loading' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [saveResult, setSaveResult] = useState<QuotationSaveResult | null>(null);
  const [busy, setBusy] = useState(false);
  const moneyText = (cents: number) => moneyInputText(cents, initial.quotation.prices.currency);
  const [bonusText, setBonusText] = useState(() => moneyText(draft.bonus));
  const [discountText, setDiscountText] = useState(() => moneyText(draft.discount));

  const { quotation, version } = view;
  const model: BuildModel = useMemo(
    () => ({ parts: version.parts, groups: version.groups, services: version.services }),
    [version],
  );
  const byId = useMemo(() => new Map(version.parts.map((part) => [part.id, part])), [version]);
  const nameOf = (partId: PartId) => byId.get(partId)?.name ?? partId;
  const car: CarState = { ...draft.build, services: [] };
  // Every change is re-priced here with the domain's own rules: no round trip before the new total.
  const pricing = priceQuotation(model, car, view.priceList, draft);
  const editable = isQuotationEditable(quotation.status);
  const currency = quotation.prices.currency;
  const money = (cents: number | null) =>
    cents === null ? message('price_unavailable', locale) : formatMoney(cents, locale, currency);

  // Changes are saved one after another; the screen takes the answer to the newest only.
  const [writes] = useState(serialWrites);
  const confirmed = useRef(initial);

  function accept(next: QuotationView) {
    confirmed.current = next;
    setView(next);
    setDraft(draftOf(next));
    setBonusText(moneyText(next.quotation.prices.bonus));
    setDiscountText(moneyText(next.quotation.prices.discount));
    onView(next);
  }

  async function persist(next: Draft) {
    setDraft(next);
    setNotice(null);
    const outcome = await writes.run(() => updateQuotation(quotation.id, next));
    if (outcome.ok) {
      if (outcome.latest) accept(outcome.value);
      else confirmed.current = outcome.value;
      return;
    }
    // A refused change goes back to what the server holds, unless a newer change is on its way.
    if (outcome.latest) setDraft(draftOf(confirmed.current));
    setNotice({ kind: 'error', text: userMessageOf(outcome.error) });
  }

  /** Runs a resolution of the configurator engine: at once, or through the conflicts modal. */
  function resolve(resolution: Resolution) {
    setImpossible(null);
    if (resolution.kind === 'impossible') {
      setImpossible(t('quotation.conflicts.impossible'));
      return;
    }
    if (resolution.kind === 'choice' || needsConfirmation(resolution)) {
      setPending({ resolution, arranged: draft.arrangedAccessoryIds });
      return;
    }
    commit(resolution.next);
  }

  function commit(next: CarState) {
    void persist({
      ...draft,
      build: { colorId: next.colorId, coatingId: next.coatingId, selected: [...next.selected] },
      arrangedAccessoryIds: draft.arrangedAccessoryIds.filter((partId) => next.selected.includes(partId)),
    });
  }

  const toggle = (partId: PartId, on: boolean) =>
    resolve(on ? resolveAdd(model, car, partId) : resolveRemove(model, car, partId));

  const colors = version.parts.filter((part) => part.type === 'COLOR');
  const coatings = version.parts.filter((part) => part.type === 'COATING');
  const optionals = version.parts.filter((part) => part.type === 'ITEM');
  const accessories = version.parts.filter((part) => part.type === 'ACCESSORY');
  const locked = quotation.stockProposal !== null;
  const carDisabled = !editable || locked || busy;

  async function applyMoney() {
    const bonus = typedCents(bonusText, 0);
    const discount = typedCents(discountText, 0);
    if (Number.isNaN(bonus) || Number.isNaN(discount)) {
      setNotice({ kind: 'error', text: t('quotation.price.invalid') });
      return;
    }
    const next = { ...draft, bonus, discount };
    const [problem] = checkQuotationAdjustments(pricing, next, quotation.prices.maxDiscount);
    if (problem) {
      setNotice({ kind: 'error', text: userMessage(problem.error, problem.params) });
      return;
    }
    await persist(next);
  }

  function userMessage(code: string, params: Readonly<Record<string, string | number>> = {}): string {
    const filled = { ...params, ...(typeof params.limit === 'number' ? { limit: money(params.limit) } : {}) };
    const key = code.replace(/^quotation\./, 'quotation_') as Parameters<typeof message>[0];
    return message(key, locale, filled);
  }

  async function openStock() {
    setStock('loading');
    try {
      setStock(await factoryStock(quotation.id));
    } catch (error) {
      setStock(null);
      setNotice({ kind: 'error', text: userMessageOf(error) });
    }
  }

  async function pickUnit(unitId: string) {
    setBusy(true);
    try {
      await writes.settled();
      accept(await chooseStock(quotation.id, unitId));
      setStock(null);
    } catch (error) {
      setNotice({ kind: 'error', text: userMessageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function dropUnit() {
    setBusy(true);
    try {
      await writes.settled();
      accept(await discardStock(quotation.id));
      setNotice({ kind: 'info', text: t('quotation.stock.discarded') });
    } catch (error) {
      setNotice({ kind: 'error', text: userMessageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    setBusy(true);
    setSaveResult(null);
    setNotice(null);
    try {
      await writes.settled();
      const result = await saveQuotation(quotation.id);
      setSaveResult(result);
      setView((current) => ({ ...current, quotation: result.quotation }));
      onView({ ...view, quotation: result.quotation });
    } catch (error) {
      // A saved quotation is the CRM's code 002: said with its code, like the CRM's own answers.
      const already = error instanceof ApiError && error.code === 'quotation.already_saved';
      setNotice({
        kind: 'error',
        text: already
          ? t('quotation.save.failed', { code: '002', message: error.userMessage })
          : userMessageOf(error),
      });
    } finally {
      setBusy(false);
    }
  }

  const deliveryText = (delivery: string, days: number | null) =>
    delivery === 'READY_FOR_DELIVERY'
      ? t('quotation.stock.ready')
      : delivery === 'DELIVERY_IN_DAYS'
        ? t('quotation.stock.inDays', { days: days ?? 0 })
        : t('quotation.stock.undefined');

  const chosenNames = (type: 'ITEM' | 'ACCESSORY') =>
    draft.build.selected.filter((partId) => byId.get(partId)?.type === type);

  const previewContent = (): string => {
    const none = t('quotation.preview.none');
    switch (preview) {
      case 'myCar':
        return `${quotation.modelName} ${quotation.versionName} ${quotation.year}`;
      case 'initialPrice':
        return money(pricing.initialPrice);
      case 'color':
        return draft.build.colorId ? nameOf(draft.build.colorId) : none;
      case 'optionals':
        return chosenNames('ITEM').map(nameOf).join(', ') || none;
      case 'coating':
        return draft.build.coatingId ? nameOf(draft.build.coatingId) : none;
      case 'accessories':
        return (
          chosenNames('ACCESSORY')
            .map((partId) =>
              draft.arrangedAccessoryIds.includes(partId)
                ? `${nameOf(partId)} (${t('quotation.arranged')})`
                : nameOf(partId),
            )
            .join(', ') || none
        );
      case 'bonus':
        return money(draft.bonus);
      case 'discount':
        return money(draft.discount);
      case 'payment':
        return t(`quotation.payments.${draft.payment}`);
      case 'cashPayment':
        return money(pricing.cashPrice);
      case 'proposalValidity':
        return t('quotation.preview.validUntil', { date: formatDate(quotation.validUntil, locale) });
      case 'comments':
        return draft.comment || none;
      case 'serialItems':
        return version.serialItems.join(', ') || none;
      case 'versionEngineGearbox':
        return `${version.mvs.versionName} · ${version.mvs.engine} · ${version.mvs.gear}`;
    }
  };

  const pendingChanges =
    pending?.resolution.kind === 'ok' || pending?.resolution.kind === 'choice'
      ? pending.resolution.changes
      : [];

  return (
    <>
      <h1 id={headingId}>{t('quotation.title', { number: quotation.quotationNumber })}</h1>
      <p>
        {t('quotation.opportunity', { name: quotation.opportunityName })} ·{' '}
        {quotation.dealerName ?? quotation.dealerCode} ·{' '}
        <span
          className={`quotation-status quotation-status--${quotation.status.toLowerCase()}`}
          data-status={quotation.status}
        >
          {t(`quotation.status.${quotation.status}`)}
        </span>
      </p>
      {!editable ? <p role="status">{t('quotation.locked')}</p> : null}
      {notice ? (
        <p
          className={notice.kind === 'error' ? 'quotation-error' : 'quotation-info'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
      {impossible ? (
        <p className="quotation-error" role="alert">
          {impossible}
        </p>
      ) : null}
      {quotation.stockProposal ? (
        <div className="quotation-proposal" role="status">
          <p>
            {t('quotation.stock.proposal', {
              state: quotation.stockProposal.state,
              delivery: deliveryText(quotation.stockProposal.delivery, quotation.stockProposal.deliveryDays),
            })}
          </p>
          <p>{t('quotation.stock.locked')}</p>
          {editable ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void dropUnit()}
            >
              {t('quotation.stock.discard')}
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="quotation-layout">
        <div>
          <div role="tablist" aria-label={t('quotation.tabs.label')} className="quotation-tabs">
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`quotation-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`quotation-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                  const next =
                    TABS[
                      (TABS.indexOf(name) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length
                    ] ?? 'model';
                  setTab(next);
                  document.getElementById(`quotation-tab-${next}`)?.focus();
                }}
              >
                {t(`quotation.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`quotation-panel-${tab}`}
            aria-labelledby={`quotation-tab-${tab}`}
            className="quotation-panel"
          >
            {tab === 'model' ? (
              <>
                <p>
                  <strong>
                    {quotation.modelName} {quotation.versionName} {quotation.year}
                  </strong>{' '}
                  · {version.mvs.engine} · {version.mvs.gear}
                </p>
                {(['solid', 'metallic', 'pearly'] as const).map((paint) => {
                  const group = colors.filter((part) => (part.paint ?? 'solid') === paint);
                  if (group.length === 0) return null;
                  return (
                    <fieldset key={paint} className="quotation-fieldset">
                      <legend>{t(`quotation.paint.${paint}`)}</legend>
                      {group.map((part) => (
                        <label key={part.id} className="quotation-option">
                          <input
                            type="radio"
                            name="quotation-color"
                            checked={draft.build.colorId === part.id}
                            disabled={carDisabled}
                            onChange={() => resolve(resolveColor(model, car, part.id))}
                          />
                          <span
                            className="quotation-swatch"
                            style={{ background: part.colorValue ?? '#ccc' }}
                            aria-hidden="true"
                          />
                          {part.name} · {money(view.priceList.parts[part.code] ?? null)}
                        </label>
                      ))}
                    </fieldset>
                  );
                })}
                <label htmlFor={ids.payment}>{t('quotation.payment')}</label>
                <select
                  id={ids.payment}
                  value={draft.payment}
                  disabled={!editable}
                  onChange={(event) =>
                    void persist({
                      ...draft,
                      payment: event.target.value === 'FINANCING' ? 'FINANCING' : 'CASH',
                    })
                  }
                >
                  <option value="CASH">{t('quotation.payments.CASH')}</option>
                  <option value="FINANCING">{t('quotation.payments.FINANCING')}</option>
                </select>
                <label htmlFor={ids.validity}>{t('quotation.validityDays')}</label>
                <input
                  id={ids.validity}
                  type="number"
                  min={1}
                  max={90}
                  defaultValue={draft.validityDays}
                  disabled={!editable}
                  onBlur={(event) => {
                    const days = Math.round(Number(event.target.value));
                    if (days >= 1 && days <= 90 && days !== draft.validityDays)
                      void persist({ ...draft, validityDays: days });
                  }}
                />
              </>
            ) : null}
            {tab === 'optionals' ? (
              <fieldset className="quotation-fieldset">
                <legend>{t('quotation.tabs.optionals')}</legend>
                {optionals.map((part) => (
                  <label key={part.id} className="quotation-option">
                    <input
                      type="checkbox"
                      checked={draft.build.selected.includes(part.id)}
                      disabled={carDisabled}
                      onChange={(event) => toggle(part.id, event.target.checked)}
                    />
                    {part.name} · {money(view.priceList.parts[part.code] ?? null)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {tab === 'coating' ? (
              <fieldset className="quotation-fieldset">
                <legend>{t('quotation.tabs.coating')}</legend>
                {coatings.map((part) => (
                  <label key={part.id} className="quotation-option">
                    <input
                      type="radio"
                      name="quotation-coating"
                      checked={draft.build.coatingId === part.id}
                      disabled={carDisabled}
                      onChange={() => resolve(resolveCoating(model, car, part.id))}
                    />
                    {part.name} · {money(view.priceList.parts[part.code] ?? null)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {tab === 'accessories' ? (
              <fieldset className="quotation-fieldset">
                <legend>{t('quotation.tabs.accessories')}</legend>
                {accessories.map((part) => {
                  const on = draft.build.selected.includes(part.id);
                  return (
                    <div key={part.id} className="quotation-accessory">
                      <label className="quotation-option">
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={carDisabled}
                          onChange={(event) => toggle(part.id, event.target.checked)}
                        />
                        {part.name} · {money(view.priceList.parts[part.code] ?? null)}
                      </label>
                      {on ? (
                        <label className="quotation-option quotation-option--nested">
                          <input
                            type="checkbox"
                            checked={draft.arrangedAccessoryIds.includes(part.id)}
                            disabled={!editable}
                            onChange={(event) =>
                              void persist({
                                ...draft,
                                arrangedAccessoryIds: event.target.checked
                                  ? [...draft.arrangedAccessoryIds, part.id]
                                  : draft.arrangedAccessoryIds.filter((other) => other !== part.id),
                              })
                            }
                          />
                          {t('quotation.arranged')} ({part.name})
                        </label>
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
            ) : null}
            {tab === 'comment' ? (
              <>
                <label htmlFor={ids.comment}>{t('quotation.commentLabel')}</label>
                <textarea
                  id={ids.comment}
                  rows={4}
                  maxLength={2000}
                  defaultValue={draft.comment}
                  disabled={!editable}
                  onBlur={(event) => {
                    if (event.target.value !== draft.comment)
                      void persist({ ...draft, comment: event.target.value });
                  }}
                />
              </>
            ) : null}
          </div>

          <div
            role="tablist"
            aria-label={t('quotation.preview.label')}
            className="quotation-tabs quotation-tabs--preview"
          >
            {PREVIEW_TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`quotation-preview-${name}`}
                aria-selected={preview === name}
                aria-controls="quotation-preview-panel"
                tabIndex={preview === name ? 0 : -1}
                onClick={() => setPreview(name)}
              >
                {t(`quotation.preview.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id="quotation-preview-panel"
            aria-labelledby={`quotation-preview-${preview}`}
            className="quotation-panel"
          >
            <p>{previewContent()}</p>
          </div>
        </div>

        <aside className="quotation-summary" aria-labelledby="quotation-summary-title">
          <h2 id="quotation-summary-title">{t('quotation.summary.title')}</h2>
          <dl>
            <dt>{t('quotation.summary.initialPrice')}</dt>
            <dd data-testid="initial-price">{money(pricing.initialPrice)}</dd>
            {draft.changedPrice !== null ? (
              <>
                <dt>{t('quotation.summary.changedPrice')}</dt>
                <dd data-testid="changed-price">{money(draft.changedPrice)}</dd>
              </>
            ) : null}
            {pricing.arrangedAccessoriesTotal ? (
              <>
                <dt>{t('quotation.summary.arranged')}</dt>
                <dd>{money(pricing.arrangedAccessoriesTotal)}</dd>
              </>
            ) : null}
            <dt>{t('quotation.summary.cash')}</dt>
            <dd data-testid="cash-price" aria-live="polite">
              {money(pricing.cashPrice)}
            </dd>
          </dl>
          {editable ? (
            <div className="quotation-money">
              <label htmlFor={ids.bonus}>{t('quotation.bonus')}</label>
              <MoneyInput
                id={ids.bonus}
                value={bonusText}
                onChange={(event) => setBonusText(event.target.value)}
              />
              <label htmlFor={ids.discount}>{t('quotation.discount')}</label>
              <MoneyInput
                id={ids.discount}
                value={discountText}
                onChange={(event) => setDiscountText(event.target.value)}
              />
              {quotation.prices.maxDiscount !== null ? (
                <p className="quotation-hint">
                  {t('quotation.summary.maxDiscount', { amount: money(quotation.prices.maxDiscount) })}
                </p>
              ) : null}
              <button type="button" className="button button--secondary" onClick={() => void applyMoney()}>
                {t('quotation.apply')}
              </button>
            </div>
          ) : null}
          <div className="quotation-actions">
            {editable ? (
              <>
                <button type="button" className="button button--secondary" onClick={() => setPriceOpen(true)}>
                  {t('quotation.price.change')}
                </button>
                {draft.changedPrice !== null ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void persist({ ...draft, changedPrice: null })}
                  >
                    {t('quotation.price.undo')}
                  </button>
                ) : null}
                <button type="button" className="button button--secondary" onClick={() => void openStock()}>
                  {t('quotation.stock.open')}
                </button>
              </>
            ) : null}
            {quotation.status !== 'SENDING' ? (
              <button type="button" className="button" disabled={busy} onClick={() => void save()}>
                {busy ? t('quotation.save.saving') : t('quotation.save.button')}
              </button>
            ) : null}
            <a className="button button--secondary" href={quotationPdfHref(quotation.id, locale)}>
              {t('quotation.pdf')}
            </a>
          </div>
          {saveResult ? (
            <p
              className={saveResult.outcome === 'FAILED' ? 'quotation-error' : 'quotation-info'}
              role={saveResult.outcome === 'FAILED' ? 'alert' : 'status'}
              data-code={saveResult.code ?? ''}
            >
              {saveResult.outcome === 'SAVED'
                ? t('quotation.save.saved', { crmId: saveResult.quotation.crmId ?? '' })
                : saveResult.outcome === 'FAILED'
                  ? t('quotation.save.failed', {
                      code: saveResult.code ?? '',
                      message: saveResult.message ?? '',
                    })
                  : t('quotation.save.pending')}
            </p>
          ) : null}
        </aside>
      </div>

      {pending ? (
        <ConflictsDialog
          resolution={pending.resolution}
          changes={pendingChanges}
          nameOf={nameOf}
          onChoose={(optionId) => {
            if (pending.resolution.kind !== 'choice') return;
            const next = applyChoice(model, pending.resolution, optionId);
            if (next.kind === 'impossible') {
              setPending(null);
              setImpossible(t('quotation.conflicts.impossible'));
            } else setPending({ ...pending, resolution: next });
          }}
          onConfirm={() => {
            if (pending.resolution.kind === 'ok') commit(pending.resolution.next);
            setPending(null);
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {priceOpen ? (
        <PriceDialog
          initialPrice={pricing.initialPrice}
          money={money}
          onCancel={() => setPriceOpen(false)}
          onConfirm={async (changedPrice) => {
            setPriceOpen(false);
            await persist({ ...draft, changedPrice });
          }}
        />
      ) : null}
      {stock !== null ? (
        <QuotationModal
          title={t('quotation.stock.title')}
          onClose={() => setStock(null)}
          footer={
            <button type="button" className="button button--secondary" onClick={() => setStock(null)}>
              {t('quotation.price.cancel')}
            </button>
          }
        >
          {stock === 'loading' ? <p role="status">{t('quotation.stock.loading')}</p> : null}
          {stock !== 'loading' && stock.unavailable ? (
            <p role="alert">{t('quotation.stock.unavailable')}</p>
          ) : null}
          {stock !== 'loading' && !stock.unavailable && stock.items.length === 0 ? (
            <EmptyState compact>{t('quotation.stock.none')}</EmptyState>
          ) : null}
          {stock !== 'loading' ? (
            <ul className="quotation-stock">
              {stock.items.map((unit) => (
                <li key={unit.unitId}>
                  <span>
                    {t('quotation.stock.unit', { state: unit.state, quantity: unit.quantity })} ·{' '}
                    {deliveryText(unit.delivery, unit.deliveryDays)}
                    {unit.sameState ? ` · ${t('quotation.stock.sameState')}` : ''}
                  </span>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={`${t('quotation.stock.choose')}: ${unit.state}`}
                    onClick={() => void pickUnit(unit.unitId)}
                  >
                    {t('quotation.stock.choose')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </QuotationModal>
      ) : null}
    </>
  );
}

function ConflictsDialog({
  resolution,
  changes,
  nameOf,
  onChoose,
  onConfirm,
  onCancel,
}: {
  resolution: Resolution;
  changes: readonly Change[];
  nameOf: (partId: PartId) => string;
  onChoose: (optionId: PartId) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <QuotationModal
      title={t('quotation.conflicts.title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('quotation.conflicts.cancel')}
          </button>
          <button type="button" className="button" disabled={resolution.kind !== 'ok'} onClick={onConfirm}>
            {t('quotation.conflicts.confirm')}
          </button>
        </>
      }
    >
      <ul className="quotation-changes">
        {changes.map((change, index) => (
          <li key={index}>{changeText(change, nameOf, t)}</li>
        ))}
      </ul>
      {resolution.kind === 'choice' ? (
        <fieldset className="quotation-fieldset">
          <legend>{t('quotation.conflicts.choose')}</legend>
          {resolution.pendingGroup.options.map((optionId) => (
            <label key={optionId} className="quotation-option">
              <input type="radio" name="quotation-choice" onChange={() => onChoose(optionId)} />
              {nameOf(optionId)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </QuotationModal>
  );
}

function PriceDialog({
  initialPrice,
  money,
  onConfirm,
  onCancel,
}: {
  initialPrice: number | null;
  money: (cents: number | null) => string;
  onConfirm: (changedPrice: number) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const cents = typedCents(text, Number.NaN);
    if (Number.isNaN(cents)) {
      setProblem(t('quotation.price.invalid'));
      return;
    }
    // The spec's rule, checked here as the server checks it: above the initial price only.
    const [failed] = checkQuotationAdjustments(
      { initialPrice },
      { changedPrice: cents, bonus: 0, discount: 0, arrangedAccessoryIds: [] },
      null,
    );
    if (failed) {
      setProblem(message('quotation_price_not_greater', locale));
      return;
    }
    void onConfirm(cents);
  };
  return (
    <QuotationModal
      title={t('quotation.price.title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('quotation.price.cancel')}
          </button>
          <button type="button" className="button" onClick={confirm}>
            {t('quotation.price.confirm')}
          </button>
        </>
      }
    >
      <p id={`${inputId}-hint`}>{t('quotation.price.hint', { initial: money(initialPrice) })}</p>
      <label htmlFor={inputId}>{t('quotation.price.newPrice')}</label>
      <MoneyInput
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') confirm();
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
      />
      {problem ? (
        <p className="quotation-error" id={`${inputId}-error`} role="alert">
          {problem}
        </p>
      ) : null}
    </QuotationModal>
  );
}
