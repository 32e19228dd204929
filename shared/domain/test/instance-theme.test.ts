import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS, checkThemeContrast, contrastRatio, hoverShadeOf, softTintOf } from '../src/instance/theme.ts';

describe('checkThemeContrast', () => {
  it('passes the product\u2019s own palette', () => {
    expect(checkThemeContrast(DEFAULT_THEME_COLORS)).toEqual([]);
  });

  it('names a colour too light for white text or as text, with its lowest ratio', () => {
    const problems = checkThemeContrast({ ...DEFAULT_THEME_COLORS, primary: '#88aaff' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'primary', ratio: 2.13 });
    expect(problems[0]!.message).toBe(
      'Primary colour #88AAFF has a contrast of 2.13:1 as text on the page; WCAG AA needs at least 4.5:1. Choose a darker shade.',
    );
  });

  it('checks white text on a fill: a mid grey that is borderline fails, black passes', () => {
    expect(checkThemeContrast({ ...DEFAULT_THEME_COLORS, error: '#777777' }).map((problem) => problem.key)).toEqual(['error']);
    expect(checkThemeContrast({ ...DEFAULT_THEME_COLORS, secondary: '#000000' })).toEqual([]);
  });

  it('derives a pale tint and a darker hover shade that keep the colour readable', () => {
    expect(softTintOf('#2D4CD7')).toBe('#f2f4fd');
    expect(contrastRatio('#ffffff', hoverShadeOf('#2D4CD7'))).toBeGreaterThan(contrastRatio('#ffffff', '#2D4CD7'));
  });
});
