import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import {
  CSV_DELIMITERS,
  type CsvDelimiter,
  type CsvDialect,
  type ReviewFileReader,
  SNIFF_BYTES,
  type TextEncoding,
} from '../../application/imports/review-file-reader.port';
import { invalidInput } from '../../application/shared/app-error';

/**
 * The longest record, in characters: a quote left open would otherwise read the rest of the file
 * into one cell, in memory (docs/product/import-media.md#reading-a-review-file).
 */
export const MAX_RECORD_CHARACTERS = 1_000_000;
/** How many records of the head decide the separator. */
const SNIFF_RECORDS = 20;
/** Share of the bytes at one parity that must be NUL for a file without a BOM to be UTF-16. */
const UTF16_NUL_SHARE = 0.3;

/**
 * Reads review files with iconv-lite (decoding) and csv-parse (records), both streaming: the
 * bytes are decoded and split into records as they arrive, so memory stays bounded by the
 * longest record, whatever the file's size.
 */
export class CsvParseReviewFileReader implements ReviewFileReader {
  sniff(head: Uint8Array): CsvDialect {
    const encoding = sniffEncoding(head);
    const text = iconv.decode(Buffer.from(head.buffer, head.byteOffset, head.byteLength), encoding);
    return { encoding, delimiter: sniffDelimiter(text, head.byteLength >= SNIFF_BYTES) };
  }

  async *records(bytes: ReadableStream<Uint8Array>, dialect: CsvDialect): AsyncIterable<readonly string[]> {
    const parser = parse({
      delimiter: dialect.delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    });
    // pipeline hands any stream's failure to the parser and, when the reader stops early, cancels the source.
    const records = pipeline(
      Readable.from(chunksOf(bytes)),
      iconv.decodeStream(dialect.encoding),
      parser,
      () => undefined,
    );
    let first = true;
    try {
      for await (const record of records as AsyncIterable<string[]>) {
        if (first && record[0] !== undefined) record[0] = record[0].replace(/^\uFEFF/, '');
        first = false;
        yield record;
      }
    } catch (error) {
      throw unreadable(error);
    }
  }
}

/** The web stream's chunks; stopping early cancels it. */
async function* chunksOf(bytes: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = bytes.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** A byte order mark, else UTF-16 by its NUL bytes, else UTF-8 when the head decodes as UTF-8, else Windows-1252. */
function sniffEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const utf16 = utf16ByNulBytes(head);
  if (utf16) return utf16;
  // A head cut at SNIFF_BYTES may end inside a character; a shorter head is the whole file.
  const complete = head.byteLength >= SNIFF_BYTES ? head.subarray(0, completeUtf8Length(head)) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(complete);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Text in UTF-16 without a BOM: mostly ASCII, so every other byte is NUL (odd ones in LE, even ones in BE). */
function utf16ByNulBytes(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(head.byteLength / 2);
  if (pairs < 2) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < pairs * 2; index += 2) {
    if (head[index] === 0) evenNuls += 1;
    if (head[index + 1] === 0) oddNuls += 1;
  }
  if (oddNuls >= pairs * UTF16_NUL_SHARE && evenNuls < pairs * 0.05) return 'utf-16le';
  if (evenNuls >= pairs * UTF16_NUL_SHARE && oddNuls < pairs * 0.05) return 'utf-16be';
  return null;
}

/** The head's length without a multi-byte UTF-8 sequence cut off at its end. */
function completeUtf8Length(head: Uint8Array): number {
  for (let back = 1; back <= Math.min(4, head.byteLength); back += 1) {
    const byte = head[head.byteLength - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? head.byteLength - back : head.byteLength;
  }
  return head.byteLength;
}

/**
 * The candidate giving the same number of columns (more than one) on the most of the first
 * records, counted outside quotes; ',' when none does.
 */
function sniffDelimiter(text: string, cut: boolean): CsvDelimiter {
  const records = headRecords(text.replace(/^\uFEFF/, ''), cut);
  let best: { delimiter: CsvDelimiter; consistent: number; columns: number } = { delimiter: ',', consistent: 0, columns: 1 };
  for (const delimiter of CSV_DELIMITERS) {
    const counts = records.map((record) => countOutsideQuotes(record, delimiter));
    const columns = mostCommon(counts) + 1;
    if (columns < 2) continue;
    const consistent = counts.filter((count) => count + 1 === columns).length;
    if (consistent > best.consistent || (consistent === best.consistent && columns > best.columns)) best = { delimiter, consistent, columns };
  }
  return best.delimiter;
}

/** The first records of the text (a quoted line break stays inside its record), without a last one the cut may have broken. */
function headRecords(text: string, cut: boolean): string[] {
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length && records.length < SNIFF_RECORDS; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (index > start) records.push(text.slice(start, index));
      start = index + 1;
    }
  }
  if (!cut && records.length < SNIFF_RECORDS && start < text.length) records.push(text.slice(start));
  return records.filter((record) => record.trim() !== '');
}

function countOutsideQuotes(record: string, delimiter: CsvDelimiter): number {
  let quoted = false;
  let count = 0;
  for (const char of record) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count += 1;
  }
  return count;
}

function mostCommon(counts: readonly number[]): number {
  const tally = new Map<number, number>();
  for (const count of counts) tally.set(count, (tally.get(count) ?? 0) + 1);
  let best = 0;
  let bestTally = 0;
  for (const [count, times] of tally) {
    if (times > bestTally || (times === bestTally && count > best)) [best, bestTally] = [count, times];
  }
  return best;
}

const PLAIN_REASONS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a missing closing quote)',
  CSV_MAX_RECORD_SIZE: `the row is longer than ${MAX_RECORD_CHARACTERS.toLocaleString('en')} characters (a quote left open?)`,
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text after its closing quote (a quote inside a cell must be doubled)',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell has text after its closing quote (a quote inside a cell must be doubled)',
};

/** The parse failure as invalidInput('file', 'row N: …'), N the 1-based data row (0: the header row). */
function unreadable(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const context = error as CsvError & { records?: number; lines?: number };
  const row = context.records ?? 0;
  const reason = PLAIN_REASONS[error.code] ?? 'the file is not readable CSV';
  return invalidInput('file', `row ${row}${context.lines ? ` (line ${context.lines})` : ''}: ${reason}`);
}
