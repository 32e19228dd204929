// Spreadsheet bombs for tests, built in memory without ever holding what
// they inflate to. A zip writer is written out here (rather than taken from a
// library) because a bomb needs what no honest writer does: an entry whose
// deflate stream is one small compressed block repeated, and headers that lie
// about sizes.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** An entry's bytes once inflated: `head`, then `block` `times` times, then `tail`. */
export interface RepeatedContent {
  head?: string;
  block: string;
  times: number;
  tail?: string;
}

export interface ZipEntry {
  name: string;
  content: string | Buffer | RepeatedContent;
  /** The inflated size the headers claim, when it should not be the true one. */
  declaredSize?: number;
}

interface Packed {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
  declaredSize: number;
}

// A full flush ends a deflate stream on a byte boundary with no reference to
// what came before, so its bytes can be repeated and still inflate correctly.
const flushed = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });

function pack(entry: ZipEntry): Packed {
  const name = Buffer.from(entry.name);
  if (typeof entry.content === 'string' || Buffer.isBuffer(entry.content)) {
    const bytes = Buffer.from(entry.content);
    return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length, declaredSize: entry.declaredSize ?? bytes.length };
  }
  const { head = '', block, times, tail = '' } = entry.content;
  const blockBytes = Buffer.from(block);
  let crc = crc32(head);
  for (let index = 0; index < times; index++) crc = crc32(blockBytes, crc);
  crc = crc32(tail, crc);
  const repeated = flushed(block);
  const data = Buffer.concat([flushed(head), ...Array.from({ length: times }, () => repeated), deflateRawSync(Buffer.from(tail))]);
  const size = Buffer.byteLength(head) + blockBytes.length * times + Buffer.byteLength(tail);
  return { name, data, crc, size, declaredSize: entry.declaredSize ?? size };
}

const DEFLATE = 8;
const DOS_DATE_1980_01_01 = 0x21;

/** A zip archive (deflate, no zip64: every size below 4 GB, fewer than 65,536 entries). */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const packed of entries.map(pack)) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(DOS_DATE_1980_01_01, 12);
    local.writeUInt32LE(packed.crc, 14);
    local.writeUInt32LE(packed.data.length, 18);
    local.writeUInt32LE(packed.declaredSize, 22);
    local.writeUInt16LE(packed.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(DOS_DATE_1980_01_01, 14);
    central.writeUInt32LE(packed.crc, 16);
    central.writeUInt32LE(packed.data.length, 20);
    central.writeUInt32LE(packed.declaredSize, 24);
    central.writeUInt16LE(packed.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, packed.name, packed.data);
    centrals.push(central, packed.name);
    offset += local.length + packed.name.length + packed.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';
export const SHARED_STRINGS_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
export const SHARED_STRINGS_TAIL = '</sst>';

/** A header row of inline strings, as the first row of a sheet. */
export function headerRow(...names: string[]): string {
  const cells = names.map((name) => `<c t="inlineStr"><is><t>${name}</t></is></c>`).join('');
  return `<row r="1">${cells}</row>`;
}

/** A minimal .xlsx workbook of one sheet (and shared strings), with any extra entries. */
export function xlsxOf(parts: { sheet: ZipEntry['content']; sheetDeclaredSize?: number; sharedStrings?: ZipEntry['content']; extra?: ZipEntry[] }): Buffer {
  return zip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: '_rels/.rels', content: ROOT_RELS },
    { name: 'xl/workbook.xml', content: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', content: WORKBOOK_RELS },
    ...(parts.sharedStrings === undefined ? [] : [{ name: 'xl/sharedStrings.xml', content: parts.sharedStrings }]),
    { name: 'xl/worksheets/sheet1.xml', content: parts.sheet, ...(parts.sheetDeclaredSize === undefined ? {} : { declaredSize: parts.sheetDeclaredSize }) },
    ...(parts.extra ?? []),
  ]);
}
