import type { BrandSlug } from '@autohub/domain';
import { loadBrandFonts } from '../components/brand/brand-fonts';
import { colorSchemeOf, THEMES, themeVariables, type SkinName } from './theme-tokens';

export * from './theme-tokens';

/**
 * Applies a skin to the document root: `data-brand`, `data-skin` and the custom properties (the
 * same values the skins' style sheet gives those attributes, so a server-rendered page keeps its
 * colours when this runs). Passing no brand resets to the neutral platform theme (used by the
 * not-found page).
 */
export function applyTheme(root: HTMLElement, skin: SkinName, brand: BrandSlug | undefined): void {
  if (brand) root.dataset.brand = brand;
  else delete root.dataset.brand;
  root.dataset.skin = skin;
  for (const [name, value] of Object.entries(themeVariables(THEMES[skin]))) {
    root.style.setProperty(name, value);
  }
  root.style.colorScheme = colorSchemeOf(skin);
  // The skin's typeface, not the brand's: a brand may borrow another brand's skin for a campaign.
  if (skin !== 'autohub') loadBrandFonts(skin);
}
