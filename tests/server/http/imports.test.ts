import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../server/infrastructure/db/schema';
import { type ImportAnalysis, type ImportJobView } from '../../../src/domain/import/import-views';
import { type ImportIssuePage } from '../../../src/contracts/imports.contract';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { FILE_FORMAT_IDS } from '../../../src/domain/import/imported-review';
import { fileFormatById } from '../../../src/domain/import/file-formats';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { addOrders } from '../support/order-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';
import { ReviewImportWorker } from '../../../server/application/imports/review-import-worker';
import { serveBytes, startRemoteMediaServer, tinyPng } from '../support/remote-media-server';

const IMPORT = '/api/v1/admin/import';
const FIXTURES = join(import.meta.dirname, '../../fixtures/import');
/** Judge.me's header row, exactly as its export (and ours, in its format) writes it. */
const JUDGEME_HEADER = fileFormatById('judgeme').export.headers.join(',');

/** A Judge.me export: a buyer we have an order for, a claimed-verified reviewer, a bad rating, an unknown handle, a store review. */
const JUDGEME_FILE = [
  JUDGEME_HEADER,
  'Warm and dry,"Kept me dry all day, even in the storm.",5,2024-03-05 14:02:11 UTC,web,ok,Ada Lovelace,ada@example.com,,rain-jacket,Thank you Ada!,2024-03-06 09:00:00 UTC,,,GB',
  'Itchy,Too itchy for me.,2,2024-03-07 10:00:00 UTC,verified,ok,Bob Stone,bob@example.com,,wool-hat,,,,,US',
  'Great,Love it,seven,2024-03-08 10:00:00 UTC,web,ok,Carla Díaz,carla@example.com,,wool-hat,,,,,ES',
  'Nice,Nice boots,4,2024-03-09 10:00:00 UTC,web,ok,Dan Boot,dan@example.com,,leather-boots,,,,,US',
  'Lovely shop,Fast shipping,5,2024-03-10 10:00:00 UTC,web,ok,Eve Shop,eve@example.com,,,,,,,FR',
].join('\r\n');

