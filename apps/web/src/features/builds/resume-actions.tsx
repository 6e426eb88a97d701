import type { ConfiguratorVersion, SharedBuild } from '@autohub/contract';
import type { CarState } from '@autohub/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { BuyerLocation } from '../../components/location-selector/location-store';
import { userMessageOf } from '../../lib/api/api-client';
import { usePopups } from '../../lib/popups/popup-context';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { createSharedBuild } from './builder.api';
import { BUILDER_PRICE_SOURCE } from './builder-pricing';

/** Share (short link), print (summary only) and download (the api's PDF) of a finished build. */
export function ResumeActions({
  version,
  car,
  location,
  largePictureHref,
  colorName,
}: {
  version: ConfiguratorVersion;
  car: CarState;
  location: BuyerLocation | null;
  largePictureHref: string | null;
  colorName?: string | undefined;
}) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const popups = usePopups();
  const linkId = useId();
  const [shared, setShared] = useState<{ key: string; build: SharedBuild } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = JSON.stringify([version.mvs.code, car, location?.isoCode]);
  const current = shared?.key === key ? shared.build : null;

  const share = async (): Promise<SharedBuild | null> => {
    if (current) return current;
    if (!location || !car.colorId) return null;
    setBusy(true);
    try {
      const build = await createSharedBuild({
        brand,
        locale,
        country: location.countryCode,
        state: location.isoCode,
        mvsCode: version.mvs.code,
        year: version.mvs.year,
        colorId: car.colorId,
        coatingId: car.coatingId,
        selected: [...car.selected],
        services: [...car.services],
        priceSource: BUILDER_PRICE_SOURCE,
      });
      setShared({ key, build });
      return build;
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const url = current ? new URL(current.path, window.location.origin).toString() : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      popups.toast(t('builder.share.copied'), { kind: 'success' });
    } catch {
      popups.toast(t('builder.share.copyFailed'), { kind: 'error' });
    }
  };
  const download = async () => {
    const build = await share();
    if (build) window.location.assign(build.pdfPath);
  };

  // The car travels to the lead and purchase forms in the query.
  const carQuery = new URLSearchParams({
    model: version.mvs.modelCode,
    modelName: version.mvs.modelName,
    version: version.mvs.versionName,
    mvs: version.mvs.code,
    year: String(version.mvs.year),
    origin: 'builder',
    ...(colorName ? { color: colorName } : {}),
  }).toString();

  // The reservation showcase lists the cars the dealers hold for this version, its colour first.
  const colorCode = version.parts.find((part) => part.id === car.colorId)?.code;
  const reserveQuery = new URLSearchParams({
    mvs: version.mvs.code,
    year: String(version.mvs.year),
    ...(colorCode ? { color: colorCode } : {}),
    ...(location ? { state: location.isoCode } : {}),
  }).toString();

  return (
    <>
      <nav className="builder-actions" id="builder-next-steps" aria-labelledby={`${linkId}-next`}>
        <h3 id={`${linkId}-next`}>{t('builder.nextSteps.title')}</h3>
        <div className="builder-actions__buttons">
          <AppLink className="button" to={`${brandPath(locale, brand, 'reservation')}?${reserveQuery}`}>
            {t('builder.reserveOnline')}
          </AppLink>
          <AppLink className="button" to={`${brandPath(locale, brand, 'purchase')}?${carQuery}`}>
            {t('builder.nextSteps.purchase')}
          </AppLink>
          <AppLink
            className="button button--secondary"
            to={`${brandPath(locale, brand, 'lead')}?${carQuery}`}
          >
            {t('builder.nextSteps.lead')}
          </AppLink>
        </div>
      </nav>
      <section className="builder-actions" aria-labelledby={`${linkId}-title`}>
        <h3 id={`${linkId}-title`}>{t('builder.share.title')}</h3>
        {location ? null : <p>{t('builder.share.needsLocation')}</p>}
        <div className="builder-actions__buttons">
          <button type="button" className="button" disabled={busy || !location} onClick={() => void share()}>
            {t('builder.share.create')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t('builder.share.print')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || !location}
            onClick={() => void download()}
          >
            {t('builder.share.download')}
          </button>
          {largePictureHref ? (
            <a className="button button--secondary" href={largePictureHref} target="_blank" rel="noreferrer">
              {t('builder.share.largePicture')}
            </a>
          ) : null}
        </div>
        {url ? (
          <div className="builder-actions__link">
            <label htmlFor={linkId}>{t('builder.share.link')}</label>
            <input
              id={linkId}
              type="text"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="share-link"
            />
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {t('builder.share.copy')}
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
