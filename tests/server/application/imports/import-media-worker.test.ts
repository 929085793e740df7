import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_ID_ENTERPRISE_MONTHLY } from '../../../../src/domain/plans/plan-catalog';
import { FetchImportMediaUseCase } from '../../../../server/application/imports/fetch-import-media.use-case';
import { ImportMediaWorker } from '../../../../server/application/imports/import-media-worker';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { ReadUploadUseCase } from '../../../../server/application/storage/read-upload.use-case';
import { DrizzleImportMediaQueue } from '../../../../server/infrastructure/db/drizzle-import-media-queue';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { DrizzleUploadedFileRepository } from '../../../../server/infrastructure/db/drizzle-uploaded-file-repository';
import { importMedia, reviewMedia, reviews, uploadedFiles } from '../../../../server/infrastructure/db/schema';
import { DEFAULT_REMOTE_MEDIA_OPTIONS, HttpRemoteMediaFetcher } from '../../../../server/infrastructure/imports/http-remote-media-fetcher';
import { LocalDiskFileStorage, randomUploadName } from '../../../../server/infrastructure/storage/local-disk-file-storage';
import { S3FileStorage } from '../../../../server/infrastructure/storage/s3-file-storage';
import { type FileStorage } from '../../../../server/application/storage/file-storage.port';
import { fileSizeLimitInBytes } from '../../../../src/domain/validation/file-size';
import { IMAGE_SIZE_LIMIT } from '../../../../src/contracts/uploads.contract';
import { insertReviews } from '../../support/review-fixtures';
import {
  endlessJpeg,
  jpegBytes,
  redirectTo,
  type RemoteMediaServer,
  serveBytes,
  startRemoteMediaServer,
  tinyPng,
} from '../../support/remote-media-server';
import { TEST_S3_LIMITS, UNREACHABLE_S3 } from '../../support/loopback-s3';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const START = new Date('2026-05-04T09:00:00Z');
const LEASE_MS = 60_000;
const JOB_ID = 7;
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('fetching imported reviews’ media on $name', (target) => {
  const ctx = useTestDatabase(target);
  const png = tinyPng();
  let remote: RemoteMediaServer;
  let uploadRoot: string;
  let shop: AuthenticatedShop;
  let clock: Date;
  let counter = 0;

  const db = () => ctx.database.handle.db;
  const queue = () => new DrizzleImportMediaQueue(db());
  const storage = () => new LocalDiskFileStorage(uploadRoot);
  const fetchUseCase = (files: FileStorage = storage()) =>
    new FetchImportMediaUseCase(
      queue(),
      new HttpRemoteMediaFetcher({ ...DEFAULT_REMOTE_MEDIA_OPTIONS, allowPrivateAddresses: true, timeoutMs: 5_000 }),
      files,
      randomUploadName,
      () => clock,
    );
  const worker = (
    owner: string,
    concurrency = 4,
    files: FileStorage = storage(),
    reportFailure: (error: unknown) => void = (error) => {
      throw error;
    },
  ) =>
    new ImportMediaWorker(
      queue(),
      fetchUseCase(files),
      { owner, batchSize: 5, concurrency, perHost: concurrency, leaseMs: LEASE_MS, pollMs: 1000 },
      reportFailure,
      () => undefined,
      () => clock,
    );

  async function importedReview(sources: readonly { path: string; kind?: 'photo' | 'video' }[]) {
    const [reviewId] = await insertReviews(ctx.database.handle, shop, [{ source: 'Judge.me' }]);
    if (sources.length > 0) {
      await db()
        .insert(importMedia)
        .values(
          sources.map((source, position) => ({
            shopId: shop.id,
            reviewId: reviewId!,
            position,
            jobId: JOB_ID,
            kind: source.kind ?? 'photo',
            sourceUrl: source.path.startsWith('/') ? `${remote.origin}${source.path}` : source.path,
            dueAt: clock,
          })),
        );
    }
    return reviewId!;
  }

  const mediaOf = (reviewId: number) =>
    db()
      .select({ position: reviewMedia.position, kind: reviewMedia.kind, url: reviewMedia.url })
      .from(reviewMedia)
      .where(and(eq(reviewMedia.shopId, shop.id), eq(reviewMedia.reviewId, reviewId)))
      .orderBy(reviewMedia.position);
  const reviewOf = async (reviewId: number) =>
    (await db().select().from(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId))))[0];
  const queuedOf = (reviewId: number) =>
    db()
      .select()
      .from(importMedia)
      .where(and(eq(importMedia.shopId, shop.id), eq(importMedia.reviewId, reviewId)))
      .orderBy(importMedia.position);
  const storedFiles = () => {
    try {
      return readdirSync(join(uploadRoot, String(shop.id)));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    remote = await startRemoteMediaServer({
      '/photo.png': serveBytes(png, 'image/png'),
      '/photo.jpg': serveBytes(jpegBytes(), 'image/jpeg'),
      '/page.jpg': serveBytes(Buffer.from('<!doctype html><title>Sign in</title>'.padEnd(300)), 'image/jpeg'),
      '/huge.jpg': endlessJpeg(fileSizeLimitInBytes(IMAGE_SIZE_LIMIT) * 2, { bytes: 0 }),
      '/moved': redirectTo('/moved-again'),
      '/moved-again': redirectTo('/photo.jpg'),
      ...Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`/many/${index}.png`, serveBytes(png, 'image/png')])),
    });
  });
  afterAll(() => remote.close());

  beforeEach(async () => {
    // The queue is every shop's: each test starts with an empty one.
    await db().delete(importMedia);
    uploadRoot = mkdtempSync(join(tmpdir(), 'starling-import-media-'));
    clock = START;
    counter += 1;
    shop = await new DrizzleShopRepository(db()).install({
      domain: `import-media-${counter}.myshopify.com`,
      name: 'Import shop',
      email: 'owner@import.test',
      pricingPlanId: PLAN_ID_ENTERPRISE_MONTHLY,
      timeZone: 'Europe/Berlin',
    });
    return () => rmSync(uploadRoot, { recursive: true, force: true });
  });

  it('stores a photo as our own upload, adds it at its position and counts it, served at /upload/<key>', async () => {
    const reviewId = await importedReview([{ path: '/photo.png' }, { path: '/photo.jpg' }]);
    expect(await worker('a').drain()).toBe(2);

    const media = await mediaOf(reviewId);
    expect(media).toEqual([
      { position: 0, kind: 'photo', url: expect.stringMatching(new RegExp(`^/upload/${shop.id}/[A-Za-z0-9]{10}\\.png$`)) },
      { position: 1, kind: 'photo', url: expect.stringMatching(new RegExp(`^/upload/${shop.id}/[A-Za-z0-9]{10}\\.jpg$`)) },
    ]);
    expect((await reviewOf(reviewId))?.photoCount).toBe(2);
    expect((await queuedOf(reviewId)).map((item) => item.state)).toEqual(['fetched', 'fetched']);

    const served = await new ReadUploadUseCase(new DrizzleUploadedFileRepository(db()), storage()).execute(media[0]!.url.replace('/upload/', ''));
    expect(served.contentType).toBe('image/png');
    expect(Buffer.from(await new Response(served.stream()).arrayBuffer())).toEqual(png);
    expect(await queue().countsByJob(shop, [JOB_ID, 99])).toEqual(
      new Map([
        [JOB_ID, { total: 2, fetched: 2, failed: 0 }],
        [99, { total: 0, fetched: 0, failed: 0 }],
      ]),
    );
  });

  it('follows a redirect chain to the file', async () => {
    const reviewId = await importedReview([{ path: '/moved' }]);
    await worker('a').drain();
    expect(await mediaOf(reviewId)).toEqual([{ position: 0, kind: 'photo', url: expect.stringMatching(/\.jpg$/) }]);
  });

  it('fails an HTML page disguised as .jpg and a file past the size limit at once, keeping the review’s other media', async () => {
    const reviewId = await importedReview([{ path: '/page.jpg' }, { path: '/huge.jpg' }, { path: '/photo.png' }]);
    await worker('a').drain();
    const queued = await queuedOf(reviewId);
    expect(queued.map((item) => [item.state, item.attempts, item.lastError?.split(':')[0]])).toEqual([
      ['failed', 1, 'not_media'],
      ['failed', 1, 'too_large'],
      ['fetched', 0, undefined],
    ]);
    expect(await mediaOf(reviewId)).toEqual([{ position: 2, kind: 'photo', url: expect.stringMatching(/\.png$/) }]);
    expect((await reviewOf(reviewId))?.photoCount).toBe(1);
    expect(storedFiles()).toHaveLength(1);
    expect(await queue().countsByJob(shop, [JOB_ID])).toEqual(new Map([[JOB_ID, { total: 3, fetched: 1, failed: 2 }]]));
  });

  it('tries a missing file again after a minute, then ten, then fails it', async () => {
    const reviewId = await importedReview([{ path: '/gone.jpg' }]);
    const before = remote.hits.get('/gone.jpg') ?? 0;
    await worker('a').drain();
    let [item] = await queuedOf(reviewId);
    expect(item).toMatchObject({ state: 'pending', attempts: 1, dueAt: new Date(START.getTime() + MINUTE), leaseOwner: null });
    expect(item?.lastError).toContain('404');

    expect(await worker('a').drain()).toBe(0);
    clock = new Date(START.getTime() + MINUTE);
    await worker('a').drain();
    [item] = await queuedOf(reviewId);
    expect(item).toMatchObject({ state: 'pending', attempts: 2, dueAt: new Date(clock.getTime() + 10 * MINUTE) });

    clock = new Date(clock.getTime() + 10 * MINUTE);
    await worker('a').drain();
    [item] = await queuedOf(reviewId);
    expect(item).toMatchObject({ state: 'failed', attempts: 3 });
    expect((remote.hits.get('/gone.jpg') ?? 0) - before).toBe(3);

    clock = new Date(clock.getTime() + 60 * MINUTE);
    expect(await worker('a').drain()).toBe(0);
    expect(await queue().countsByJob(shop, [JOB_ID])).toEqual(new Map([[JOB_ID, { total: 1, fetched: 0, failed: 1 }]]));
  });

  it('drops the media of a review deleted while its file was downloading, without an error', async () => {
    const reviewId = await importedReview([{ path: '/photo.png' }]);
    const [item] = await queue().claimDue('a', clock, 10, LEASE_MS);
    await db().delete(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId)));
    expect(await fetchUseCase().execute(item!)).toBe('dropped');
    expect(await mediaOf(reviewId)).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.shopId, shop.id))).toEqual([]);
    // And a review deleted before its media was claimed took its queue rows with it.
    const other = await importedReview([{ path: '/photo.png' }]);
    await db().delete(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, other)));
    expect(await worker('a').drain()).toBe(0);
  });

  it('puts a file after the review’s last one when its position was taken meanwhile', async () => {
    const reviewId = await importedReview([{ path: '/photo.png' }]);
    await db().insert(reviewMedia).values({ shopId: shop.id, reviewId, position: 0, kind: 'video', url: '/upload/merchant.mp4' });
    await worker('a').drain();
    expect((await mediaOf(reviewId)).map((medium) => [medium.position, medium.kind])).toEqual([
      [0, 'video'],
      [1, 'photo'],
    ]);
    expect(await reviewOf(reviewId)).toMatchObject({ photoCount: 1, videoCount: 1 });
  });

  it('never lets two workers fetch the same item', async () => {
    const reviewIds: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      reviewIds.push(await importedReview([0, 1, 2].map((offset) => ({ path: `/many/${index * 3 + offset}.png` }))));
    }
    const before = new Map(Array.from({ length: 12 }, (_, index) => [index, remote.hits.get(`/many/${index}.png`) ?? 0]));
    const handled = await Promise.all([worker('a', 3).drain(), worker('b', 3).drain(), worker('c', 3).drain()]);
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(12);
    for (let index = 0; index < 12; index += 1) expect((remote.hits.get(`/many/${index}.png`) ?? 0) - before.get(index)!).toBe(1);
    for (const reviewId of reviewIds) expect((await reviewOf(reviewId))?.photoCount).toBe(3);
  });

  it('keeps media whose copy the storage did not take pending, the try uncounted, and stores them after the lease when it answers again', async () => {
    const reviewId = await importedReview([{ path: '/photo.png' }]);
    const failures: unknown[] = [];
    const unreachable = new S3FileStorage(UNREACHABLE_S3, pino({ level: 'silent' }), TEST_S3_LIMITS);
    try {
      expect(await worker('a', 4, unreachable, (error) => void failures.push(error)).drain()).toBe(1);
    } finally {
      unreachable.close();
    }
    expect(failures).toEqual([expect.objectContaining({ kind: 'unavailable' })]);
    expect((await queuedOf(reviewId)).map((item) => [item.state, item.attempts])).toEqual([['pending', 0]]);
    expect(await mediaOf(reviewId)).toEqual([]);
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.shopId, shop.id))).toEqual([]);

    expect(await worker('b').drain()).toBe(0);
    clock = new Date(clock.getTime() + LEASE_MS + 1);
    expect(await worker('b').drain()).toBe(1);
    expect(await mediaOf(reviewId)).toEqual([{ position: 0, kind: 'photo', url: expect.stringMatching(/\.png$/) }]);
    expect((await queuedOf(reviewId)).map((item) => [item.state, item.attempts])).toEqual([['fetched', 0]]);
    expect(storedFiles()).toHaveLength(1);
  });

  it('leases a claimed item to its worker until the lease runs out', async () => {
    await importedReview([{ path: '/photo.png' }]);
    expect(await queue().claimDue('a', clock, 10, LEASE_MS)).toHaveLength(1);
    expect(await queue().claimDue('b', clock, 10, LEASE_MS)).toHaveLength(0);
    const [taken] = await queue().claimDue('b', new Date(clock.getTime() + LEASE_MS + 1), 10, LEASE_MS);
    expect(taken?.owner).toBe('b');
  });
});
