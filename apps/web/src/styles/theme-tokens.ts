import { isBrandSlug, type BrandSlug } from '@autohub/domain';

/**
 * Design tokens of one brand theme. Every pair a person reads (text on its background, button
 * label on the button, header text on the header) is kept at WCAG AA contrast; themes.test.ts
 * measures it.
 */
export interface Theme {
  /** Buttons, accents, active states. */
  primary: string;
  /** Text drawn on `primary`. */
  onPrimary: string;
  /** Page background. */
  surface: string;
  /** Cards and panels on the page. */
  surfaceAlt: string;
  text: string;
  /** Secondary text (captions, categories). */
  muted: string;
  link: string;
  headerBg: string;
  headerText: string;
  /** Decoration only (hero stripe); never carries text. */
  accent: string;
  /** Focus ring; at least 3:1 against the surface and the header. */
  focus: string;
  font: string;
  headingFont: string;
  radius: string;
  /** Error text and borders; at least 4.5:1 on the surface and the cards. */
  danger: string;
  /** Spacing, type, depth and motion character of the brand (see tokens.css). */
  scale: ThemeScale;
  wordmark: {
    bg: string;
    fg: string;
    radius: string;
    transform: string;
    letterSpacing: string;
    textTransform: 'none' | 'uppercase' | 'lowercase';
    fontWeight: string;
    fontStyle: 'normal' | 'italic';
    clipPath: string;
    padding: string;
  };
}

/**
 * The brand's rhythm: how fast headings grow, how round controls are, how deep shadows fall and
 * how things move. tokens.css turns these into the spacing, type, radius, elevation and motion
 * scales every component reads.
 */
export interface ThemeScale {
  /** Ratio between consecutive heading sizes (1.2 calm … 1.33 loud). */
  typeRatio: number;
  /** Radius of inputs, checkboxes and small buttons. */
  controlRadius: string;
  /** Colour of shadows (an rgb triple), so dark themes cast darker, warm themes warmer. */
  shadowRgb: string;
  /** Easing of every transition. */
  ease: string;
  /** Base duration of transitions; reduced motion turns it to zero. */
  duration: string;
  /** Letter case of buttons. */
  buttonCase: 'none' | 'uppercase';
}

const EASE_SOFT = 'cubic-bezier(0.2, 0.8, 0.2, 1)';
const EASE_FIRM = 'cubic-bezier(0.4, 0, 0.2, 1)';
const LIGHT_DANGER = '#b00020';

const SANS = '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif';
// "Roboto Condensed system" is the system's own face where it has one (Android), by a name of its own
// (styles/font-fallbacks.css): Ram's web font of that family would otherwise be fetched as another
// brand's fallback (decision 075).
const CONDENSED =
  '"Arial Narrow", "Roboto Condensed system", "Liberation Sans Narrow", "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", "Liberation Serif", serif';
const HUMANIST = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", Arial, sans-serif';
const SYSTEM = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

const plainWordmark: Theme['wordmark'] = {
  bg: '#ffffff',
  fg: '#1a1a1a',
  radius: '0',
  transform: 'none',
  letterSpacing: '0',
  textTransform: 'none',
  fontWeight: '700',
  fontStyle: 'normal',
  clipPath: 'none',
  padding: '0.25em 0.6em',
};

/** Skin names the page settings may carry; each brand's default skin is its slug. */
export type SkinName = BrandSlug | 'autohub';

