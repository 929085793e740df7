/** How a review file's bytes are text (docs/product/import.md#files). */
export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export interface CsvDialect {
  readonly encoding: TextEncoding;
  readonly delimiter: CsvDelimiter;
}

/**
 * Reads an uploaded review file: guesses its encoding (a byte order mark, else UTF-8 when it
 * decodes as UTF-8, else Windows-1252) and separator from its first bytes, then yields its
 * records one by one as the bytes stream in, so a file of any size is read in constant memory.
 */
export interface ReviewFileReader {
  /** The dialect of a file from its first bytes (up to {@link SNIFF_BYTES}). */
  sniff(head: Uint8Array): CsvDialect;
  /**
   * The records in file order, the header row first, a byte order mark dropped; a record is its
   * cells as text. Fails with invalidInput('file', …) when the file is not readable CSV.
   */
  records(bytes: ReadableStream<Uint8Array>, dialect: CsvDialect): AsyncIterable<readonly string[]>;
}

/** How much of a file {@link ReviewFileReader.sniff} looks at. */
export const SNIFF_BYTES = 64 * 1024;
