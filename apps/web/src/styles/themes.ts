import type { BrandSlug } from '@autohub/domain';
import type { SkinName } from './theme-tokens';

export * from './theme-tokens';

/**
 * Applies a skin to the document root: `data-brand` and `data-skin`, which pick the skin's custom
 * properties and colour scheme in the skins' style sheet (`virtual:brand-themes.css`, part of the
 * entry's), so the theme's values are not shipped in the page's script. Passing no brand resets to
 * the neutral platform theme (used by the not-found page). The skin's typeface comes with it: every
 * brand's faces are declared in that style sheet, and a brand may borrow another's skin for a campaign.
 */
export function applyTheme(root: HTMLElement, skin: SkinName, brand: BrandSlug | undefined): void {
  if (brand) root.dataset.brand = brand;
  else delete root.dataset.brand;
  root.dataset.skin = skin;
}
