import type { BrandSlug } from '@autohub/domain';
import { BRAND_MARKS } from './brand-marks';

/**
 * The brand's mark and its name set in the brand's typeface. The whole logo is one image for
 * assistive technology, named by the brand; the link around it says where it leads.
 */
export function BrandLogo({ brand, name, size = 36 }: { brand: BrandSlug; name: string; size?: number }) {
  const Mark = BRAND_MARKS[brand];
  return (
    <span className="brand-logo" data-brand-logo={brand}>
      <svg
        className="brand-logo__mark"
        viewBox="0 0 48 48"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <Mark ink="var(--logo-ink)" accent="var(--logo-accent)" />
      </svg>
      <span className="brand-logo__name">{name}</span>
    </span>
  );
}
