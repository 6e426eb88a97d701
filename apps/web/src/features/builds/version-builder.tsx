import type { ConfiguratorVersion } from '@autohub/contract';
import {
  checkState,
  createEmptyCar,
  isBuildComplete,
  priceBuild,
  toCarState,
  withBuild,
  type BuildModel,
  type CurrentCar,
} from '@autohub/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CarPicture, type CarView } from '../../components/car-imagery/car-picture';
import { Skeleton } from '../../components/ui/skeleton';
import { priceStateOf, type BuyerLocation } from '../../components/location-selector/location-store';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePopups } from '../../lib/popups/popup-context';
import { useQuery } from '../../lib/query/query';
import { laterPart } from '../../lib/page/later-part';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { batchPricesQuery } from './builder.api';
import { BUILDER_PRICE_SOURCE, priceListOf } from './builder-pricing';
import { BUILDER_STEPS, STEP_TITLE_ID, type BuilderStep } from './builder-step';
import { BuilderStepper } from './builder-stepper';
import { saveCurrentCar } from './builder-storage';
import { buildImageLink } from './car-image-link';
import { PreviewTabs, type PreviewTabsProps } from './preview-tabs';
import { PriceText } from './price-text';
import { PrintSheet } from './print-sheet';
import { ResumeActions } from './resume-actions';
import { TotalsPanel } from './totals-panel';
import { useBuilder } from './use-builder';
import { loadBuildEngine, useBuildEngine } from './build-engine';
import { RecordVisited } from './use-record-visited';

function StepLoading() {
  const { t } = useTranslation();
  return <Skeleton variant="lines" count={4} label={t('app.loading')} />;
}

/**
 * The choice steps' lists (optionals, accessories, colour, coating, services), one chunk for the
 * four steps, and the conflicts modal their choices can open, a chunk of its own: neither is in the
 * script of a shared build, which opens at its summary. Fetched as soon as a choice step is on screen, or when the person heads for the
 * steps from the summary.
 */
const stepsChunk = () => Promise.all([import('./builder-steps'), loadBuildEngine()]).then(([steps]) => steps);
const PartsStep = laterPart(() => stepsChunk().then((m) => m.PartsStep), <StepLoading />);
const ColorStep = laterPart(() => stepsChunk().then((m) => m.ColorStep), <StepLoading />);
const CoatingStep = laterPart(() => stepsChunk().then((m) => m.CoatingStep), <StepLoading />);
const ServicesStep = laterPart(() => stepsChunk().then((m) => m.ServicesStep), <StepLoading />);
const ConflictsModal = laterPart(
  () => Promise.all([import('./conflicts-modal'), loadBuildEngine()]).then(([m]) => m.ConflictsModal),
  null,
);

function preloadChoiceSteps() {
  for (const part of [PartsStep, ColorStep, CoatingStep, ServicesStep, ConflictsModal]) void part.preload();
}

/** Optionals that show on the drawing: a sunroof and roof bars, by their names in both languages. */
const SUNROOF = /teto solar|sunroof|techo (solar|corredizo)|panor[aâá]mic/i;
const ROOF_RACK = /rack|barras? de teto|barras? de techo|bagageiro|portaequipaje/i;

function locationLabel(location: BuyerLocation | null): string | null {
  if (!location) return null;
  const state = location.stateName ?? location.stateCode;
  return location.cityName ? `${location.cityName}, ${state}` : state;
}

/** What the builder of one version needs from the page around it. */
export interface VersionBuilderProps {
  restored: CurrentCar | null;
  step: BuilderStep;
  goTo: (step: BuilderStep, options?: { replace?: boolean }) => void;
  location: BuyerLocation | null;
  versionStep: ReactNode;
  /** Called once the build is on screen (hydrated, on a server-rendered page). */
  onShown?: (() => void) | undefined;
}

