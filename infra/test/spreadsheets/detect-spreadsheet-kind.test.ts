import { describe, expect, it } from 'vitest';
import { detectSpreadsheetKind, writeXlsx } from '../../src/spreadsheets/xlsx.ts';

const CSV = new TextEncoder().encode('First Name,Email\nZoë,zoe@example.com\n');
const LEGACY_XLS = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]);

describe('detectSpreadsheetKind', () => {
  it('accepts an xlsx file named .xlsx', async () => {
    const xlsx = await writeXlsx([{ name: 'Ada' }], 'Guests');
    expect(detectSpreadsheetKind(xlsx, 'guests.xlsx')).toBe('xlsx');
    expect(detectSpreadsheetKind(xlsx, 'GUESTS.XLSX ')).toBe('xlsx');
  });

  it('accepts text named .csv, .tsv or .txt', () => {
    expect(detectSpreadsheetKind(CSV, 'guests.csv')).toBe('csv');
    expect(detectSpreadsheetKind(CSV, 'Guests.CSV')).toBe('csv');
    expect(detectSpreadsheetKind(CSV, 'guests.tsv')).toBe('csv');
    expect(detectSpreadsheetKind(new Uint8Array(), 'empty.csv')).toBe('csv');
  });

  it("accepts Excel's UTF-16 'Unicode Text' export, NUL bytes and all", () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x09, 0x00, 0x42, 0x00]);
    expect(detectSpreadsheetKind(utf16, 'guests.txt')).toBe('csv');
  });

  it('refuses content that does not match the extension', async () => {
    const xlsx = await writeXlsx([{ name: 'Ada' }], 'Guests');
    expect(detectSpreadsheetKind(xlsx, 'guests.csv')).toBeNull();
    expect(detectSpreadsheetKind(CSV, 'guests.xlsx')).toBeNull();
    expect(detectSpreadsheetKind(LEGACY_XLS, 'guests.xlsx')).toBeNull();
    expect(detectSpreadsheetKind(LEGACY_XLS, 'guests.csv')).toBeNull();
    expect(detectSpreadsheetKind(new Uint8Array([0x41, 0x00, 0x42]), 'guests.csv')).toBeNull();
  });

  it('refuses other kinds of file', () => {
    expect(detectSpreadsheetKind(LEGACY_XLS, 'guests.xls')).toBeNull();
    expect(detectSpreadsheetKind(CSV, 'guests.numbers')).toBeNull();
    expect(detectSpreadsheetKind(CSV, 'guests')).toBeNull();
    expect(detectSpreadsheetKind(CSV, 'csv')).toBeNull();
  });
});
