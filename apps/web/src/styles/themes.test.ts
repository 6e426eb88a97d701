import { BRAND_SLUGS } from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { THEMES, applyTheme, resolveSkin, themeStylesheet, themeVariables, type Theme } from './themes';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Every pair the page draws text with; WCAG AA asks 4.5:1 for normal text, 3:1 for focus rings. */
function textPairs(theme: Theme): Array<[string, string, string]> {
  return [
    ['text on surface', theme.text, theme.surface],
    ['text on cards', theme.text, theme.surfaceAlt],
    ['muted on surface', theme.muted, theme.surface],
    ['muted on cards', theme.muted, theme.surfaceAlt],
    ['links on surface', theme.link, theme.surface],
    ['links on cards', theme.link, theme.surfaceAlt],
    ['button label', theme.onPrimary, theme.primary],
    ['header text', theme.headerText, theme.headerBg],
    ['wordmark', theme.wordmark.fg, theme.wordmark.bg],
    ['skip link', theme.onPrimary, theme.primary],
  ];
}

describe('brand themes', () => {
  it('has a distinct theme for each of the nine brands', () => {
    const primaries = BRAND_SLUGS.map((slug) => THEMES[slug].primary);
    expect(new Set(primaries).size).toBe(9);
  });

  it.each([...BRAND_SLUGS, 'autohub' as const])('%s keeps AA contrast for text and buttons', (skin) => {
    const theme = THEMES[skin];
    for (const [what, fg, bg] of textPairs(theme)) {
      expect(contrast(fg, bg), `${skin}: ${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const bg of [theme.surface, theme.surfaceAlt]) {
      expect(contrast(theme.danger, bg), `${skin}: error text on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const bg of [theme.surface, theme.surfaceAlt, theme.headerBg]) {
      expect(contrast(theme.focus, bg), `${skin}: focus ring on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses the skin from the settings, the brand when the skin is unknown', () => {
    expect(resolveSkin('jeep', 'fiat')).toBe('jeep');
    expect(resolveSkin('summer-2030', 'ram')).toBe('ram');
    expect(resolveSkin(undefined, undefined)).toBe('autohub');
  });

  it("exposes the theme on the root element through the attributes the skins' style sheet reads", () => {
    const root = document.createElement('html');
    applyTheme(root, 'citroen', 'citroen');
    expect(root.dataset.brand).toBe('citroen');
    expect(root.dataset.skin).toBe('citroen');
    // A campaign skin on another brand's pages: the skin picks the colours, the brand stays.
    applyTheme(root, 'jeep', 'fiat');
    expect(root.dataset.brand).toBe('fiat');
    expect(root.dataset.skin).toBe('jeep');
    expect(themeStylesheet()).toContain(`:root[data-skin='jeep'],`);
    applyTheme(root, 'autohub', undefined);
    expect(root.dataset.brand).toBeUndefined();
    expect(root.dataset.skin).toBe('autohub');
  });

  it('writes every skin into the style sheet a page paints with before any script runs', () => {
    const css = themeStylesheet();
    const ruleOf = (selector: string) => {
      const at = css.indexOf(selector);
      expect(at, selector).toBeGreaterThanOrEqual(0);
      return css.slice(at, css.indexOf('}', at));
    };
    // The neutral theme is the default of every page.
    expect(ruleOf(':root {')).toContain(`--brand-primary: ${THEMES.autohub.primary};`);
    for (const brand of BRAND_SLUGS) {
      // A page with only its brand (the app shell) and one with its skin (a rendered page) alike.
      const rule = ruleOf(`:root[data-skin='${brand}'],\n:root[data-brand='${brand}']:not([data-skin]) {`);
      for (const [name, value] of Object.entries(themeVariables(THEMES[brand]))) {
        expect(rule, `${brand} ${name}`).toContain(`${name}: ${value};`);
      }
    }
    expect(ruleOf(":root[data-skin='fiat-abarth']")).toContain('color-scheme: dark;');
  });
});
