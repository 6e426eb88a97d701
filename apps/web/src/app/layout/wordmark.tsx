import type { BrandSlug } from '@autohub/domain';
import { BrandLogo } from '../../components/brand/brand-logo';

/**
 * A brand's logo (its mark and its name in the brand's typeface); without a brand, the platform's
 * name in the neutral text wordmark (not-found pages).
 */
export function Wordmark({ name, brand }: { name: string; brand?: BrandSlug }) {
  if (brand) return <BrandLogo brand={brand} name={name} />;
  return (
    <span className="wordmark">
      <span className="wordmark__text">{name}</span>
    </span>
  );
}
