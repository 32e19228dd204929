import zlib from 'node:zlib';

/**
 * The text runs of a PDF written by pdfkit with its standard fonts: each
 * content stream inflated, each `[<hex> kern <hex>] TJ` array read back into
 * the Windows-1252 string it was written from. Enough to check that a name
 * is on a page without a PDF parser; pages come back in order.
 */
export function pdfPagesText(pdf: Buffer): string[][] {
  const pages: string[][] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const dictionary = source.slice(source.lastIndexOf('<<', match.index), match.index);
    let raw = pdf.subarray(start, end);
    if (/FlateDecode/.test(dictionary)) {
      try {
        raw = zlib.inflateSync(raw);
      } catch {
        continue; // a font or an image, not a page
      }
    }
    const content = raw.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    const runs: string[] = [];
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      let text = '';
      for (const hex of array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      runs.push(text);
    }
    pages.push(runs);
  }
  return pages;
}
