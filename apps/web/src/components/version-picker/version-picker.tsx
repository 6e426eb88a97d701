import type { VersionSummary } from '@autohub/contract';
import { useQuery } from '../../lib/query/query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { modelDetailQuery, modelListQuery } from '../../lib/catalogue/catalogue.api';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { MARKETS } from '@autohub/domain';
import './version-picker.css';

/** The build a program or club price is asked for: a version, its year and its default colour. */
export interface PickedBuild {
  mvsCode: string;
  year: number;
  colorCode: string;
  label: string;
}

function defaultColorCode(version: VersionSummary): string | undefined {
  return (version.colors.find((c) => c.id === version.defaultColorId) ?? version.colors[0])?.code;
}

/** Model and version selects of the page's brand and market; reports the chosen build. */
export function VersionPicker({
  onChange,
  labels,
}: {
  onChange: (build: PickedBuild | null) => void;
  labels: { model: string; version: string; choose: string };
}) {
  const { brand, locale } = useBrandLocale();
  const { t } = useTranslation();
  const country = MARKETS[locale].country;
  const id = useId();
  const [modelCode, setModelCode] = useState('');
  const [mvsCode, setMvsCode] = useState('');
  const models = useQuery(modelListQuery(brand, country));
  const detail = useQuery({ ...modelDetailQuery(brand, country, modelCode), enabled: modelCode !== '' });

  useEffect(() => {
    const version = detail.data?.versions.find((v) => v.mvs.code === mvsCode);
    const colorCode = version ? defaultColorCode(version) : undefined;
    onChange(
      version && colorCode && detail.data
        ? {
            mvsCode,
            year: detail.data.year,
            colorCode,
            label: `${detail.data.model.name} ${version.mvs.versionName}`,
          }
        : null,
    );
  }, [detail.data, mvsCode, onChange]);

  return (
    <div className="version-picker">
      <label htmlFor={`${id}-model`}>{labels.model}</label>
      <select
        id={`${id}-model`}
        value={modelCode}
        onChange={(event) => {
          setModelCode(event.target.value);
          setMvsCode('');
        }}
      >
        <option value="">{labels.choose}</option>
        {models.data?.models.map((model) => (
          <option key={model.code} value={model.code}>
            {model.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-version`}>{labels.version}</label>
      <select
        id={`${id}-version`}
        value={mvsCode}
        disabled={!detail.data}
        onChange={(event) => setMvsCode(event.target.value)}
      >
        <option value="">{detail.isFetching ? t('app.loading') : labels.choose}</option>
        {detail.data?.versions.map((version) => (
          <option key={version.mvs.code} value={version.mvs.code}>
            {version.mvs.versionName}
          </option>
        ))}
      </select>
    </div>
  );
}
