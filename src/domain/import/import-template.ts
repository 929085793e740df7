import { MAPPABLE_FIELDS, type MappableField } from './import-job';

/**
 * Our own review file (docs/product/import-screens.md#template): the columns the "Download
 * template" file carries, named as the fields they feed, with one example review. A file with
 * these headers needs no column mapping.
 */
export const IMPORT_TEMPLATE_COLUMNS: readonly MappableField[] = MAPPABLE_FIELDS;

const EXAMPLE: Readonly<Record<MappableField, string>> = {
  product_handle: 'classic-rain-jacket',
  product_id: '',
  rating: '5',
  title: 'Keeps me dry',
  body: 'Wore it all week in the rain and stayed dry.',
  author_name: 'Mia K.',
  author_email: 'mia@example.com',
  commented_at: '2024-03-18T09:30:00Z',
  published: 'true',
  featured: 'false',
  verified_purchase: 'true',
  incentivized: 'false',
  order_id: '#1001',
  country: 'DE',
  reply: 'Thank you for the photo!',
  replied_at: '2024-03-19T08:00:00Z',
  photo_urls: 'https://example.com/photos/jacket-1.jpg',
  video_urls: '',
};

/** The template's text: the header line and the example row (no cell needs quoting). */
export function importTemplateCsv(): string {
  return `${IMPORT_TEMPLATE_COLUMNS.join(',')}\r\n${IMPORT_TEMPLATE_COLUMNS.map((column) => EXAMPLE[column]).join(',')}\r\n`;
}

/** A file that starts from our template: it is our own format, its columns named as the fields they feed. */
export function isImportTemplate(headers: readonly string[]): boolean {
  const names = new Set(headers.map((header) => header.trim().toLowerCase()));
  return (['product_handle', 'rating', 'body', 'author_name', 'commented_at'] as const).every((column) => names.has(column));
}
