import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { THEME_COLOR_KEYS, THEME_COLOR_LABELS, type ThemeColorKey, type ThemeColors } from './theme-palette.ts';

// The palette is theme-palette.ts (no colord); everything about the theme is still importable from here.
export * from './theme-palette.ts';

extend([a11yPlugin]);

/** WCAG 2.x AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/** The light surfaces the dashboard puts these colours' text on (styles.css: background, canvas). */
export const PAGE_BACKGROUND = '#ffffff';
export const PAGE_CANVAS = '#f7f8fa';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** A colour's pale tint (badges, tinted rows, the selected nav item): 6% of it over white. */
export function softTintOf(color: string): string {
  return mixRgb(color, '#ffffff', 0.94);
}

/** A filled control's hover and pressed shade: a little darker, so white text on it only gains contrast. */
export function hoverShadeOf(color: string): string {
  return mixRgb(color, '#000000', 0.12);
}

/** Mixes in sRGB, as the tints in styles.css were made (a perceptual mix drifts the hue of pale tints). */
function mixRgb(color: string, other: string, otherShare: number): string {
  const a = colord(color).toRgb();
  const b = colord(other).toRgb();
  const channel = (x: number, y: number) => Math.round(x * (1 - otherShare) + y * otherShare);
  return colord({ r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b) }).toHex();
}

/** Contrast ratio of two colours, WCAG's formula, to two decimals. */
export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

export interface ContrastProblem {
  key: ThemeColorKey;
  /** The lowest ratio found among the pairs the colour takes part in. */
  ratio: number;
  message: string;
}

/**
 * Where each chosen colour carries text, it must be readable at WCAG AA (4.5:1): white text on
 * it as a fill (buttons, badges), the colour as text on the page, on the grey canvas, and on its
 * own soft tint (a badge or an alert). One function for the form's live feedback and the
 * server's refusal, so they never disagree.
 */
export function checkThemeContrast(colors: ThemeColors): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const key of THEME_COLOR_KEYS) {
    const color = colors[key];
    if (!isHexColor(color)) continue;
    const pairs: { ratio: number; where: string }[] = [
      { ratio: contrastRatio('#ffffff', color), where: 'with white text on it' },
      { ratio: contrastRatio(color, PAGE_CANVAS), where: 'as text on the page' },
      { ratio: contrastRatio(color, softTintOf(color)), where: 'as text on its pale tint' },
    ];
    const worst = pairs.reduce((low, pair) => (pair.ratio < low.ratio ? pair : low));
    if (worst.ratio < AA_TEXT_CONTRAST) {
      problems.push({
        key,
        ratio: worst.ratio,
        message: `${THEME_COLOR_LABELS[key]} ${color.toUpperCase()} has a contrast of ${worst.ratio.toFixed(2)}:1 ${worst.where}; WCAG AA needs at least ${AA_TEXT_CONTRAST}:1. Choose a darker shade.`,
      });
    }
  }
  return problems;
}

/** The message for a value that is not a colour. */
export function notAColorMessage(key: ThemeColorKey): string {
  return `The ${THEME_COLOR_LABELS[key].toLowerCase()} must be a colour written like #2D4CD7.`;
}
