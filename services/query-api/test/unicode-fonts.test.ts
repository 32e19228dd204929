import { describe, expect, it } from 'vitest';
import { fontRuns } from '../src/pdf/unicode-fonts.ts';

// Which embedded face draws which part of a text: DejaVu Sans for what it covers, Noto Sans SC
// for Chinese and Japanese, spaces and marks staying with the run they sit in.

describe('fontRuns', () => {
  it('keeps a Latin, Cyrillic, Greek, Hebrew or Arabic name in DejaVu as one run', () => {
    for (const name of ['Zoë Ångström', 'Анна Каренина', 'Ελένη Παππά', 'דוד כהן', 'محمد علي', 'Nguyễn Thị Minh']) {
      expect(fontRuns(name)).toEqual([{ text: name, face: 'primary' }]);
    }
  });

  it('hands Chinese and Japanese to Noto Sans SC, and the space between words stays with the run before it', () => {
    expect(fontRuns('王小明 (Wang)')).toEqual([
      { text: '王小明 ', face: 'cjk' },
      { text: '(Wang)', face: 'primary' },
    ]);
    expect(fontRuns('やまだ はなこ')).toEqual([{ text: 'やまだ はなこ', face: 'cjk' }]);
  });

  it('composes a decomposed accent before choosing, so it is not cut from its letter', () => {
    expect(fontRuns('Zoe\u0308')).toEqual([{ text: 'Zoë', face: 'primary' }]);
  });

  it('leaves a character neither face has with DejaVu, which draws a box rather than a question mark', () => {
    expect(fontRuns('한')).toEqual([{ text: '한', face: 'primary' }]);
  });
});
