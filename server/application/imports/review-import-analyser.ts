import { decideDateOrder, dateOrderEvidence } from '../../../src/domain/import/import-dates';
import { type ImportIssueCode, type ImportIssue } from '../../../src/domain/import/import-job';
import { type ImportPreviewRow } from '../../../src/domain/import/import-views';
import { type ImportedReviewDraft, MAX_IMPORT_ROWS, type ProductRef } from '../../../src/domain/import/imported-review';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { isImportTemplate } from '../../../src/domain/import/import-template';
import { fileFormatById, mappingFor, missingRequiredFields, recognizeFormat, suggestMapping } from '../../../src/domain/import/file-formats';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type FileStorage } from '../storage/file-storage.port';
import { fileRecords, importRows, type ImportSource } from './import-row-source';
import { ImportProductResolver, referenceOf } from './import-product-resolver';
import { type ImportAnalysisSnapshot, type ImportReadSettings } from './import-job-repository.port';
import { type ReviewFileReader, SNIFF_BYTES } from './review-file-reader.port';

/** Rows the preview shows, as they will be imported. */
export const PREVIEW_ROWS = 10;
/** Unknown product references the analysis lists (the rest are counted). */
export const UNKNOWN_PRODUCTS_SHOWN = 100;
export const DATE_SAMPLES_SHOWN = 5;
/** Rows named per problem in the analysis (the report lists them all). */
export const ISSUE_EXAMPLES_SHOWN = 3;

export interface ImportAnalysisResult {
  readonly read: ImportReadSettings;
  readonly analysis: ImportAnalysisSnapshot;
  readonly totalRows: number;
}

/**
 * Reads a review file through before anything is imported (docs/product/import.md#analysis):
 * its dialect, header and format; the order of its slash dates; every row as it will be
 * imported, with its problems counted; and the products it names that the catalog does not know.
 */
export class ReviewImportAnalyser {
  constructor(
    private readonly storage: FileStorage,
    private readonly reader: ReviewFileReader,
    private readonly catalog: Pick<ShopifyGateway, 'findProducts'>,
    private readonly now: () => Date,
  ) {}

  /** The first reading of a stored file: its dialect, header row and the mapping its format gives. */
  async firstReading(fileKey: string, head: Uint8Array): Promise<ImportReadSettings> {
    const dialect = this.reader.sniff(head.subarray(0, SNIFF_BYTES));
    let headers: readonly string[] | null = null;
    for await (const record of this.reader.records(this.storage.stream(fileKey), dialect)) {
      headers = record.map((cell) => cell.trim());
      break;
    }
    if (!headers || headers.every((header) => header === '')) throw invalidInput('file', 'has no header row');
    const format = recognizeFormat(headers);
    return {
      dialect,
      headers,
      // Our template names its columns as the fields they feed: our own format, mapped by those names.
      format: format?.id ?? (isImportTemplate(headers) ? 'starling' : null),
      mapping: format ? mappingFor(format, headers) : suggestMapping(headers),
      dateOrder: null,
      productChoices: {},
      publish: true,
    };
  }

  async analyse(shop: AuthenticatedShop, fileKey: string, read: ImportReadSettings, dateOrderChosen: boolean): Promise<ImportAnalysisResult> {
    const source: ImportSource = { fileKey, read };
    const dates = await this.dateOrderOf(source);
    const settled: ImportReadSettings = { ...read, dateOrder: dateOrderChosen ? read.dateOrder : dates.order };
    const missing = missingRequiredFields(settled.mapping);
    const issueCounts: Partial<Record<ImportIssueCode, number>> = {};
    const issueExamples: Partial<Record<ImportIssueCode, ImportIssue[]>> = {};
    const count = (code: ImportIssueCode, by = 1) => (issueCounts[code] = (issueCounts[code] ?? 0) + by);
    const note = (issue: ImportIssue) => {
      count(issue.code);
      const examples = (issueExamples[issue.code] ??= []);
      if (examples.length < ISSUE_EXAMPLES_SHOWN) examples.push(issue);
    };
    if (missing.length > 0) {
      count('columns_missing');
      return this.result(settled, dates, dateOrderChosen, { issueCounts, issueExamples, preview: [], unknownProducts: [], importableRows: 0, totalRows: dates.rows });
    }

    const previewRows: { draft: ImportedReviewDraft | null; row: number; issues: readonly ImportIssue[] }[] = [];
    const rowsByReference = new Map<string, { product: ProductRef; rows: number }>();
    let readable = 0;
    for await (const row of importRows(this.storage, this.reader, { fileKey, read: settled }, this.now().toISOString())) {
      for (const issue of row.issues) note(issue);
      if (previewRows.length < PREVIEW_ROWS) previewRows.push(row);
      if (!row.draft) continue;
      readable += 1;
      const reference = referenceOf(row.draft.product);
      if (reference === null) continue;
      const entry = rowsByReference.get(reference) ?? { product: row.draft.product, rows: 0 };
      entry.rows += 1;
      rowsByReference.set(reference, entry);
    }

    const resolver = new ImportProductResolver(this.catalog, shop, settled.productChoices);
    await resolver.load([...rowsByReference.values()].map((entry) => entry.product));
    // Listed: every reference the catalog lacks (with the merchant's choice, if any); counted as a problem: those still without a product.
    const unknown = [...rowsByReference.entries()].filter(([, entry]) => !resolver.inCatalog(entry.product));
    const unknownRows = unknown.filter(([, entry]) => resolver.resolve(entry.product) === null).reduce((sum, [, entry]) => sum + entry.rows, 0);
    if (unknownRows > 0) count('product_unknown', unknownRows);
    const preview = previewRows.map((row) => previewOf(row, resolver));
    return this.result(settled, dates, dateOrderChosen, {
      issueCounts,
      issueExamples,
      preview,
      unknownProducts: unknown.slice(0, UNKNOWN_PRODUCTS_SHOWN).map(([reference, entry]) => ({ reference, rows: entry.rows })),
      importableRows: readable - unknownRows,
      totalRows: dates.rows,
    });
  }

