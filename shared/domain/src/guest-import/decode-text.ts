// Turns the bytes of an uploaded guest list into text. People upload what
// their spreadsheet program saved: UTF-8 (with or without the BOM Excel adds),
// UTF-16 from Excel's 'Unicode Text' export, or the Windows code page that
// older Excel versions still use for 'CSV (Comma delimited)'. Nothing here
// needs Node: it runs in the browser too.

export type UploadEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedUpload {
  text: string;
  encoding: UploadEncoding;
}

interface ByteOrderMark {
  bytes: readonly number[];
  encoding: UploadEncoding;
  decoderLabel: string;
}

const BYTE_ORDER_MARKS: readonly ByteOrderMark[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8-bom', decoderLabel: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le', decoderLabel: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be', decoderLabel: 'utf-16be' },
];

// windows-1252 is Latin-1 except for 0x80-0x9F, where it has €, curly quotes,
// dashes, Š, Ž, Œ, Ÿ... (WHATWG index; the five unassigned bytes stay C1
// controls). Written out because Node 20's TextDecoder('windows-1252')
// decodes those bytes as Latin-1 controls, losing exactly these characters.
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const WINDOWS_1252_HIGH_START = 0x80;
// String.fromCharCode takes its arguments on the stack; chunks keep it within limits.
const DECODE_CHUNK = 8192;

function windows1252Char(byte: number): number {
  const offset = byte - WINDOWS_1252_HIGH_START;
  return offset >= 0 && offset < WINDOWS_1252_HIGH.length ? WINDOWS_1252_HIGH.charCodeAt(offset) : byte;
}

/** Every byte is a character in windows-1252, so this never fails. */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += DECODE_CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + DECODE_CHUNK), windows1252Char);
    text += String.fromCharCode(...codes);
  }
  return text;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * Decodes with a BOM when there is one, else as strict UTF-8, else as
 * windows-1252: a file that is not valid UTF-8 is almost always a legacy
 * Western-European export, and windows-1252 decodes every byte, so nothing is
 * lost or rejected. The BOM is never part of the returned text.
 */
export function decodeUpload(bytes: Uint8Array): DecodedUpload {
  for (const mark of BYTE_ORDER_MARKS) {
    if (!startsWith(bytes, mark.bytes)) continue;
    // ignoreBOM keeps a second, deliberate U+FEFF after the one we stripped.
    const decoder = new TextDecoder(mark.decoderLabel, { ignoreBOM: true });
    return { text: decoder.decode(bytes.subarray(mark.bytes.length)), encoding: mark.encoding };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}