export const THEMES: Readonly<Record<SkinName, Theme>> = {
  fiat: {
    primary: '#a6192e',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f4f1ee',
    text: '#1d1d1b',
    muted: '#5a5650',
    link: '#a6192e',
    headerBg: '#ffffff',
    headerText: '#1d1d1b',
    accent: '#e8c8ab',
    focus: '#005fcc',
    font: `'Titillium Web', ${SANS}`,
    headingFont: `'Titillium Web', ${SANS}`,
    radius: '8px',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.25,
      controlRadius: '6px',
      shadowRgb: '74 20 28',
      ease: EASE_SOFT,
      duration: '200ms',
      buttonCase: 'none',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#a6192e',
      fg: '#ffffff',
      radius: '0.45em',
      textTransform: 'uppercase',
      letterSpacing: '0.14em',
    },
  },
  'fiat-abarth': {
    primary: '#e2001a',
    onPrimary: '#ffffff',
    surface: '#121212',
    surfaceAlt: '#1f1f1f',
    text: '#f4f4f4',
    muted: '#b8b8b8',
    link: '#ff8a8a',
    headerBg: '#000000',
    headerText: '#ffffff',
    accent: '#ffcc00',
    focus: '#ffcc00',
    font: SANS,
    headingFont: `'Barlow Condensed', ${CONDENSED}`,
    radius: '2px',
    danger: '#ff7a7a',
    scale: {
      typeRatio: 1.3,
      controlRadius: '2px',
      shadowRgb: '0 0 0',
      ease: EASE_FIRM,
      duration: '140ms',
      buttonCase: 'uppercase',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#ffcc00',
      fg: '#121212',
      transform: 'skewX(-12deg)',
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      fontWeight: '900',
      fontStyle: 'italic',
      clipPath: 'polygon(0 0, 100% 0, 100% 70%, 50% 100%, 0 70%)',
      padding: '0.2em 0.8em 0.55em',
    },
  },
  jeep: {
    primary: '#3d4b2c',
    onPrimary: '#ffffff',
    surface: '#f5f3ec',
    surfaceAlt: '#ffffff',
    text: '#1b1b1b',
    muted: '#54524a',
    link: '#3d4b2c',
    headerBg: '#1b1b1b',
    headerText: '#ffffff',
    accent: '#c9b98f',
    focus: '#b36b00',
    font: SANS,
    headingFont: `Oswald, ${CONDENSED}`,
    radius: '0',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.28,
      controlRadius: '0',
      shadowRgb: '40 36 20',
      ease: EASE_FIRM,
      duration: '180ms',
      buttonCase: 'uppercase',
    },
    wordmark: { ...plainWordmark, bg: '#1b1b1b', fg: '#ffffff', letterSpacing: '-0.02em', fontWeight: '800' },
  },
  ram: {
    primary: '#1c1c1c',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f1f1f1',
    text: '#111111',
    muted: '#555555',
    link: '#1c1c1c',
    headerBg: '#000000',
    headerText: '#ffffff',
    accent: '#b0b3b5',
    focus: '#0a66d8',
    font: `'Roboto Condensed', ${CONDENSED}`,
    headingFont: `'Roboto Condensed', ${CONDENSED}`,
    radius: '0',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.3,
      controlRadius: '0',
      shadowRgb: '0 0 0',
      ease: EASE_FIRM,
      duration: '160ms',
      buttonCase: 'uppercase',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#2b2b2b',
      fg: '#e6e6e6',
      textTransform: 'uppercase',
      letterSpacing: '0.22em',
      fontWeight: '900',
      clipPath: 'polygon(6% 0, 94% 0, 100% 50%, 94% 100%, 6% 100%, 0 50%)',
      padding: '0.25em 1em',
    },
  },
  dodge: {
    primary: '#c8102e',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f3f3f3',
    text: '#101010',
    muted: '#575757',
    link: '#a50d26',
    headerBg: '#101010',
    headerText: '#ffffff',
    accent: '#c8102e',
    focus: '#3b8eea',
    font: `'Saira Condensed', ${CONDENSED}`,
    headingFont: `'Saira Condensed', ${CONDENSED}`,
    radius: '0',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.33,
      controlRadius: '0',
      shadowRgb: '0 0 0',
      ease: EASE_FIRM,
      duration: '120ms',
      buttonCase: 'uppercase',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#c8102e',
      fg: '#ffffff',
      transform: 'skewX(-14deg)',
      textTransform: 'uppercase',
      letterSpacing: '0.05em',
      fontWeight: '900',
      fontStyle: 'italic',
    },
  },
  chrysler: {
    primary: '#0b2545',
    onPrimary: '#ffffff',
    surface: '#fbfaf7',
    surfaceAlt: '#ffffff',
    text: '#1a1f2b',
    muted: '#4f5563',
    link: '#0b2545',
    headerBg: '#0b2545',
    headerText: '#f5efe0',
    accent: '#b39b62',
    focus: '#b37a00',
    font: SERIF,
    headingFont: `'Cormorant Garamond', ${SERIF}`,
    radius: '2px',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.2,
      controlRadius: '2px',
      shadowRgb: '11 37 69',
      ease: EASE_SOFT,
      duration: '260ms',
      buttonCase: 'uppercase',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#0b2545',
      fg: '#e8dcc0',
      textTransform: 'uppercase',
      letterSpacing: '0.35em',
      fontWeight: '400',
    },
  },
  citroen: {
    primary: '#b4191f',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f6f2f2',
    text: '#222222',
    muted: '#5c5656',
    link: '#a3161c',
    headerBg: '#ffffff',
    headerText: '#222222',
    accent: '#da291c',
    focus: '#1565c0',
    font: `Nunito, 'Nunito fallback', ${HUMANIST}`,
    headingFont: `Nunito, 'Nunito fallback', ${HUMANIST}`,
    radius: '24px',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.22,
      controlRadius: '12px',
      shadowRgb: '80 20 20',
      ease: EASE_SOFT,
      duration: '220ms',
      buttonCase: 'none',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#b4191f',
      fg: '#ffffff',
      radius: '999px',
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
      padding: '0.25em 0.9em',
    },
  },
  peugeot: {
    primary: '#0067b8',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f2f4f7',
    text: '#0a0a0a',
    muted: '#525866',
    link: '#005a9f',
    headerBg: '#000000',
    headerText: '#ffffff',
    accent: '#6cb4ee',
    focus: '#d35400',
    font: `Manrope, 'Manrope fallback', ${SYSTEM}`,
    headingFont: `Manrope, 'Manrope fallback', ${SANS}`,
    radius: '0',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.25,
      controlRadius: '0',
      shadowRgb: '0 20 40',
      ease: EASE_FIRM,
      duration: '180ms',
      buttonCase: 'uppercase',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#ffffff',
      fg: '#000000',
      textTransform: 'uppercase',
      letterSpacing: '0.3em',
      fontWeight: '600',
      clipPath: 'polygon(0 0, 100% 0, 100% 68%, 50% 100%, 0 68%)',
      padding: '0.2em 0.9em 0.6em',
    },
  },
  leapmotor: {
    primary: '#00707a',
    onPrimary: '#ffffff',
    surface: '#f7fafc',
    surfaceAlt: '#ffffff',
    text: '#0d1b2a',
    muted: '#4a5a6a',
    link: '#005f68',
    headerBg: '#ffffff',
    headerText: '#0d1b2a',
    accent: '#38d1c0',
    focus: '#6a3fd1',
    font: `Sora, 'Sora fallback', ${SYSTEM}`,
    headingFont: `Sora, 'Sora fallback', ${SYSTEM}`,
    radius: '12px',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.2,
      controlRadius: '10px',
      shadowRgb: '0 60 70',
      ease: EASE_SOFT,
      duration: '240ms',
      buttonCase: 'none',
    },
    wordmark: {
      ...plainWordmark,
      bg: '#ffffff',
      fg: '#00707a',
      textTransform: 'lowercase',
      letterSpacing: '0.04em',
      fontWeight: '600',
    },
  },
  autohub: {
    primary: '#2f3e9e',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f3f4f8',
    text: '#1a1a1a',
    muted: '#555a66',
    link: '#2f3e9e',
    headerBg: '#1a1a1a',
    headerText: '#ffffff',
    accent: '#9fa8da',
    focus: '#c75a00',
    font: SYSTEM,
    headingFont: SYSTEM,
    radius: '6px',
    danger: LIGHT_DANGER,
    scale: {
      typeRatio: 1.2,
      controlRadius: '6px',
      shadowRgb: '20 24 60',
      ease: EASE_SOFT,
      duration: '200ms',
      buttonCase: 'none',
    },
    wordmark: { ...plainWordmark, bg: '#1a1a1a', fg: '#ffffff' },
  },
};

