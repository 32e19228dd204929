import { describe, expect, it } from 'vitest';
import { defaultPassSettings } from '../../src/passes/pass-settings.ts';
import { contrastRatio } from '../../src/instance/theme.ts';

/** A text colour drawn at some opacity over a background, as the browser composites it. */
function faded(text: string, background: string, opacity: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [t, b] = [rgb(text), rgb(background)];
  return `#${t
    .map((value, i) =>
      Math.round(value * opacity + b[i]! * (1 - opacity))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe("the checked-in pass's default colours", () => {
  it('keep its faded small print (75 % and up) at WCAG AA, 4.5:1', () => {
    const { checked_in_background_color: background, checked_in_text_color: text } = defaultPassSettings().access;
    for (const opacity of [1, 0.9, 0.8, 0.75]) expect(contrastRatio(faded(text, background, opacity), background)).toBeGreaterThanOrEqual(4.5);
  });
});
