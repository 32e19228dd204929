// Reads the first worksheet of an .xlsx into rows of text, streaming, within
// SHEET_LIMITS. exceljs (which the exports still use) builds its whole
// workbook model before anything can be counted: a 1 MB file whose sheet
// unpacks to 400 MB took it 85 s and 4.5 GB. Here the archive's parts are
// inflated one at a time (zip-parts.ts), parsed as they inflate
// (bounded-xml.ts), and every row, cell, shared string and character is
// counted as it is read, so a bomb is refused before its memory is spent.
import { ImportFileError } from '@usher/domain/guest-import/import-file-error';
import { sheetFromRecords, type SheetRecord, type SheetRows } from '@usher/domain/guest-import/parse-csv';
import { SHEET_LIMITS, sheetTooLarge } from '@usher/domain/guest-import/sheet-limits';
import { readXml } from './bounded-xml.ts';
import { cellText, isDateFormat, type RawCell } from './xlsx-cell-text.ts';
import { ZipParts } from './zip-parts.ts';

interface Relationship {
  type: string;
  target: string;
}

/** A part's name from a relationship's target, relative to the part that names it (OPC). */
function resolvePart(sourcePart: string, target: string): string {
  const base = target.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') base.pop();
    else if (segment !== '.' && segment !== '') base.push(segment);
  }
  return base.join('/');
}

/** The relationships part of a part: 'xl/workbook.xml' → 'xl/_rels/workbook.xml.rels'. */
function relationshipsPart(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

async function readRelationships(parts: ZipParts, sourcePart: string): Promise<Map<string, Relationship>> {
  const relationships = new Map<string, Relationship>();
  if (!parts.has(relationshipsPart(sourcePart))) return relationships;
  await readXml(parts.text(relationshipsPart(sourcePart)), {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      if (attributes.Id && attributes.Target)
        relationships.set(attributes.Id, { type: attributes.Type ?? '', target: resolvePart(sourcePart, attributes.Target) });
    },
  });
  return relationships;
}

/** Relationship types end the same in transitional and strict SpreadsheetML. */
const ofType = (relationships: Map<string, Relationship>, type: string) => [...relationships.values()].find((r) => r.type.endsWith(`/${type}`));

/** 'r:id' whatever the writer called the relationships namespace's prefix. */
const relationshipIdOf = (attributes: Record<string, string>) => Object.entries(attributes).find(([name]) => /^[^:]+:id$/.test(name))?.[1];

/** The first sheet in the workbook's tab order that is a worksheet (not a chart sheet), and the date system. */
async function readWorkbook(parts: ZipParts, workbookPart: string, relationships: Map<string, Relationship>) {
  const sheetIds: string[] = [];
  let date1904 = false;
  await readXml(parts.text(workbookPart), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      const id = name === 'sheet' ? relationshipIdOf(attributes) : undefined;
      if (id !== undefined && sheetIds.length < SHEET_LIMITS.zipEntries) sheetIds.push(id);
    },
  });
  const sheet = sheetIds.map((id) => relationships.get(id)).find((r) => r?.type.endsWith('/worksheet'));
  return { sheetPart: sheet?.target, date1904 };
}

// Excel allows 64,000 cell formats; a style index past this is read as not a date.
const MAX_STYLES = 65_536;

/** Which cell styles (by index) show a date: the only thing read from the styles. */
async function readDateStyles(parts: ZipParts, stylesPart: string | undefined): Promise<boolean[]> {
  if (stylesPart === undefined || !parts.has(stylesPart)) return [];
  const customCodes = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  await readXml(parts.text(stylesPart), {
    open(name, attributes) {
      if (name === 'numFmt' && customCodes.size < MAX_STYLES) customCodes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs && formatIds.length < MAX_STYLES) formatIds.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formatIds.map((id) => isDateFormat(id, customCodes));
}

/** Appends to a value being read, refusing one that grows past a token's limit (saxes's own tokens are bounded in readXml). */
function grown(value: string, text: string): string {
  if (value.length + text.length > SHEET_LIMITS.xmlTokenChars) throw sheetTooLarge.xmlTokenChars();
  return value + text;
}

/** Counts characters kept in memory against SHEET_LIMITS.textChars. */
class TextBudget {
  private used = 0;

  spend(chars: number): void {
    this.used += chars;
    if (this.used > SHEET_LIMITS.textChars) throw sheetTooLarge.textChars();
  }
}

/** The shared-string table: rich text runs joined, phonetic guides (`rPh`) left out, as exceljs read them. */
async function readSharedStrings(parts: ZipParts, part: string | undefined, text: TextBudget): Promise<string[]> {
  const strings: string[] = [];
  if (part === undefined || !parts.has(part)) return strings;
  let current = '';
  let inText = false;
  let phonetic = 0;
  await readXml(parts.text(part), {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text(value) {
      if (inText) current = grown(current, value);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        if (strings.length >= SHEET_LIMITS.sharedStrings) throw sheetTooLarge.sharedStrings();
        text.spend(current.length);
        strings.push(current);
      }
    },
  });
  return strings;
}

/** 'AB12' → 28; null when the reference has no column letters. */
function columnOf(reference: string): number | null {
  let column = 0;
  let index = 0;
  for (; index < reference.length; index++) {
    const code = reference.charCodeAt(index) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
    // Past Excel's last column already: stop before the number grows without end.
    if (column > SHEET_LIMITS.columns) return column;
  }
  return index === 0 ? null : column;
}

interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
  text: TextBudget;
}

