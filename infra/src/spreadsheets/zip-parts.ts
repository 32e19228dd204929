// The parts of an .xlsx archive, inflated within a budget. yauzl reads the
// central directory (so the parts can be read in the order we choose, and the
// ones we don't need are never inflated), streams each part as it inflates,
// and with validateEntrySizes refuses a part that inflates past the size its
// header claims: so the declared sizes can be checked against the budget
// before a byte is inflated, and a header that lies is caught too.
import yauzl from 'yauzl';
import { SHEET_LIMITS, sheetTooLarge } from '@usher/domain/guest-import/sheet-limits';

/** Inflated bytes still allowed, shared by every part read from one archive. */
export class InflateBudget {
  constructor(private remaining: number = SHEET_LIMITS.inflatedBytes) {}

  /** Before inflating: a part that claims more than is left is refused without reading it. */
  reserve(declared: number): void {
    if (declared > this.remaining) throw sheetTooLarge.inflatedBytes();
  }

  spend(bytes: number): void {
    this.remaining -= bytes;
    if (this.remaining < 0) throw sheetTooLarge.inflatedBytes();
  }
}

/** Part names as OPC compares them: case-insensitive, without a leading slash. */
const partKey = (name: string) => name.replace(/^\/+/, '').toLowerCase();

export class ZipParts {
  private constructor(
    private readonly zipfile: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    private readonly budget: InflateBudget,
  ) {}

  static async open(bytes: Buffer, budget = new InflateBudget()): Promise<ZipParts> {
    const zipfile = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
    // The count comes from the end of the central directory: refused before a single entry is read.
    if (zipfile.entryCount > SHEET_LIMITS.zipEntries) throw sheetTooLarge.zipEntries();
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zipfile.eachEntry()) {
      if (!entry.fileName.endsWith('/')) entries.set(partKey(entry.fileName), entry);
    }
    return new ZipParts(zipfile, entries, budget);
  }

  has(name: string): boolean {
    return this.entries.has(partKey(name));
  }

  /** The part's text (UTF-8, as every SpreadsheetML part is written) as it inflates, chunk by chunk. */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.entries.get(partKey(name));
    if (entry === undefined) return;
    this.budget.reserve(entry.uncompressedSize);
    const stream = await this.zipfile.openReadStreamPromise(entry);
    const decoder = new TextDecoder('utf-8');
    // Leaving the loop early (a limit, a parse error) destroys the stream: nothing more is inflated.
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      this.budget.spend(chunk.length);
      yield decoder.decode(chunk, { stream: true });
    }
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  }
}
