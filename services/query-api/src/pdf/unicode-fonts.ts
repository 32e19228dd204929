import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as FontKit from 'fontkit';
import { loadOnFirstUse } from '@usher/infra/load-on-first-use';

// The fonts every printout embeds, so a name prints in the script it was written in.
// The PDF standard fonts (Helvetica) speak Windows-1252 only; these are subset into each file,
// so a PDF carries just the glyphs it uses.
//
// DejaVu Sans (free licence, Bitstream Vera derivative) covers Latin with Vietnamese, Greek,
// Cyrillic, Armenian, Georgian, Hebrew and Arabic in one file of 0.7 MB. CJK needs a font of its
// own at 10 MB a weight, so Noto Sans SC (SIL OFL 1.1: Chinese, Japanese kana) is only opened
// when a text has a character DejaVu lacks. Hangul, Thai and the Indic scripts are in neither.

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

interface Face {
  /** The name the face is registered under in a document. */
  name: string;
  path: string;
}

const FACES: Record<'primary' | 'cjk', Record<Weight, Face>> = {
  primary: {
    regular: { name: 'usher-sans', path: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
    bold: { name: 'usher-sans-bold', path: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
  },
  cjk: {
    regular: { name: 'usher-cjk', path: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
    bold: { name: 'usher-cjk-bold', path: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
  },
};

// Read once per process: a document registers the bytes, pdfkit subsets what it draws.
const bytes = new Map<string, Buffer>();
function fontBytes(face: Face): Buffer {
  let data = bytes.get(face.path);
  if (!data) {
    data = readFileSync(require.resolve(face.path));
    bytes.set(face.path, data);
  }
  return data;
}

// Coverage and metrics are asked of the regular weights: the bold files cover the same characters.
// fontkit (with its Brotli, Unicode and line-breaking tables) is loaded by the first printout, not at every start.
const fontkit = loadOnFirstUse<typeof FontKit>('fontkit');
const opened = new Map<string, FontKit.Font>();
function fontOf(face: Face): FontKit.Font {
  let font = opened.get(face.path);
  if (!font) {
    font = fontkit().create(fontBytes(face)) as FontKit.Font;
    opened.set(face.path, font);
  }
  return font;
}

function covers(face: Face, codePoint: number): boolean {
  return fontOf(face).hasGlyphForCodePoint(codePoint);
}

/** The face's ascent as a share of the font size: pdfkit hangs text from it, so runs of two faces on one line are aligned by it. */
export function ascentOf(face: FontRun['face']): number {
  const font = fontOf(FACES[face].regular);
  return font.ascent / font.unitsPerEm;
}

/** A stretch of text that one face draws. */
export interface FontRun {
  text: string;
  face: 'primary' | 'cjk';
}

// Spaces, marks and joiners stay with the run they sit in, so a word is never cut between fonts.
const NEUTRAL = /[\s\p{M}\u200c\u200d]/u;

/** The text cut where the face that can draw it changes; a character neither has stays with DejaVu (a box, not a '?'). */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    const face: FontRun['face'] =
      last && NEUTRAL.test(char) ? last.face : covers(FACES.primary.regular, codePoint) || !covers(FACES.cjk.regular, codePoint) ? 'primary' : 'cjk';
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/** The name of the face to select with `doc.font(...)`, registered on first use in the document. */
export function faceName(doc: PDFKit.PDFDocument, face: FontRun['face'], weight: Weight): string {
  const chosen = FACES[face][weight];
  const registered = registeredIn.get(doc) ?? new Set<string>();
  if (!registered.has(chosen.name)) {
    doc.registerFont(chosen.name, fontBytes(chosen));
    registered.add(chosen.name);
    registeredIn.set(doc, registered);
  }
  return chosen.name;
}
const registeredIn = new WeakMap<PDFKit.PDFDocument, Set<string>>();
