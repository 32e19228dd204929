import { describe, expect, it } from 'vitest';
import { csvCellText, EMPTY_CELL, guardFormula, plainCellText, quoteCsvField, startsFormula } from '../../src/guest-export/csv-cells.ts';

describe('csvCellText', () => {
  it.each([null, undefined, '', '   ', [], {}, Number.NaN, new Date('nope')])('writes %j as the empty placeholder', (value) => {
    expect(csvCellText(value)).toBe(EMPTY_CELL);
    expect(EMPTY_CELL).toBe('-');
  });

  it('turns commas in text into semicolons (spec section 9)', () => {
    expect(csvCellText('Smith, John')).toBe('Smith; John');
  });

  it("joins lists with '; ' and leaves out their empty items", () => {
    expect(csvCellText(['VIP', 'Press, Media', null, ''])).toBe('VIP; Press; Media');
    expect(csvCellText([null, ''])).toBe(EMPTY_CELL);
  });

  it('writes booleans as Yes and No', () => {
    expect(csvCellText(true)).toBe('Yes');
    expect(csvCellText(false)).toBe('No');
  });

  it('writes numbers, dates and other objects as text', () => {
    expect(csvCellText(0)).toBe('0');
    expect(csvCellText(12.5)).toBe('12.5');
    expect(csvCellText(10n)).toBe('10');
    expect(csvCellText(new Date('2025-03-04T05:06:07Z'))).toBe('2025-03-04T05:06:07.000Z');
    expect(csvCellText({ a: 1, b: 2 })).toBe('{"a":1;"b":2}');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example";"Click")`],
    ['+1 202 555 0143', "'+1 202 555 0143"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['\t-5', "'\t-5"],
  ])('guards %j against formula injection', (value, expected) => {
    expect(csvCellText(value)).toBe(expected);
  });

  it('leaves plain numbers and the placeholder itself alone', () => {
    expect(csvCellText(-12.5)).toBe('-12.5');
    expect(csvCellText('-12.5')).toBe('-12.5');
    expect(csvCellText('+12025550143')).toBe('+12025550143');
    expect(csvCellText('-')).toBe('-');
    expect(csvCellText('a=b')).toBe('a=b');
  });
});

describe('startsFormula and guardFormula', () => {
  it('spot a formula start, not the placeholder or a number', () => {
    expect(startsFormula('=1')).toBe(true);
    expect(startsFormula(' @x')).toBe(true);
    expect(startsFormula('-')).toBe(false);
    expect(startsFormula('-3e8')).toBe(false);
    expect(startsFormula('.5')).toBe(false);
    expect(guardFormula('=1')).toBe("'=1");
    expect(guardFormula('Ada')).toBe('Ada');
  });
});

describe('plainCellText', () => {
  it('gives null for empty values and keeps commas (the spreadsheet export uses it too)', () => {
    expect(plainCellText(null)).toBeNull();
    expect(plainCellText('a, b')).toBe('a, b');
    expect(plainCellText(['a', 'b'])).toBe('a; b');
  });
});

describe('quoteCsvField', () => {
  it('quotes only what needs it, doubling inner quotes', () => {
    expect(quoteCsvField('Ada')).toBe('Ada');
    expect(quoteCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCsvField('two\nlines')).toBe('"two\nlines"');
    expect(quoteCsvField('a;b')).toBe('"a;b"');
    expect(quoteCsvField('a\tb')).toBe('"a\tb"');
    expect(quoteCsvField(' padded ')).toBe('" padded "');
  });
});