export function VersionBuilder({
  version,
  restored,
  step,
  goTo,
  location,
  versionStep,
  onShown,
}: VersionBuilderProps & { version: ConfiguratorVersion }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const popups = usePopups();
  const model: BuildModel = useMemo(
    () => ({ parts: version.parts, groups: version.groups, services: version.services }),
    [version],
  );
  // A restored build that today's catalogue still accepts (a shared build among them) is shown as
  // it is; a new build, or one the catalogue no longer accepts, starts from the version's defaults,
  // which the conflict engine works out (its chunk is fetched first).
  const [saved] = useState(() => {
    if (!restored) return null;
    const car = toCarState(restored);
    return checkState(model, car).length === 0 ? car : null;
  });
  const engine = useBuildEngine(saved === null);
  const [start] = useState(() => {
    if (saved) return { car: saved, dropped: false };
    if (!engine) throw new Error('A new build renders once the conflict engine is loaded');
    const defaults = { colorId: version.defaultColorId, coatingId: version.defaultCoatingId };
    // Today's catalogue may differ from the day the car was saved: such a build starts again.
    return { car: engine.initialCarState(model, defaults), dropped: restored !== null };
  });
  const builder = useBuilder(model, start.car);
  const { car } = builder;
  const { notice } = builder.state;
  const state = location ? priceStateOf(location) : null;
  const batch = useQuery({
    ...batchPricesQuery(version.mvs.code, version.mvs.year, settings.country, state ?? ''),
    enabled: state !== null,
  });
  const priceList = useMemo(
    () => (batch.data ? priceListOf(batch.data, model, car) : null),
    [batch.data, model, car],
  );
  const totals = useMemo(
    () => (batch.data ? priceBuild(model, car, batch.data, BUILDER_PRICE_SOURCE) : null),
    [batch.data, model, car],
  );
  const byId = useMemo(() => new Map(version.parts.map((p) => [p.id, p])), [version]);
  const nameOf = (id: string) => byId.get(id)?.name ?? id;
  const complete = isBuildComplete(model, car);

  useEffect(() => onShown?.(), [onShown]);

  // Each step change moves the focus to the new step's heading (in view), so a keyboard or screen
  // reader user lands where the step begins; so does a version just chosen, whose list is gone. A
  // car restored or a shared build opened keeps the focus where the page left it.
  const shownStep = useRef<BuilderStep | null>(restored ? step : null);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(STEP_TITLE_ID)?.focus();
  }, [step]);

  // Any step but the summary is one step from a choice step: their code comes now.
  useEffect(() => {
    if (step !== 'resume') preloadChoiceSteps();
  }, [step]);

  useEffect(() => {
    if (start.dropped) popups.toast(t('builder.savedOutdated'), { kind: 'info' });
  }, [start.dropped, popups, t]);

  // The current car is saved on every change (spec §4), with the prices it has now.
  const loadedFromLocalStorage = restored !== null;
  useEffect(() => {
    const base: CurrentCar = {
      ...createEmptyCar(brand),
      mvs: version.mvs,
      groupedMvs: version.groupedMvs,
      location,
      loadedFromLocalStorage,
      isReady: true,
    };
    saveCurrentCar(withBuild(base, model, car, priceList));
  }, [brand, version, model, car, priceList, location, loadedFromLocalStorage]);

  // A forced colour change sends the buyer to the colour step (spec §4).
  useEffect(() => {
    if (notice?.kind === 'color-change' && step !== 'color') goTo('color', { replace: true });
  }, [notice, step, goTo]);

  // The resume step needs a finished build; a deep link to it opens the colour step instead.
  useEffect(() => {
    if (step === 'resume' && !complete) goTo('color', { replace: true });
  }, [step, complete, goTo]);

  const color = car.colorId ? byId.get(car.colorId) : undefined;
  const partCodes = car.selected.flatMap((id) => {
    const code = byId.get(id)?.code;
    return code ? [code] : [];
  });
  const picture = (size: 'square' | 'thumb') => (
    <CarPicture
      brand={brand}
      category={version.model.category}
      dimensions={version.datasheet.dimensions}
      signature={version.model.signature}
      className="car-silhouette"
      color={color?.colorValue ?? ''}
      roofColor={color?.secondaryColorValue}
      rendition={size}
      label={t('builder.pictureLabel', {
        model: version.mvs.modelName,
        version: version.mvs.versionName,
        color: color?.name ?? t('builder.noColorYet'),
      })}
    />
  );
  // The stage: the car as chosen so far, large, from the angle of the step (inside for the coating).
  const chosenNames = car.selected.map((id) => byId.get(id)?.name ?? '').join(' ');
  const coating = car.coatingId ? byId.get(car.coatingId) : undefined;
  const stageView: CarView = step === 'coating' ? 'interior' : 'front34';
  const stage = (
    <figure className="builder-stage" data-view={stageView}>
      <CarPicture
        brand={brand}
        category={version.model.category}
        dimensions={version.datasheet.dimensions}
        signature={version.model.signature}
        color={color?.colorValue ?? ''}
        roofColor={color?.secondaryColorValue}
        coatingColor={coating?.colorValue}
        view={stageView}
        sunroof={SUNROOF.test(chosenNames)}
        roofRack={ROOF_RACK.test(chosenNames)}
        className="builder-stage__car"
        label={t('builder.pictureLabel', {
          model: version.mvs.modelName,
          version: version.mvs.versionName,
          color: color?.name ?? t('builder.noColorYet'),
        })}
      />
      <figcaption className="builder-stage__caption">
        <strong>{version.mvs.modelName}</strong> {version.mvs.versionName}
        <span className="builder-muted">
          {' · '}
          {color?.name ?? t('builder.noColorYet')}
          {coating ? ` · ${coating.name}` : ''}
        </span>
      </figcaption>
    </figure>
  );
  const money = { locale, currency: settings.currency };
  const items = version.parts.filter((p) => p.type === 'ITEM');
  const accessories = version.parts.filter((p) => p.type === 'ACCESSORY');
  const stepIndex = BUILDER_STEPS.indexOf(step);
  const next = BUILDER_STEPS[stepIndex + 1];
  const previous = BUILDER_STEPS[stepIndex - 1];
  const isOpen = (s: BuilderStep) => s !== 'resume' || complete;
  const locationName = locationLabel(location);
  const priceOf = (code: string) => (priceList ? (priceList.parts[code] ?? null) : undefined);

  let body: ReactNode;
  switch (step) {
    case 'version':
      body = versionStep;
      break;
    case 'optionals':
    case 'accessories':
      body = (
        <PartsStep
          parts={step === 'optionals' ? items : accessories}
          car={car}
          prices={priceList}
          onToggle={builder.togglePart}
          money={money}
          emptyText={t(step === 'optionals' ? 'builder.noOptionals' : 'builder.noAccessories')}
        />
      );
      break;
    case 'color':
      body = (
        <ColorStep model={model} car={car} prices={priceList} onPick={builder.pickColor} money={money} />
      );
      break;
    case 'coating':
      body = (
        <CoatingStep model={model} car={car} prices={priceList} onPick={builder.pickCoating} money={money} />
      );
      break;
    case 'services':
      body = (
        <ServicesStep
          services={version.services}
          car={car}
          prices={priceList}
          onSet={builder.setService}
          money={money}
        />
      );
      break;
    case 'resume': {
      // The tabs on screen and the sheet on paper show the same build.
      const shown: PreviewTabsProps = {
        version,
        car,
        totals,
        priceOf,
        locale,
        currency: settings.currency,
        picture: picture('square'),
        locationName,
      };
      body = (
        <>
          <PreviewTabs {...shown} />
          <PrintSheet
            {...shown}
            servicePriceOf={(id) => (priceList ? (priceList.services?.[id] ?? null) : undefined)}
          />
          <ResumeActions
            version={version}
            car={car}
            location={location}
            largePictureHref={buildImageLink(version, color?.code)}
            colorName={color?.name}
          />
        </>
      );
      break;
    }
  }

  return (
    <>
      <BuilderStepper current={step} isOpen={isOpen} onHeadingForStep={preloadChoiceSteps} />
      <RecordVisited
        brand={brand}
        version={version}
        car={car}
        colorCode={color?.code}
        partCodes={partCodes}
        total={totals?.total}
        active={step === 'resume' && complete}
      />
      {notice ? (
        <div className={`builder-notice builder-notice--${notice.kind}`} role="alert">
          <p>
            {notice.kind === 'color-change'
              ? t('builder.colorChangeNotice', {
                  color: nameOf(notice.from),
                  cause: notice.cause ? nameOf(notice.cause) : '',
                })
              : t('builder.impossibleNotice', {
                  part: notice.partId ? nameOf(notice.partId) : '',
                  conflicting: (notice.conflicting ?? []).map(nameOf).join(', '),
                })}
          </p>
          <button type="button" className="button button--secondary" onClick={builder.dismissNotice}>
            {t('actions.dismiss')}
          </button>
        </div>
      ) : null}
      <div className="builder-layout">
        <div className="builder-main">
          {stage}
          {step === 'version' ? (
            body
          ) : (
            <section aria-labelledby={STEP_TITLE_ID}>
              <h2 id={STEP_TITLE_ID} tabIndex={-1}>
                {t(`builder.steps.${step}`)}
              </h2>
              {body}
            </section>
          )}
          <div className="builder-nav" onPointerEnter={preloadChoiceSteps} onFocus={preloadChoiceSteps}>
            {previous ? (
              <button type="button" className="button button--secondary" onClick={() => goTo(previous)}>
                {t('builder.previous')}
              </button>
            ) : null}
            {next && isOpen(next) ? (
              <button
                type="button"
                className="button builder-nav__next"
                onClick={() => goTo(next)}
                data-next={next}
              >
                {t('builder.next', { step: t(`builder.steps.${next}`) })}
              </button>
            ) : null}
            {next === 'resume' && !complete ? (
              <p className="builder-muted">{t('builder.pickColorFirst')}</p>
            ) : null}
          </div>
        </div>
        <aside className="builder-aside" aria-label={t('builder.summary')}>
          <p className="builder-aside__name">
            <strong>{version.mvs.modelName}</strong> {version.mvs.versionName}
            <br />
            <span className="builder-muted">
              {color?.name ?? t('builder.noColorYet')}
              {car.coatingId ? ` · ${nameOf(car.coatingId)}` : ''}
            </span>
          </p>
          {car.selected.length > 0 || car.services.length > 0 ? (
            <ul className="builder-lines builder-aside__parts">
              {car.selected.map((id) => (
                <li key={id}>{nameOf(id)}</li>
              ))}
              {car.services.map((id) => (
                <li key={id}>{version.services.find((s) => s.id === id)?.name ?? id}</li>
              ))}
            </ul>
          ) : null}
          <TotalsPanel
            totals={totals}
            locale={locale}
            currency={settings.currency}
            locationName={locationName}
          />
          {batch.data?.unavailable ? <p role="status">{t('builder.pricesUnavailable')}</p> : null}
        </aside>
      </div>
      {/* On a phone the summary sits below the steps: the bar keeps the total and the next action in reach. */}
      <section className="builder-bar" aria-label={t('builder.bar.label')}>
        <p className="builder-bar__total">
          <span className="builder-muted">{t('builder.bar.total')}</span>{' '}
          {totals ? (
            <strong>
              <PriceText cents={totals.total} {...money} />
            </strong>
          ) : (
            <span className="builder-bar__hint">{t('builder.chooseLocationForPrices')}</span>
          )}
        </p>
        {next && isOpen(next) ? (
          <button type="button" className="button" onClick={() => goTo(next)}>
            {t('builder.next', { step: t(`builder.steps.${next}`) })}
          </button>
        ) : step === 'resume' ? (
          <a className="button" href="#builder-next-steps">
            {t('builder.bar.nextSteps')}
          </a>
        ) : null}
      </section>
      {builder.state.pending ? (
        <ConflictsModal
          pending={builder.state.pending}
          nameOf={nameOf}
          groupLabelOf={(id) => version.groups.find((g) => g.id === id)?.label}
          previewChoice={builder.previewChoice}
          onChoose={builder.choose}
          onConfirm={builder.confirm}
          onCancel={builder.cancel}
        />
      ) : null}
    </>
  );
}
