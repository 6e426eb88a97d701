import type { SharedBuild, VersionSummary } from '@autohub/contract';
import { MARKETS } from '@autohub/domain';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LocationSelector } from '../../components/location-selector/location-selector';
import {
  priceStateOf,
  readLocation,
  saveLocation,
  useBuyerLocation,
} from '../../components/location-selector/location-store';
import { ModelMissing } from '../../components/model-missing/lazy-model-missing';
import { Skeleton } from '../../components/ui/skeleton';
import { WhatsappEntry } from '../../components/whatsapp-entry/whatsapp-entry';
import { userMessageOf } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { laterPart } from '../../lib/page/later-part';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useHydrated } from '../../lib/page/use-hydrated';
import { useQueries, useQuery } from '../../lib/query/query';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { SAME_SCREEN } from '../../lib/routing/same-screen';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { isModelMissing } from '../../lib/catalogue/catalogue.api';
import { BUILDER_PATH, configuratorVersionQuery, modelDetailQuery, versionPriceQuery } from './builder.api';
import { isBuilderStep, STEP_TITLE_ID, type BuilderStep } from './builder-step';
import { BuilderStepper, stepSearch } from './builder-stepper';
import {
  carFromSharedBuild,
  restoreCurrentCar,
  saveCurrentCar,
  sharedBuildLocation,
} from './builder-storage';
import type { VersionBuilderProps } from './version-builder';
import { VersionStep } from './version-step';

/**
 * A model in the builder: the version step, then the build of the chosen version. With `shared`
 * (a shared build's address), the build opens at the resume step, priced at the build's state
 * while the buyer has no location kept, the same on the server and in the browser.
 */