/** A skin is a brand's or the neutral platform theme (the keys of {@link THEMES}). */
export function isSkinName(value: string): value is SkinName {
  return value === 'autohub' || isBrandSlug(value);
}

/** The skin from the settings wins; an unknown skin falls back to the brand's own theme. */
export function resolveSkin(skin: string | undefined, brand: BrandSlug | undefined): SkinName {
  if (skin && isSkinName(skin)) return skin;
  return brand ?? 'autohub';
}

/** CSS custom properties of a theme, as set on the root element. */
export function themeVariables(theme: Theme): Record<string, string> {
  const w = theme.wordmark;
  return {
    '--brand-primary': theme.primary,
    '--brand-on-primary': theme.onPrimary,
    '--brand-surface': theme.surface,
    '--brand-surface-alt': theme.surfaceAlt,
    '--brand-text': theme.text,
    '--brand-muted': theme.muted,
    '--brand-link': theme.link,
    '--brand-header-bg': theme.headerBg,
    '--brand-header-text': theme.headerText,
    '--brand-accent': theme.accent,
    '--brand-focus': theme.focus,
    '--brand-font': theme.font,
    '--brand-heading-font': theme.headingFont,
    '--brand-radius': theme.radius,
    '--brand-danger': theme.danger,
    '--type-ratio': String(theme.scale.typeRatio),
    '--control-radius': theme.scale.controlRadius,
    '--shadow-rgb': theme.scale.shadowRgb,
    '--ease': theme.scale.ease,
    '--duration': theme.scale.duration,
    '--button-case': theme.scale.buttonCase,
    '--wordmark-bg': w.bg,
    '--wordmark-fg': w.fg,
    '--wordmark-radius': w.radius,
    '--wordmark-transform': w.transform,
    '--wordmark-letter-spacing': w.letterSpacing,
    '--wordmark-case': w.textTransform,
    '--wordmark-weight': w.fontWeight,
    '--wordmark-style': w.fontStyle,
    '--wordmark-clip': w.clipPath,
    '--wordmark-padding': w.padding,
  };
}

