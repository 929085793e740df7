import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { type CsvDialect, SNIFF_BYTES } from '../../../../server/application/imports/review-file-reader.port';
import { AppError } from '../../../../server/application/shared/app-error';
import { CsvParseReviewFileReader } from '../../../../server/infrastructure/imports/csv-parse-review-file-reader';

const reader = new CsvParseReviewFileReader();

/** The bytes as a stream of small chunks, so records and characters straddle chunk boundaries. */
function streamOf(bytes: Uint8Array, chunkSize = 7): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

async function readAll(bytes: Uint8Array, dialect: CsvDialect = reader.sniff(bytes.subarray(0, SNIFF_BYTES))) {
  const records: (readonly string[])[] = [];
  for await (const record of reader.records(streamOf(bytes), dialect)) records.push(record);
  return { dialect, records };
}

const REVIEWS = 'title,body,rating\n"Lovely","Café crème, très bon",5\nGrün,Schön und gut,4\n';
const EXPECTED = [
  ['title', 'body', 'rating'],
  ['Lovely', 'Café crème, très bon', '5'],
  ['Grün', 'Schön und gut', '4'],
];

const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  return le.swap16();
};

describe('reading a review file', () => {
  it('reads UTF-8 without a BOM', async () => {
    const { dialect, records } = await readAll(Buffer.from(REVIEWS, 'utf8'));
    expect(dialect).toEqual({ encoding: 'utf-8', delimiter: ',' });
    expect(records).toEqual(EXPECTED);
  });

  it('reads UTF-8 with a BOM, the BOM kept out of the first header', async () => {
    const { dialect, records } = await readAll(Buffer.from(`\uFEFF${REVIEWS}`, 'utf8'));
    expect(dialect.encoding).toBe('utf-8');
    expect(records).toEqual(EXPECTED);
    expect(records[0]?.[0]).toBe('title');
  });

  it('strips a BOM saved twice (a spreadsheet re-saving a file) from the first header', async () => {
    const { records } = await readAll(Buffer.from(`\uFEFF\uFEFF${REVIEWS}`, 'utf8'));
    expect(records[0]?.[0]).toBe('title');
  });

  it('reads UTF-16 LE and BE with their BOM', async () => {
    const le = await readAll(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(REVIEWS, 'utf16le')]));
    expect(le.dialect).toEqual({ encoding: 'utf-16le', delimiter: ',' });
    expect(le.records).toEqual(EXPECTED);
    const be = await readAll(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(REVIEWS)]));
    expect(be.dialect).toEqual({ encoding: 'utf-16be', delimiter: ',' });
    expect(be.records).toEqual(EXPECTED);
  });

  it('recognises UTF-16 without a BOM by its NUL bytes', async () => {
    expect((await readAll(Buffer.from(REVIEWS, 'utf16le'))).records).toEqual(EXPECTED);
    expect((await readAll(utf16be(REVIEWS))).records).toEqual(EXPECTED);
  });

  it('reads Windows-1252: accents, the euro sign and curly quotes', async () => {
    const text = 'title;body\nTrès bien;“Größe passt”, 20 € gespart\n';
    const { dialect, records } = await readAll(iconv.encode(text, 'windows-1252'));
    expect(dialect).toEqual({ encoding: 'windows-1252', delimiter: ';' });
    expect(records).toEqual([
      ['title', 'body'],
      ['Très bien', '“Größe passt”, 20 € gespart'],
    ]);
  });

  it('takes a head cut inside a UTF-8 character for UTF-8', () => {
    const line = 'name,body\n' + 'Zoë,“ok”\n'.repeat(SNIFF_BYTES);
    const bytes = Buffer.from(line, 'utf8');
    // Cut inside a three-byte “ at the very end of the head.
    const cut = bytes.indexOf(Buffer.from('“', 'utf8'), SNIFF_BYTES - 4) + 1;
    expect(reader.sniff(bytes.subarray(cut - SNIFF_BYTES, cut)).encoding).toBe('utf-8');
  });

  it.each([
    [';', 'title;body;rating\nGood;"Nice; really";5\nBad;Meh;1\n'],
    ['\t', 'title\tbody\trating\nGood\t"Nice, really"\t5\nBad\tMeh, meh\t1\n'],
    ['|', 'title|body|rating\nGood|Nice, really; yes|5\nBad|Meh|1\n'],
    [',', 'title,body,rating\nGood,"Nice; really | yes",5\nBad,Meh,1\n'],
  ])('detects the %j separator', async (delimiter, text) => {
    const { dialect, records } = await readAll(Buffer.from(text, 'utf8'));
    expect(dialect.delimiter).toBe(delimiter);
    expect(records).toHaveLength(3);
    expect(records[1]).toHaveLength(3);
    expect(records[1]?.[1]).toMatch(/^Nice/);
  });

  it('keeps line breaks and doubled quotes inside quoted cells, and rows of any length', async () => {
    const text = 'title,body,rating\r\n"Two\r\nlines","He said ""wow""\nthen left",5\r\n\r\nShort row\r\n';
    const { records } = await readAll(Buffer.from(text, 'utf8'));
    expect(records).toEqual([
      ['title', 'body', 'rating'],
      ['Two\r\nlines', 'He said "wow"\nthen left', '5'],
      ['Short row'],
    ]);
  });

  it('names the row of a quote that is never closed', async () => {
    const text = 'title,body\nGood,Fine\nBad,"never closed\nNext,Row\n';
    const error = await readAll(Buffer.from(text, 'utf8')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('invalidInput');
    expect((error as AppError).message).toMatch(/^file: row 2 \(line \d+\): a quoted cell is never closed/);
  });

  it('stops at a record longer than the limit instead of reading the rest of the file into one cell', async () => {
    const text = `title,body\nGood,Fine\nBad,"open${'x'.repeat(1_500_000)}\n`;
    await expect(readAll(Buffer.from(text, 'utf8'))).rejects.toThrow(/^file: row 2 \(line 3\): the row is longer than 1,000,000 characters/);
  });

  it('cancels the upload stream when the reader stops early', async () => {
    let cancelled = false;
    const bytes = Buffer.from(`title,body\n${'Good,Fine\n'.repeat(10_000)}`, 'utf8');
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes.subarray(offset, offset + 64));
        offset += 64;
      },
      cancel() {
        cancelled = true;
      },
    });
    let count = 0;
    for await (const record of reader.records(stream, { encoding: 'utf-8', delimiter: ',' })) {
      expect(record).toHaveLength(2);
      if (++count === 3) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cancelled).toBe(true);
    expect(offset).toBeLessThan(bytes.byteLength);
  });

  it('reads 200,000 rows in bounded memory', async () => {
    setFlagsFromString('--expose_gc');
    const gc = runInNewContext('gc') as () => void;
    const ROWS = 200_000;
    const row = (index: number) => `product-${index},Reviewer ${index},5,"A fine product, number ${index}, ${'really '.repeat(20)}good"\n`;
    let produced = 0;
    let fileBytes = 0;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (produced > ROWS) return controller.close();
        const lines = produced === 0 ? ['handle,author,rating,body\n'] : [];
        for (let count = 0; count < 1000 && produced < ROWS; count += 1) lines.push(row(++produced));
        if (lines.length === 0) produced += 1;
        const chunk = encoder.encode(lines.join(''));
        fileBytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let count = 0;
    for await (const record of reader.records(stream, { encoding: 'utf-8', delimiter: ',' })) {
      count += 1;
      if (count % 20_000 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
        expect(record[0]).toBe(`product-${count - 1}`);
      }
    }
    expect(count).toBe(ROWS + 1);
    expect(fileBytes).toBeGreaterThan(40_000_000);
    // What the reader holds at any time is a chunk or two, never the file.
    expect(peak).toBeLessThan(fileBytes / 20);
  });
});