/** The sheet's rows with something in them, each with its spreadsheet row number. */
async function readSheetRecords(parts: ZipParts, sheetPart: string, context: SheetContext): Promise<SheetRecord[]> {
  const records: SheetRecord[] = [];
  let cellsHeld = 0;
  let inSheetData = false;
  // A cell counts only inside a row: one after its row closed would grow a row already counted.
  let inRow = false;
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let cell: RawCell | null = null;
  // Inside the cell: reading `<v>`, inside `<is>`, inside one of its `<t>`, inside a phonetic guide.
  let inValue = false;
  let inInline = false;
  let inInlineText = false;
  let phonetic = 0;

  const closeCell = (done: RawCell) => {
    const text = cellText(done, context.sharedStrings, context.date1904);
    context.text.spend(text.length);
    while (cells.length < column - 1) cells.push('');
    cells[column - 1] = text;
  };
  const closeRow = () => {
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.every((value) => value.trim() === '')) return;
    if (records.length >= SHEET_LIMITS.rows) throw sheetTooLarge.rows();
    cellsHeld += cells.length;
    if (cellsHeld > SHEET_LIMITS.cells) throw sheetTooLarge.cells();
    records.push({ cells, rowNumber });
  };

  await readXml(parts.text(sheetPart), {
    open(name, attributes) {
      if (name === 'sheetData') inSheetData = true;
      if (!inSheetData) return;
      if (name === 'row') {
        const stated = Number.parseInt(attributes.r ?? '', 10);
        rowNumber = Number.isInteger(stated) && stated > rowNumber ? stated : rowNumber + 1;
        if (rowNumber > SHEET_LIMITS.lines) throw sheetTooLarge.lines();
        cells = [];
        column = 0;
        inRow = true;
      } else if (name === 'c' && inRow) {
        column = (attributes.r === undefined ? null : columnOf(attributes.r)) ?? column + 1;
        if (column > SHEET_LIMITS.columns) throw sheetTooLarge.columns();
        const style = Number(attributes.s ?? 0);
        cell = { type: attributes.t, value: '', inline: '', isDate: context.dateStyles[style] ?? false };
      } else if (cell !== null) {
        if (name === 'v') inValue = true;
        else if (name === 'is') inInline = true;
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && inInline && phonetic === 0) inInlineText = true;
      }
    },
    text(value) {
      if (cell === null) return;
      if (inValue) cell.value = grown(cell.value, value);
      else if (inInlineText) cell.inline = grown(cell.inline, value);
    },
    close(name) {
      if (name === 'sheetData') inSheetData = false;
      else if (name === 'v') inValue = false;
      else if (name === 't') inInlineText = false;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell !== null) {
        closeCell(cell);
        cell = null;
      } else if (name === 'row' && inRow) {
        inRow = false;
        closeRow();
      }
    },
  });
  return records;
}

// The package's own relationships name the workbook; this is where every writer puts it.
const USUAL_WORKBOOK_PART = 'xl/workbook.xml';

async function readFirstSheet(bytes: Buffer): Promise<SheetRows> {
  const parts = await ZipParts.open(bytes);
  const packageRelationships = await readRelationships(parts, '');
  const workbookPart = ofType(packageRelationships, 'officeDocument')?.target ?? USUAL_WORKBOOK_PART;
  if (!parts.has(workbookPart)) throw ImportFileError.unreadable();
  const relationships = await readRelationships(parts, workbookPart);
  const { sheetPart, date1904 } = await readWorkbook(parts, workbookPart, relationships);
  if (sheetPart === undefined || !parts.has(sheetPart)) throw ImportFileError.emptyFile();
  const dateStyles = await readDateStyles(parts, ofType(relationships, 'styles')?.target);
  // The table and the cells each get the text budget: a cell's text is held again once it leaves this thread.
  const sharedStrings = await readSharedStrings(parts, ofType(relationships, 'sharedStrings')?.target, new TextBudget());
  return sheetFromRecords(await readSheetRecords(parts, sheetPart, { sharedStrings, dateStyles, date1904, text: new TextBudget() }));
}

/**
 * The first worksheet as header and rows of text, the same shape parseCsv
 * gives. A file past a limit is refused with the limit named; anything else
 * wrong with it (not a zip, damaged, encrypted, not XML) is unreadable.
 */
export async function readXlsxSheet(bytes: Buffer): Promise<SheetRows> {
  try {
    return await readFirstSheet(bytes);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw ImportFileError.unreadable();
  }
}