export function ModelBuilder({ modelCode, shared }: { modelCode: string; shared?: SharedBuild }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  // The shared build's car and location, kept once the address has become the model's.
  const [opened] = useState(() =>
    shared
      ? {
          car: carFromSharedBuild(shared, { countryCode: shared.build.country }),
          at: sharedBuildLocation(shared, settings.country),
        }
      : null,
  );
  const kept = useBuyerLocation(settings.country);
  // The build's state once kept as the buyer's location is the same location: the same object, so
  // the build is not drawn again for it.
  const location =
    kept && opened?.at && JSON.stringify(kept) === JSON.stringify(opened.at)
      ? opened.at
      : (kept ?? opened?.at ?? null);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const detail = useQuery(modelDetailQuery(brand, settings.country, modelCode));
  // Read once in the browser (after hydration of a server-rendered page): the saved car of this
  // model, if the stored-car rules let it be resumed; or the shared build opened here.
  const hydrated = useHydrated();
  const restored = useMemo(() => {
    if (opened) return opened.car;
    if (!hydrated) return null;
    const car = restoreCurrentCar(brand);
    return car?.mvs?.modelCode === modelCode ? car : null;
  }, [opened, hydrated, brand, modelCode]);
  const [picked, setChosen] = useState<{ code: string; year: number | undefined } | null>(null);
  const chosen = picked ?? (restored?.mvs ? { code: restored.mvs.code, year: restored.mvs.year } : null);
  const stepParam = search.get('step') ?? (shared ? 'resume' : null);
  const step: BuilderStep = chosen && isBuilderStep(stepParam) ? stepParam : 'version';
  const state = location ? priceStateOf(location) : null;
  const versions = detail.data?.versions ?? [];
  const versionPrices = useQueries({
    queries: versions.map((v) => ({
      ...versionPriceQuery(v.mvs.code, v.mvs.year, settings.country, state ?? ''),
      enabled: state !== null,
    })),
  });
  const pricesByCode = new Map<string, number | null | undefined>(
    versions.map((v, i) => [v.mvs.code, state === null ? undefined : versionPrices[i]?.data?.price]),
  );
  // An address of a model the brand does not sell here: its page says so, in its title too.
  const missing = isModelMissing(detail.error);
  useDocumentTitle(
    missing
      ? t('builder.modelMissingTitle')
      : t('builder.documentTitleModel', {
          model: detail.data?.model.name ?? modelCode,
          brand: settings.brandName,
        }),
  );

  // Once hydrated, the shared build becomes the current car (as if saved on this device) and its
  // state the buyer's location when they have none kept (read from the cookie: while hydrating, the
  // hook still gives the server's answer).
  const saved = useRef(false);
  useEffect(() => {
    if (!shared || saved.current) return;
    saved.current = true;
    const kept = readLocation(settings.country);
    if (!kept && opened?.at) saveLocation(opened.at);
    saveCurrentCar(carFromSharedBuild(shared, kept ?? opened?.at ?? { countryCode: shared.build.country }));
  }, [shared, opened, settings.country]);
  // Once the build itself has hydrated (its chunk comes after the page's), the address becomes the
  // model's at the same step, where the router renders this same element, so nothing on screen
  // changes. Earlier, the new address would reach the build before it hydrated and draw it again.
  const showModelAddress = useCallback(() => {
    void navigate(`${brandPath(locale, brand, `${BUILDER_PATH}/${modelCode}`)}${stepSearch('', step)}`, {
      replace: true,
      // Focus, announcement and scroll stay where they are (lib/routing/same-screen.ts).
      state: SAME_SCREEN,
    });
  }, [navigate, locale, brand, modelCode, step]);

  // Each step is an address in the browser's history, so Back and Forward walk the steps; only
  // the builder's own corrections (a forced colour change, a resume not yet reachable) replace it.
  const goTo = useCallback(
    (next: BuilderStep, options: { replace?: boolean } = {}) =>
      void navigate({ search: stepSearch(search.toString(), next) }, { replace: options.replace ?? false }),
    [navigate, search],
  );
  const chooseVersion = (version: VersionSummary) => {
    preloadBuild();
    if (chosen?.code !== version.mvs.code) setChosen({ code: version.mvs.code, year: version.mvs.year });
    goTo('optionals');
  };
  const money = { locale, currency: settings.currency };
  const preloadBuild = () => void VersionBuilder.preload();

  const versionStep = (
    // Heading for a version is the moment to fetch the build's chunk.
    <section aria-labelledby={STEP_TITLE_ID} onPointerEnter={preloadBuild} onFocus={preloadBuild}>
      <h2 id={STEP_TITLE_ID} tabIndex={-1}>
        {t('builder.steps.version')}
      </h2>
      {versions.length >= 2 ? (
        <p>
          <AppLink
            to={`${brandPath(locale, brand, `compare/${modelCode}`)}?versions=${versions
              .slice(0, 3)
              .map((v) => v.mvs.code)
              .join(',')}`}
          >
            {t('builder.compareVersions')}
          </AppLink>
        </p>
      ) : null}
      {detail.isPending ? <Skeleton variant="lines" count={3} label={t('app.loading')} /> : null}
      {detail.isError ? <p role="alert">{userMessageOf(detail.error)}</p> : null}
      {detail.data ? (
        <VersionStep
          versions={versions}
          model={detail.data.model}
          chosen={chosen?.code ?? null}
          prices={pricesByCode}
          onChoose={chooseVersion}
          money={money}
        />
      ) : null}
    </section>
  );

  // A model not sold here: a page that says so and leads to those the brand does sell.
  if (missing) return <ModelMissing className="builder" />;

  return (
    <div className="builder">
      <p className="builder-back">
        <AppLink to={brandPath(locale, brand, 'builder')}>{t('builder.allModels')}</AppLink>
      </p>
      <h1>{detail.data?.model.name ?? t('builder.titleShort')}</h1>
      <WhatsappEntry model={modelCode} modelName={detail.data?.model.shortName} />
      <LocationSelector layout="BOX" country={settings.country} assumed={opened?.at} />
      {chosen ? (
        <VersionLoader
          key={chosen.code}
          mvsCode={chosen.code}
          year={chosen.year}
          restored={restored?.mvs?.code === chosen.code ? restored : null}
          step={step}
          goTo={goTo}
          location={location}
          versionStep={step === 'version' ? versionStep : null}
          onShown={shared ? showModelAddress : undefined}
        />
      ) : (
        <>
          <BuilderStepper current="version" isOpen={(s) => s === 'version'} />
          {versionStep}
        </>
      )}
    </div>
  );
}

// The build of a version (its steps, the conflict engine, the summary, the print sheet) is a chunk
// of its own: the model's page needs it only once a version is chosen. It starts loading when the
// buyer heads for a version or one is chosen; a server-rendered build (a shared one) keeps the
// server's HTML until it has arrived and hydrated.
const VersionBuilder = laterPart(
  () => import('./version-builder').then((m) => m.VersionBuilder),
  <VersionPending />,
);

function VersionPending() {
  const { t } = useTranslation();
  return <Skeleton variant="page" count={4} label={t('app.loading')} />;
}

// Memoised: the page around it renders again (its version prices arriving, the hydrated page's
// stored choices) without redrawing the build when nothing the build shows changed.
const VersionLoader = memo(function VersionLoader(
  props: VersionBuilderProps & { mvsCode: string; year: number | undefined },
) {
  const { brand, locale } = useBrandLocale();
  const version = useQuery(
    configuratorVersionQuery(brand, props.mvsCode, props.year, MARKETS[locale].country),
  );
  // The chunk loads while the version's data does (a restored car opens here without a choice).
  useEffect(() => void VersionBuilder.preload(), []);
  if (version.isError) return <p role="alert">{userMessageOf(version.error)}</p>;
  if (!version.data) return <VersionPending />;
  return <VersionBuilder {...props} version={version.data} />;
});
