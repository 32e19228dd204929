// Streams an XML part through saxes (a strict, streaming, non-validating XML
// parser: an entity a document's DTD defines is an error to it, never
// expanded, so there is no "billion laughs"), with the limits a hostile part would otherwise turn into
// memory: saxes keeps the element stack, the open tag's attributes and the
// text of the current token whole, so depth, attributes per element and the
// length of any one token are bounded here.
import { SaxesParser } from 'saxes';
import { SHEET_LIMITS, sheetTooLarge } from '@usher/domain/guest-import/sheet-limits';

export interface XmlHandlers {
  /** An element opens; `name` without its namespace prefix. */
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** 'x:row' → 'row': some writers prefix SpreadsheetML's elements, most do not. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

// saxes is handed the text in slices no longer than this, so the check after
// each slice is never far behind.
const SLICE_CHARS = 64 * 1024;

export async function readXml(chunks: AsyncIterable<string>, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  let depth = 0;
  let attributes = 0;
  // Characters fed since saxes last reported anything: the size of the token it is holding.
  let unreported = 0;
  let reported: boolean;
  const report = () => {
    reported = true;
  };

  // Five handlers and no more: saxes keeps them as properties it adds after
  // construction, and a sixth (any of them) made every parse four times
  // slower (V8 gives up on the object's shape). Attributes are counted from
  // one element's opening to the next; comments and processing instructions
  // report nothing, so a part that is mostly comments reads as one long token.
  parser.on('attribute', () => {
    report();
    if (++attributes > SHEET_LIMITS.xmlAttributes) throw sheetTooLarge.xmlAttributes();
  });
  parser.on('opentag', (tag) => {
    report();
    attributes = 0;
    if (++depth > SHEET_LIMITS.xmlDepth) throw sheetTooLarge.xmlDepth();
    handlers.open?.(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    report();
    depth -= 1;
    handlers.close?.(localName(tag.name));
  });
  parser.on('text', (text) => {
    report();
    handlers.text?.(text);
  });
  parser.on('cdata', (text) => {
    report();
    handlers.text?.(text);
  });

  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += SLICE_CHARS) {
      const slice = chunk.length <= SLICE_CHARS ? chunk : chunk.slice(start, start + SLICE_CHARS);
      reported = false;
      parser.write(slice);
      unreported = reported ? 0 : unreported + slice.length;
      if (unreported > SHEET_LIMITS.xmlTokenChars) throw sheetTooLarge.xmlTokenChars();
    }
  }
  parser.close();
}
