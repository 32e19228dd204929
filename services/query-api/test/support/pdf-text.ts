// pdf.js, Mozilla's PDF reader, reads a PDF back as a viewer would: the
// text of each page through the embedded fonts' Unicode maps, and each page's
// size. A name that prints as '?' or as empty boxes fails here.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** Each text item on the page, in drawing order. */
  text: string[];
  /** The page's size in points (1/72 inch). */
  width: number;
  height: number;
}

export async function readPdf(pdf: Buffer | Uint8Array): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const text = content.items.flatMap((item) => ('str' in item && item.str !== '' ? [item.str] : []));
      pages.push({ text, width: x1 - x0, height: y1 - y0 });
    }
  } finally {
    await document.destroy();
  }
  return pages;
}

/** The text items of each page, pages in order. */
export async function pdfPagesText(pdf: Buffer | Uint8Array): Promise<string[][]> {
  return (await readPdf(pdf)).map((page) => page.text);
}