describe.each(TEST_DATABASES)('review imports on $name', (target) => {
  let clock = new Date('2025-01-10T10:00:00Z');
  const ctx = useTestServer(target, { now: () => clock, importWorker: { leaseMs: 60_000, pollMs: 60_000, chunkRows: 2 } });
  let shopA: SignedInShop;
  let shopB: SignedInShop;

  const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    ctx.server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const data = async <T>(response: Promise<{ status: number; text: string; json: { data: unknown } | null }>): Promise<T> => {
    const answer = await response;
    expect(answer.status, answer.text).toBe(200);
    return answer.json!.data as T;
  };
  const upload = async (text: string, name = 'judgeme-reviews.csv', token = shopA.token) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), name);
    const response = await ctx.server.app.request(`${IMPORT}/upload_review_file`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, json: (await response.json()) as { code: number; message: string; data: ImportAnalysis } };
  };
  const job = (id: number, token = shopA.token) => data<ImportJobView>(call('GET', `${IMPORT}/get_review_import?job_id=${id}`, token));
  const reviewsOf = (shop: SignedInShop, jobId: number) =>
    ctx.database.handle.db.select().from(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.importJobId, jobId))).orderBy(reviews.importRow);

  beforeAll(async () => {
    const db = ctx.database.handle;
    shopA = await signInShop(ctx.server, 'import-a.myshopify.com');
    shopB = await signInShop(ctx.server, 'import-b.myshopify.com');
    await addCatalog(db, shopA, { products: [productWithVariants('product-Rain Jacket', 'Rain Jacket', ['M']), productWithVariants('product-Wool Hat', 'Wool Hat', ['One'])] });
    await addOrders(db, shopA, [{ id: 'o1', name: '#1001', customerName: 'Ada Lovelace', customerEmail: 'ADA@example.com', placedAt: new Date('2024-02-01T00:00:00Z'), products: ['Rain Jacket'] }]);
  });

  it('reads a Judge.me file through before importing: its format, rows as imported, problems and unknown products', async () => {
    const { status, json } = await upload(JUDGEME_FILE);
    expect(status, JSON.stringify(json)).toBe(200);
    const analysis = json.data;
    expect(analysis.format).toBe('judgeme');
    expect(analysis.job).toMatchObject({ status: 'draft', origin: 'judgeme', label: 'judgeme-reviews.csv', total_rows: 5 });
    expect(analysis.preview.map((row) => [row.row, row.product, row.rating])).toEqual([
      [1, 'Rain Jacket', 5],
      [2, 'Wool Hat', 2],
      [3, '', null],
      [4, 'leather-boots', 4],
      [5, '', 5],
    ]);
    expect(analysis.preview[4]!.store_review).toBe(true);
    expect(analysis.preview[2]!.issues.map((issue) => issue.code)).toEqual(['rating_invalid']);
    expect(analysis.unknown_products).toEqual([{ reference: 'leather-boots', rows: 1, product_id: null }]);
    expect(analysis.issue_counts).toMatchObject({ rating_invalid: 1, product_unknown: 1 });
    expect(analysis.importable_rows).toBe(3);
  });

  it.each(FILE_FORMAT_IDS)('recognises a %s export through the upload and reads every row', async (format) => {
    const bytes = readFileSync(join(FIXTURES, `${format}.csv`));
    const { status, json } = await upload(bytes.toString('utf8'), `${format}.csv`);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.data.format).toBe(format);
    expect(json.data.job.total_rows).toBeGreaterThan(3);
    expect(json.data.preview.filter((row) => row.rating !== null).length).toBeGreaterThan(0);
  });

  it('imports the rows with provenance, verified only where the order is found, and reports what it skipped', async () => {
    const { json } = await upload(JUDGEME_FILE);
    const id = json.data.job.id;
    const chosen = await data<ImportAnalysis>(
      call('POST', `${IMPORT}/update_review_import`, shopA.token, { job_id: id, product_choices: [{ reference: 'leather-boots', product_id: '' }] }),
    );
    expect(chosen.unknown_products).toEqual([{ reference: 'leather-boots', rows: 1, product_id: '' }]);
    expect(chosen.importable_rows).toBe(4);
    expect((await data<ImportJobView>(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: id }))).status).toBe('queued');
    await ctx.server.reviewImportWorker.drain();

    expect(await job(id)).toMatchObject({ status: 'completed', processed_rows: 5, imported_count: 4, skipped_count: 1, duplicate_count: 0 });
    const stored = await reviewsOf(shopA, id);
    expect(stored.map((review) => [review.importRow, review.productId, review.authorName, review.verified, review.reviewerVerified])).toEqual([
      [1, 'product-Rain Jacket', 'Ada Lovelace', true, false],
      [2, 'product-Wool Hat', 'Bob Stone', false, false],
      [4, STORE_REVIEW_PRODUCT_ID, 'Dan Boot', false, false],
      [5, STORE_REVIEW_PRODUCT_ID, 'Eve Shop', false, false],
    ]);
    expect(stored[0]).toMatchObject({ importOrigin: 'judgeme', importLabel: 'judgeme-reviews.csv', source: 'CSV uploaded', replyBody: 'Thank you Ada!' });
    const issues = await data<ImportIssuePage>(call('GET', `${IMPORT}/get_review_import_issues?job_id=${id}`, shopA.token));
    expect(issues.list.map((issue) => [issue.row, issue.code])).toEqual([[3, 'rating_invalid']]);
  });

  it('finds the same reviews again as duplicates, says of which review, and imports none of them twice', async () => {
    const shopReviews = async () => (await ctx.database.handle.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.shopId, shopA.id))).map((review) => review.id);
    const before = await shopReviews();
    const { json } = await upload(JUDGEME_FILE, 'again.csv');
    const id = json.data.job.id;
    await call('POST', `${IMPORT}/update_review_import`, shopA.token, { job_id: id, product_choices: [{ reference: 'leather-boots', product_id: '' }] });
    await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: id }));
    await ctx.server.reviewImportWorker.drain();
    expect(await job(id)).toMatchObject({ status: 'completed', imported_count: 0, duplicate_count: 4 });
    const issues = await data<ImportIssuePage>(call('GET', `${IMPORT}/get_review_import_issues?job_id=${id}`, shopA.token));
    const duplicates = issues.list.filter((issue) => issue.code === 'duplicate_existing');
    expect(duplicates.map((issue) => issue.row)).toEqual([1, 2, 4, 5]);
    expect(duplicates.every((issue) => before.includes(issue.duplicateOf ?? 0))).toBe(true);
    expect(await shopReviews()).toEqual(before);
  });

  it('undoes an import: the reviews it added are gone, others stay', async () => {
    const before = await data<{ list: ImportJobView[] }>(call('GET', `${IMPORT}/get_review_imports`, shopA.token));
    const imported = before.list.find((entry) => entry.imported_count === 4)!;
    const undone = await data<ImportJobView>(call('POST', `${IMPORT}/undo_review_import`, shopA.token, { job_id: imported.id }));
    expect(undone.undone).toBe(true);
    expect(await reviewsOf(shopA, imported.id)).toEqual([]);
    const again = await call('POST', `${IMPORT}/undo_review_import`, shopA.token, { job_id: imported.id });
    expect(again.status).toBe(409);
  });

  it('asks for the date order when every slash date reads both ways, and refuses to start until told', async () => {
    const file = ['product_handle,state,rating,title,author,email,location,body,reply,created_at,replied_at', 'wool-hat,published,4,Soft,Fay,fay@example.com,,Soft wool,,03/04/2024,'].join('\n');
    const { json } = await upload(file, 'shopify.csv');
    expect(json.data.format).toBe('shopify');
    expect(json.data.date_order_ambiguous).toBe(true);
    expect(json.data.date_samples).toEqual(['03/04/2024']);
    const refused = await call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: json.data.job.id });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toMatch(/^date_order: /);
    const told = await data<ImportAnalysis>(call('POST', `${IMPORT}/update_review_import`, shopA.token, { job_id: json.data.job.id, date_order: 'mdy' }));
    expect(told).toMatchObject({ date_order_ambiguous: true, date_order_confirmed: true, date_order: 'mdy' });
    expect(told.preview[0]!.commented_at?.slice(0, 10)).toBe('2024-03-04');
    await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: json.data.job.id }));
    await ctx.server.reviewImportWorker.drain();
    const [stored] = await reviewsOf(shopA, json.data.job.id);
    expect(stored?.commentedAt.toISOString().slice(0, 10)).toBe('2024-03-04');
  });

  it('keeps a Loox file\'s purchase claim as "verified reviewer" and its incentive flag', async () => {
    const file = [
      fileFormatById('loox').export.headers.join(','),
      'wool-hat,,5,Gus Free,gus@example.com,Got it free and I love it,2024-06-01T10:00:00Z,,,,true,true',
    ].join('\n');
    const { json } = await upload(file, 'loox.csv');
    expect(json.data.format).toBe('loox');
    expect(json.data.preview[0]).toMatchObject({ claims_verified_purchase: true, incentivized: true });
    const hidden = await data<ImportAnalysis>(call('POST', `${IMPORT}/update_review_import`, shopA.token, { job_id: json.data.job.id, publish: false }));
    expect(hidden).toMatchObject({ publish: false, importable_rows: 1 });
    await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: json.data.job.id }));
    await ctx.server.reviewImportWorker.drain();
    const [stored] = await reviewsOf(shopA, json.data.job.id);
    expect(stored).toMatchObject({ importOrigin: 'loox', verified: false, reviewerVerified: true, incentivized: true, published: false });
  });

  it('resumes an import cut off between chunks where it stopped: no row lost, none twice', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => `Title ${index},Body number ${index},4,2024-05-0${index + 1} 10:00:00 UTC,web,ok,Resume Person ${index},r${index}@example.com,,wool-hat,,,,,US`);
    const { json } = await upload([JUDGEME_HEADER, ...rows].join('\n'), 'resume.csv');
    const id = json.data.job.id;
    await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: id }));
    // A first process "dies" after its first chunk: its lease is left behind.
    const dying = new ReviewImportWorker(
      ctx.server.importJobs,
      ctx.server.reviewImportRunner,
      { owner: 'dying-process', leaseMs: 60_000, pollMs: 60_000, chunkRows: 2, afterChunk: () => Promise.reject(new Error('killed')) },
      () => undefined,
      () => clock,
    );
    await expect(dying.drain()).rejects.toThrow('killed');
    const cut = await job(id);
    expect(cut).toMatchObject({ status: 'running', processed_rows: 2, imported_count: 2 });
    // Nothing takes it over while its lease holds; afterwards the next round resumes it.
    await ctx.server.reviewImportWorker.drain();
    expect((await job(id)).processed_rows).toBe(2);
    clock = new Date(clock.getTime() + 61_000);
    await ctx.server.reviewImportWorker.drain();
    expect(await job(id)).toMatchObject({ status: 'completed', processed_rows: 7, imported_count: 7, duplicate_count: 0 });
    expect((await reviewsOf(shopA, id)).map((review) => review.importRow)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("fetches a row's photo into our storage once imported, and counts it on the import", async () => {
    const photos = await startRemoteMediaServer({ '/shots/hat.png': serveBytes(tinyPng(8), 'image/png') });
    try {
      const row = `Photo,With a photo,5,2024-07-01 10:00:00 UTC,web,ok,Hana Photo,hana@example.com,,wool-hat,,,${photos.origin}/shots/hat.png,,JP`;
      const { json } = await upload([JUDGEME_HEADER, row].join('\n'), 'photo.csv');
      expect(json.data.preview[0]!.photos).toBe(1);
      await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: json.data.job.id }));
      await ctx.server.reviewImportWorker.drain();
      expect(await job(json.data.job.id)).toMatchObject({ media_total: 1, media_fetched: 0 });
      await ctx.server.importMediaWorker.drain();
      expect(await job(json.data.job.id)).toMatchObject({ media_total: 1, media_fetched: 1, media_failed: 0 });
      const [stored] = await reviewsOf(shopA, json.data.job.id);
      expect(stored?.photoCount).toBe(1);
      const page = await data<{ list: { id: number; media: { kind: string; url: string }[] }[] }>(call('GET', `/api/v1/admin/get_reviews?keyword=Hana&search_field=author`, shopA.token));
      expect(page.list[0]?.media).toEqual([{ kind: 'photo', url: expect.stringMatching(/\/upload\/\d+\/[A-Za-z0-9]{10}\.png$/) }]);
      expect(photos.hits.get('/shots/hat.png')).toBe(1);
    } finally {
      await photos.close();
    }
  });

  it('counts photos that could not be fetched as warnings, listed in the report with their row and address', async () => {
    const remote = await startRemoteMediaServer({ '/good.png': serveBytes(tinyPng(6), 'image/png'), '/page.jpg': serveBytes(Buffer.from('<html>gone</html>'), 'image/jpeg') });
    try {
      const rows = [
        `One,Photo fine and not,5,2024-08-01 10:00:00 UTC,web,ok,Ivo Media,ivo@example.com,,wool-hat,,,"${remote.origin}/good.png, ${remote.origin}/page.jpg",,SE`,
        `Two,Photo gone,4,2024-08-02 10:00:00 UTC,web,ok,Jo Media,jo@example.com,,wool-hat,,,${remote.origin}/page.jpg?v=2,,SE`,
      ];
      const { json } = await upload([JUDGEME_HEADER, ...rows].join('\n'), 'media-warnings.csv');
      const id = json.data.job.id;
      await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: id }));
      await ctx.server.reviewImportWorker.drain();
      expect(await job(id)).toMatchObject({ status: 'completed', imported_count: 2, warning_count: 0 });
      await ctx.server.importMediaWorker.drain();

      expect(await job(id)).toMatchObject({ media_total: 3, media_fetched: 1, media_failed: 2, warning_count: 2 });
      const issues = await data<ImportIssuePage>(call('GET', `${IMPORT}/get_review_import_issues?job_id=${id}`, shopA.token));
      expect(issues.list.map((issue) => [issue.row, issue.code, issue.field, issue.value])).toEqual([
        [1, 'media_fetch_failed', 'photo_urls', `${remote.origin}/page.jpg`],
        [2, 'media_fetch_failed', 'photo_urls', `${remote.origin}/page.jpg?v=2`],
      ]);
      // Another shop neither sees the report nor moves the count.
      expect((await call('GET', `${IMPORT}/get_review_import_issues?job_id=${id}`, shopB.token)).json?.data?.list ?? []).toEqual([]);
    } finally {
      await remote.close();
    }
  });

  it('lists exactly one import\'s reviews in get_reviews?import=<id>, for its own shop only', async () => {
    const rows = (who: string) =>
      [1, 2].map((index) => `T${index},Body of ${who} ${index},5,2024-09-0${index} 10:00:00 UTC,web,ok,${who} ${index},${who.toLowerCase()}${index}@example.com,,wool-hat,,,,,US`);
    const imported = async (who: string) => {
      const { json } = await upload([JUDGEME_HEADER, ...rows(who)].join('\n'), `${who}.csv`);
      await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: json.data.job.id }));
      await ctx.server.reviewImportWorker.drain();
      return json.data.job.id;
    };
    const first = await imported('Kim');
    await imported('Lou');
    const listed = async (query: string, token = shopA.token) =>
      (await data<{ list: { author_name: string }[]; total: number }>(call('GET', `/api/v1/admin/get_reviews?${query}`, token))).list.map((review) => review.author_name).sort();

    expect(await listed(`import=${first}&page_size=100`)).toEqual(['Kim 1', 'Kim 2']);
    expect((await data<{ total: number }>(call('GET', `/api/v1/admin/get_review_facets?import=${first}`, shopA.token))).total).toBe(2);
    expect(await listed(`import=${first}&ratings=4`)).toEqual([]);
    expect(await listed(`import=${first}`, shopB.token)).toEqual([]);
    const refused = await call('GET', '/api/v1/admin/get_reviews?import=first', shopA.token);
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toMatch(/^import: /);
  });

  it('names the row and the column of an unreadable date in the analysis, as the report does', async () => {
    const rows = [
      'Fine,Good date,5,2024-10-01 10:00:00 UTC,web,ok,Mo Date,mo@example.com,,wool-hat,,,,,US',
      'Odd,Bad date,4,the day after,web,ok,Ned Date,ned@example.com,,wool-hat,,,,,US',
    ];
    const { json } = await upload([JUDGEME_HEADER, ...rows].join('\n'), 'dates.csv');
    const dateHeader = fileFormatById('judgeme').export.headers[3];
    expect(json.data.issue_counts).toMatchObject({ date_invalid: 1 });
    expect(json.data.issue_examples.date_invalid).toEqual([{ row: 2, code: 'date_invalid', field: dateHeader, value: 'the day after' }]);
  });

  it("skips and reports another source's unsound reviews instead of stalling the import", async () => {
    const draft = (row: number, rating: number, commentedAt: string) => ({
      row, product: { kind: 'store' as const }, rating, title: '', body: `From an app ${row}`, authorName: `App Reviewer ${row}`, authorEmail: '',
      commentedAt, published: true, featured: false, claimsVerifiedPurchase: false, incentivized: false, orderId: null, country: '', reply: null, media: [],
    });
    const started = await ctx.server.reviewImports.startFromDrafts(shopA, {
      kind: 'other_app',
      origin: 'judgeme',
      label: 'Judge.me API',
      drafts: [draft(1, 5, '2024-02-01T10:00:00Z'), draft(2, 0, '2024-02-01T10:00:00Z'), draft(3, 4, 'not a date')],
    });
    await ctx.server.reviewImportWorker.drain();
    expect(await job(started.id)).toMatchObject({ status: 'completed', imported_count: 1, skipped_count: 2 });
    const issues = await data<ImportIssuePage>(call('GET', `${IMPORT}/get_review_import_issues?job_id=${started.id}`, shopA.token));
    expect(issues.list.map((issue) => [issue.row, issue.code])).toEqual([[2, 'rating_invalid'], [3, 'date_invalid']]);
  });

  it("links this shop's own uploads at once, but never another shop's upload address", async () => {
    const draft = (row: number, url: string) => ({
      row, product: { kind: 'store' as const }, rating: 5, title: '', body: `By hand ${row}`, authorName: `Hand ${row}`, authorEmail: '',
      commentedAt: '2024-02-02T10:00:00Z', published: true, featured: false, claimsVerifiedPurchase: false, incentivized: false, orderId: null, country: '', reply: null,
      media: [{ kind: 'photo' as const, url }],
    });
    const started = await ctx.server.reviewImports.startFromDrafts(shopA, {
      kind: 'manual',
      origin: 'manual',
      label: 'Manual',
      drafts: [draft(1, `/upload/${shopA.id}/Abcdefghij.png`), draft(2, `/upload/${shopB.id}/Abcdefghij.png`)],
    });
    await ctx.server.reviewImportWorker.drain();
    const [own, foreign] = await reviewsOf(shopA, started.id);
    expect([own?.photoCount, foreign?.photoCount]).toEqual([1, 0]);
    expect(await job(started.id)).toMatchObject({ media_total: 1 });
  });

  it('cancels a queued import before it runs', async () => {
    const { json } = await upload(JUDGEME_FILE.split('\r\n').slice(0, 3).join('\n').replace(/2024/g, '2023'), 'cancel.csv');
    const id = json.data.job.id;
    await data(call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: id }));
    expect((await data<ImportJobView>(call('POST', `${IMPORT}/cancel_review_import`, shopA.token, { job_id: id }))).status).toBe('cancelled');
    await ctx.server.reviewImportWorker.drain();
    expect(await job(id)).toMatchObject({ status: 'cancelled', imported_count: 0 });
    expect((await call('POST', `${IMPORT}/cancel_review_import`, shopA.token, { job_id: id })).status).toBe(409);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const empty = await upload('');
    expect(empty.status).toBe(422);
    expect(empty.json.message).toMatch(/^file: /);
    const notAForm = await call('POST', `${IMPORT}/upload_review_file`, shopA.token, { file: 'x' });
    expect(notAForm.status).toBe(422);
    const { json } = await upload(JUDGEME_FILE, 'bad-input.csv');
    const badMapping = await call('POST', `${IMPORT}/update_review_import`, shopA.token, { job_id: json.data.job.id, mapping: { rating: 999 } });
    expect(badMapping.status).toBe(422);
    expect(badMapping.json?.message).toMatch(/^mapping\.rating: /);
    expect((await call('GET', `${IMPORT}/get_review_import?job_id=abc`, shopA.token)).status).toBe(422);
    expect((await call('POST', `${IMPORT}/start_review_import`, shopA.token, { job_id: 999_999 })).status).toBe(404);
  });

  it("keeps each shop's imports to itself", async () => {
    const { json } = await upload(JUDGEME_FILE, 'private.csv');
    const id = json.data.job.id;
    expect((await call('GET', `${IMPORT}/get_review_import?job_id=${id}`, shopB.token)).status).toBe(404);
    expect((await call('POST', `${IMPORT}/start_review_import`, shopB.token, { job_id: id })).status).toBe(404);
    expect((await data<{ list: ImportJobView[] }>(call('GET', `${IMPORT}/get_review_imports`, shopB.token))).list).toEqual([]);
  });
});
