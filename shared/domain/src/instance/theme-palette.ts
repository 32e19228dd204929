// The theme's colours by name, and the product's own: apart from theme.ts, whose contrast checks and
// shades bring colord, so the dashboard's first script can name the defaults without the colour maths.

/** The colours an instance administrator chooses on /admin/theme, in the order the page shows them. */
export const THEME_COLOR_KEYS = ['primary', 'secondary', 'accent', 'info', 'warning', 'error', 'success'] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
export type ThemeColors = Record<ThemeColorKey, string>;

/** The product's own palette (web/src/styles.css): every one passes the checks below. */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: '#2D4CD7',
  secondary: '#1E2235',
  accent: '#6447E0',
  info: '#0A6FB5',
  warning: '#B45309',
  error: '#C0281C',
  success: '#0F7F3F',
};

export const THEME_COLOR_LABELS: Record<ThemeColorKey, string> = {
  primary: 'Primary colour',
  secondary: 'Secondary colour',
  accent: 'Accent colour',
  info: 'Info colour',
  warning: 'Warning colour',
  error: 'Error colour',
  success: 'Success colour',
};
