import { DomainError } from '../deciders/domain-error.ts';

export type ImportFileErrorCode = 'empty_file' | 'no_guests' | 'unclosed_quote' | 'unreadable_file' | 'file_too_large';

/**
 * A file that cannot be read as a guest list at all (as opposed to a row
 * with a bad value). A validation DomainError, so the API answers 422 with
 * the message under `file`; clients switch on the stable `code`.
 */
export class ImportFileError extends DomainError {
  constructor(
    override readonly code: ImportFileErrorCode,
    message: string,
  ) {
    super('validation', code, message, { file: [message] });
    this.name = 'ImportFileError';
  }

  static emptyFile(): ImportFileError {
    return new ImportFileError('empty_file', 'The file is empty.');
  }

  static noGuests(): ImportFileError {
    return new ImportFileError('no_guests', 'The file has no guests.');
  }

  static unclosedQuote(rowNumber: number): ImportFileError {
    return new ImportFileError('unclosed_quote', `A quoted value starting in row ${rowNumber} is never closed.`);
  }

  /** A spreadsheet that its reader could not open (damaged, or not what its name says). */
  static unreadable(): ImportFileError {
    return new ImportFileError('unreadable_file', 'The file could not be read as a spreadsheet.');
  }

  /** A file past one of the reader's limits (sheet-limits.ts); the message names the limit. */
  static tooLarge(message: string): ImportFileError {
    return new ImportFileError('file_too_large', message);
  }
}
