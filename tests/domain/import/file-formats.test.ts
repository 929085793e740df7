import { describe, expect, it } from 'vitest';
import {
  fileFormatById,
  mappingFor,
  missingRequiredFields,
  recognizeFormat,
  REVIEW_FILE_FORMATS,
  suggestMapping,
} from '../../../src/domain/import/file-formats';
import { FILE_FORMAT_IDS } from '../../../src/domain/import/imported-review';

describe('recognizeFormat', () => {
  it('ignores case, outer spaces and a byte order mark', () => {
    const headers = fileFormatById('loox').export.headers.map((header, index) => (index === 0 ? `\uFEFF ${header.toUpperCase()} ` : header));
    expect(recognizeFormat(headers)?.id).toBe('loox');
  });

  it('returns null for a file of no known format', () => {
    expect(recognizeFormat(['Stars', 'Review', 'Name'])).toBeNull();
    expect(recognizeFormat([])).toBeNull();
  });

  it('lets the most specific signature win when several fit', () => {
    // A Loox file with a `state` column also holds Shopify Product Reviews' signature; Loox writes more of its columns.
    expect(recognizeFormat([...fileFormatById('loox').export.headers, 'state'])?.id).toBe('loox');
    expect(recognizeFormat([...fileFormatById('shopify').export.headers, 'product_Id', 'photo_url', 'verified_purchase'])?.id).toBe('shopify');
  });

  it('knows every format id once', () => {
    expect(REVIEW_FILE_FORMATS.map((format) => format.id)).toEqual([...FILE_FORMAT_IDS]);
  });
});

describe('mappingFor', () => {
  it('maps each field to its column, several photo columns in order', () => {
    const headers = fileFormatById('trustoo').export.headers;
    expect(mappingFor(fileFormatById('trustoo'), headers)).toEqual({
      product_handle: 0,
      rating: 2,
      author_name: 3,
      author_email: 4,
      country: 5,
      body: 6,
      commented_at: 7,
      photo_urls: [8, 9, 10, 11, 12],
      video_urls: [13],
      verified_purchase: 14,
      featured: 15,
      published: 16,
      reply: 17,
    });
  });

  it('leaves out fields whose column the file lacks', () => {
    expect(mappingFor(fileFormatById('judgeme'), ['Rating', 'Reviewer_Name'])).toEqual({ rating: 0, author_name: 1 });
  });
});

describe('suggestMapping', () => {
  it('maps English headers in any spelling', () => {
    expect(
      suggestMapping(['Review Title', 'Review Text', 'Stars', 'Customer Name', 'E-mail', 'Created At', 'Product URL', 'Photo 1', 'Photo 2', 'Video', 'Store Reply', 'Verified Buyer']),
    ).toEqual({
      title: 0,
      body: 1,
      rating: 2,
      author_name: 3,
      author_email: 4,
      commented_at: 5,
      product_handle: 6,
      photo_urls: [7, 8],
      video_urls: [9],
      reply: 10,
      verified_purchase: 11,
    });
  });

  it('maps common words of other languages', () => {
    expect(suggestMapping(['Bewertung', 'Kommentar', 'Name', 'Datum', 'Bilder'])).toEqual({ rating: 0, body: 1, author_name: 2, commented_at: 3, photo_urls: [4] });
    expect(suggestMapping(['note', 'avis', 'nom', 'réponse'])).toEqual({ rating: 0, body: 1, author_name: 2, reply: 3 });
    expect(suggestMapping(['評価', 'レビュー', '名前', '日付'])).toEqual({ rating: 0, body: 1, author_name: 2, commented_at: 3 });
  });

  it('gives a column to one field only and leaves unknown headers unmapped', () => {
    expect(suggestMapping(['Review', 'Comment', 'Whatever'])).toEqual({ body: 0 });
  });
});

describe('missingRequiredFields', () => {
  it('requires the rating only', () => {
    expect(missingRequiredFields({ body: 0 })).toEqual(['rating']);
    expect(missingRequiredFields({ rating: 3 })).toEqual([]);
  });
});
