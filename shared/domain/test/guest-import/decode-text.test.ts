import { describe, expect, it } from 'vitest';
import { decodeUpload } from '../../src/guest-import/decode-text.ts';

const SAMPLE = 'first_name,last_name\nZoë,Müller\n';

function utf16le(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    bytes.push(unit & 0xff, unit >> 8);
  }
  return bytes;
}

function utf16be(text: string): number[] {
  const le = utf16le(text);
  const be: number[] = [];
  for (let i = 0; i < le.length; i += 2) be.push(le[i + 1]!, le[i]!);
  return be;
}

describe('decodeUpload', () => {
  it('reads UTF-8 without a BOM', () => {
    expect(decodeUpload(new TextEncoder().encode(SAMPLE))).toEqual({ text: SAMPLE, encoding: 'utf-8' });
  });

  it('reads UTF-8 with the BOM Excel adds, and strips the BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SAMPLE)]);
    expect(decodeUpload(bytes)).toEqual({ text: SAMPLE, encoding: 'utf-8-bom' });
  });

  it("reads UTF-16LE with a BOM (Excel's 'Unicode Text')", () => {
    const text = 'first_name\tlast_name\r\nZoë\tMüller 😀\r\n';
    const bytes = new Uint8Array([0xff, 0xfe, ...utf16le(text)]);
    expect(decodeUpload(bytes)).toEqual({ text, encoding: 'utf-16le' });
  });

  it('reads UTF-16BE with a BOM', () => {
    const bytes = new Uint8Array([0xfe, 0xff, ...utf16be(SAMPLE)]);
    expect(decodeUpload(bytes)).toEqual({ text: SAMPLE, encoding: 'utf-16be' });
  });

  it('falls back to windows-1252 when the bytes are not valid UTF-8', () => {
    // 'Zoë Müller' as saved by legacy Excel: ë is 0xEB and ü is 0xFC, neither valid UTF-8 here.
    const bytes = new Uint8Array([0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    expect(decodeUpload(bytes)).toEqual({ text: 'Zoë Müller', encoding: 'windows-1252' });
  });

  it('maps the windows-1252 specials in 0x80-0x9F (€, curly quotes)', () => {
    const bytes = new Uint8Array([0x80, 0x20, 0x93, 0x68, 0x69, 0x94]);
    expect(decodeUpload(bytes)).toEqual({ text: '€ “hi”', encoding: 'windows-1252' });
  });

  it('decodes all of 0x80-0x9F as windows-1252 does, not as Latin-1 controls', () => {
    const bytes = new Uint8Array(Array.from({ length: 32 }, (_, index) => 0x80 + index));
    const expected = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
    expect(decodeUpload(bytes)).toEqual({ text: expected, encoding: 'windows-1252' });
  });

  it('decodes a long windows-1252 file completely', () => {
    const line = [0x52, 0x65, 0x6e, 0xe9, 0x65, 0x2c, 0x80, 0x0a]; // 'Renée,€\n'
    const bytes = new Uint8Array(Array.from({ length: 5000 }, () => line).flat());
    const { text, encoding } = decodeUpload(bytes);
    expect(encoding).toBe('windows-1252');
    expect(text).toBe('Renée,€\n'.repeat(5000));
  });

  it('keeps a second U+FEFF after the BOM, since only the first one is a mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x61]);
    expect(decodeUpload(bytes).text).toBe('\uFEFFa');
  });

  it('reads no bytes as empty UTF-8 text', () => {
    expect(decodeUpload(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });

  it('reads a file holding only a BOM as empty text', () => {
    expect(decodeUpload(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual({ text: '', encoding: 'utf-8-bom' });
    expect(decodeUpload(new Uint8Array([0xff, 0xfe]))).toEqual({ text: '', encoding: 'utf-16le' });
  });
});
