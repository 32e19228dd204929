import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/deciders/domain-error.ts';
import { ImportFileError, parseCsv, sheetFromRecords } from '../../src/guest-import/parse-csv.ts';

function importError(run: () => unknown): ImportFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

describe('parseCsv', () => {
  it('reads a header and rows', () => {
    expect(parseCsv('First Name,Email\nZoë,zoe@example.com\nAda,ada@example.com\n')).toEqual({
      headers: ['First Name', 'Email'],
      rows: [
        ['Zoë', 'zoe@example.com'],
        ['Ada', 'ada@example.com'],
      ],
      rowNumbers: [2, 3],
    });
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'name,notes\r\n"Smith, John","said ""hi""\r\nthen left"\r\nAda,plain\r\n';
    expect(parseCsv(text).rows).toEqual([
      ['Smith, John', 'said "hi"\r\nthen left'],
      ['Ada', 'plain'],
    ]);
  });

  it.each([
    ['semicolons', 'name;email\n"Smith, John";john@example.com\nAda;ada@example.com'],
    ['tabs', 'name\temail\nSmith, John\tjohn@example.com\nAda\tada@example.com'],
    ['commas', 'name,email\n"Smith, John",john@example.com\nAda,ada@example.com'],
  ])('detects %s as the delimiter', (_name, text) => {
    const sheet = parseCsv(text);
    expect(sheet.headers).toEqual(['name', 'email']);
    expect(sheet.rows[0]).toEqual(['Smith, John', 'john@example.com']);
  });

  it('is not misled by other delimiters inside quoted cells', () => {
    const text = 'name,notes\r\n"Ada","a;b\tc;d"\r\nGrace,"x;y\tz"\r\n';
    expect(parseCsv(text).rows).toEqual([
      ['Ada', 'a;b\tc;d'],
      ['Grace', 'x;y\tz'],
    ]);
  });

  it('reads unquoted semicolons in a comma file as text (Excel leaves them unquoted)', () => {
    expect(parseCsv('Name,Tags\nAda,VIP;Press\nGrace,VIP;Board\n').rows).toEqual([
      ['Ada', 'VIP;Press'],
      ['Grace', 'VIP;Board'],
    ]);
  });

  it('reads decimal commas in a semicolon file as text', () => {
    expect(parseCsv('Name;Amount\nAda;12,5\nGrace;3,0\n').rows).toEqual([
      ['Ada', '12,5'],
      ['Grace', '3,0'],
    ]);
  });

  it('detects the delimiter despite blank lines and a trailing newline', () => {
    expect(parseCsv('name;email\n\nAda;ada@example.com\n\n').rows).toEqual([['Ada', 'ada@example.com']]);
  });

  it('reads a single column', () => {
    expect(parseCsv('name\nAda Lovelace\nGrace Hopper\n').rows).toEqual([['Ada Lovelace'], ['Grace Hopper']]);
  });

  it('skips fully empty lines but numbers rows as a spreadsheet does', () => {
    const sheet = parseCsv('\nname,email\nAda,a@example.com\n\n , \nGrace,g@example.com\n');
    expect(sheet.headers).toEqual(['name', 'email']);
    expect(sheet.rows).toEqual([
      ['Ada', 'a@example.com'],
      ['Grace', 'g@example.com'],
    ]);
    expect(sheet.rowNumbers).toEqual([3, 6]);
  });

  it('counts a quoted line break as part of its row, as spreadsheets do', () => {
    expect(parseCsv('name,notes\nAda,"two\nlines"\nGrace,x\n').rowNumbers).toEqual([2, 3]);
  });

  it('trims header cells, but leaves data cells as they are', () => {
    const sheet = parseCsv(' First Name ,\tEmail \n  Ada  ,a@example.com');
    expect(sheet.headers).toEqual(['First Name', 'Email']);
    expect(sheet.rows).toEqual([['  Ada  ', 'a@example.com']]);
  });

  it('ignores a leading BOM in the text', () => {
    expect(parseCsv('\uFEFFname\nAda').headers).toEqual(['name']);
  });

  it.each(['', '\n\n', ' \r\n , ,\r\n'])('refuses an empty file (%j)', (text) => {
    const error = importError(() => parseCsv(text));
    expect(error.code).toBe('empty_file');
    expect(error.message).toBe('The file is empty.');
  });

  it('refuses a file with a header and no rows', () => {
    const error = importError(() => parseCsv('First Name,Last Name,Email\n,,\n'));
    expect(error.code).toBe('no_guests');
    expect(error.message).toBe('The file has no guests.');
  });

  it('refuses a quote that is never closed instead of swallowing the rest of the file', () => {
    const error = importError(() => parseCsv('name,email\nAda,a@example.com\n"Grace,g@example.com\nLin,l@example.com\n'));
    expect(error.code).toBe('unclosed_quote');
    expect(error.message).toBe('A quoted value starting in row 3 is never closed.');
  });
});

describe('ImportFileError', () => {
  it('is a validation DomainError, so the API answers 422 with the message under "file"', () => {
    const error = ImportFileError.noGuests();
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe('validation');
    expect(error.errors).toEqual({ file: ['The file has no guests.'] });
    expect(error.name).toBe('ImportFileError');
  });
});

describe('sheetFromRecords', () => {
  it('uses the first non-blank record as the header and keeps row numbers', () => {
    const sheet = sheetFromRecords([
      { cells: ['', ''], rowNumber: 1 },
      { cells: [' Name ', 'Email'], rowNumber: 2 },
      { cells: ['Ada', ''], rowNumber: 4 },
    ]);
    expect(sheet).toEqual({ headers: ['Name', 'Email'], rows: [['Ada', '']], rowNumbers: [4] });
  });
});
