import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cellText, isDateFormatCode, numberText } from '../../src/spreadsheets/xlsx-cell-text.ts';

const numberCell = (value: string) => cellText({ type: undefined, value, inline: '', isDate: false }, [], false);

describe('cellText', () => {
  it('gives the same text for a stored number as numberText, whether or not it takes the short way', () => {
    // Excel stores numbers in their shortest round-trip form, as String() writes them.
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer(),
          fc.integer().map((n) => n / 100),
        ),
        (number) => {
          const stored = String(number);
          expect(numberCell(stored)).toBe(numberText(Number.parseFloat(stored)));
        },
      ),
    );
  });

  it('reads each stored type as its text', () => {
    const shared = ['Ada'];
    const cell = (type: string | undefined, value: string, inline = '') => cellText({ type, value, inline, isDate: false }, shared, false);
    expect(cell('s', '0')).toBe('Ada');
    expect(cell('s', '7')).toBe('');
    expect(cell('inlineStr', '', 'Zoë')).toBe('Zoë');
    expect(cell('b', '1')).toBe('TRUE');
    expect(cell('b', '0')).toBe('FALSE');
    expect(cell('e', '#N/A')).toBe('#N/A');
    expect(cell(undefined, '0.30000000000000004')).toBe('0.3');
    expect(cell(undefined, '1E+21')).toBe('1000000000000000000000');
    expect(cell(undefined, '')).toBe('');
    expect(cellText({ type: undefined, value: '45322', inline: '', isDate: true }, [], false)).toBe('2024-01-31T00:00:00.000Z');
    expect(cellText({ type: undefined, value: '43860', inline: '', isDate: true }, [], true)).toBe('2024-01-31T00:00:00.000Z');
  });

  it('tells date formats by their letters outside quotes and brackets', () => {
    expect(isDateFormatCode('yyyy-mm-dd')).toBe(true);
    expect(isDateFormatCode('[$-409]h:mm AM/PM')).toBe(true);
    expect(isDateFormatCode('0.00"days"')).toBe(false);
    expect(isDateFormatCode('[Red]#,##0')).toBe(false);
  });
});