/** The colour scheme of a skin: the one dark skin asks for dark form controls and scroll bars. */
export function colorSchemeOf(skin: SkinName): 'dark' | 'light' {
  return skin === 'fiat-abarth' ? 'dark' : 'light';
}

/**
 * The style sheet of every skin, so a page paints in its brand before any script runs: the
 * neutral platform theme on `:root`, then one rule per brand skin, chosen by `data-skin` when the
 * page carries it and otherwise by `data-brand` (a brand's default skin is its slug). The build
 * serves it as `virtual:brand-themes.css` (vite.config.ts); applyTheme sets the attributes.
 */
export function themeStylesheet(): string {
  const block = (skin: SkinName) =>
    [
      ...Object.entries(themeVariables(THEMES[skin])).map(([name, value]) => `  ${name}: ${value};`),
      `  color-scheme: ${colorSchemeOf(skin)};`,
    ].join('\n');
  const rules = [`:root {\n${block('autohub')}\n}`];
  for (const skin of Object.keys(THEMES) as SkinName[]) {
    if (skin === 'autohub') continue;
    rules.push(
      `:root[data-skin='${skin}'],\n:root[data-brand='${skin}']:not([data-skin]) {\n${block(skin)}\n}`,
    );
  }
  return `${rules.join('\n\n')}\n`;
}