  private result(
    read: ImportReadSettings,
    dates: { readonly ambiguous: boolean; readonly samples: readonly string[] },
    dateOrderChosen: boolean,
    found: Omit<ImportAnalysisSnapshot, 'dateOrderAmbiguous' | 'dateOrderConfirmed' | 'dateSamples'> & { readonly totalRows: number },
  ): ImportAnalysisResult {
    const { totalRows, ...rest } = found;
    return {
      read,
      totalRows,
      analysis: { ...rest, dateOrderAmbiguous: dates.ambiguous, dateOrderConfirmed: dates.ambiguous && dateOrderChosen, dateSamples: dates.samples },
    };
  }

  /** Counts the rows and reads the date column alone: the order slash dates are written in. */
  private async dateOrderOf(source: ImportSource) {
    const dateColumn = source.read.mapping.commented_at;
    const evidence: ReturnType<typeof dateOrderEvidence>[] = [];
    const samples: string[] = [];
    let rows = 0;
    for await (const { cells } of fileRecords(this.storage, this.reader, source)) {
      rows += 1;
      if (rows > MAX_IMPORT_ROWS) throw invalidInput('file', `has more than ${MAX_IMPORT_ROWS} rows; split it into smaller files`);
      if (dateColumn === undefined) continue;
      const text = cells[dateColumn]?.trim() ?? '';
      const found = dateOrderEvidence(text);
      evidence.push(found);
      if (found === 'either' && samples.length < DATE_SAMPLES_SHOWN && !samples.includes(text)) samples.push(text);
    }
    // A format that always writes one order (Yotpo month first, Opinew day first) is never ambiguous.
    const formatOrder = source.read.format ? fileFormatById(source.read.format).dateOrder : undefined;
    const decision = formatOrder ? { order: formatOrder, ambiguous: false } : decideDateOrder(evidence);
    return { rows, order: decision.order, ambiguous: decision.ambiguous, samples: decision.ambiguous ? samples : [] };
  }
}

function previewOf(row: { readonly draft: ImportedReviewDraft | null; readonly row: number; readonly issues: readonly ImportIssue[] }, resolver: ImportProductResolver): ImportPreviewRow {
  const draft = row.draft;
  const product = draft ? resolver.resolve(draft.product) : null;
  const reference = draft ? referenceOf(draft.product) : null;
  const unknown: ImportIssue[] = draft && reference !== null && product === null ? [{ row: row.row, code: 'product_unknown', field: '', value: reference }] : [];
  return {
    row: row.row,
    product: product?.productId === STORE_REVIEW_PRODUCT_ID ? '' : product?.title || reference || '',
    store_review: product?.productId === STORE_REVIEW_PRODUCT_ID,
    rating: draft?.rating ?? null,
    title: draft?.title ?? '',
    body: draft?.body ?? '',
    author_name: draft?.authorName ?? '',
    commented_at: draft?.commentedAt ?? null,
    published: draft?.published ?? false,
    photos: draft?.media.filter((media) => media.kind === 'photo').length ?? 0,
    videos: draft?.media.filter((media) => media.kind === 'video').length ?? 0,
    has_reply: draft?.reply !== null && draft?.reply !== undefined,
    claims_verified_purchase: draft?.claimsVerifiedPurchase ?? false,
    incentivized: draft?.incentivized ?? false,
    issues: [...row.issues, ...unknown],
  };
}
