import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../../server/infrastructure/db/schema';
import { resetDemoStore } from '../../../server/infrastructure/db/seed/demo-store-seed';
import { LocalDiskFileStorage } from '../../../server/infrastructure/storage/local-disk-file-storage';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { type ResponseOf } from '../../../src/contracts/contract';
import { type getQuestions } from '../../../src/contracts/questions.contract';
import { signInShop, type SignedInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const NOW = new Date('2026-05-20T15:42:10Z');
const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('the demo store’s questions on $name', (target) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'starling-demo-questions-'));
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
  const ctx = useTestServer(target, { now: () => NOW, uploadDir });
  let demo: SignedInShop;

  beforeAll(async () => {
    await resetDemoStore(ctx.database.handle.db, new LocalDiskFileStorage(uploadDir), NOW);
    demo = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
  });

  const data = async (query: string) =>
    (await ctx.server.call('GET', `${ADMIN}/get_questions?${query}`, { token: demo.token })).json?.data as ResponseOf<typeof getQuestions>;

  it('holds answered, unanswered and unpublished questions for every Q&A tab', async () => {
    const all = await data('page_size=100');
    expect(all.total).toBe(40);
    expect(all.counts.unanswered).toBeGreaterThan(0);
    expect(all.counts.unpublished).toBeGreaterThan(0);
    expect((await data('answered=1')).total).toBe(40 - all.counts.unanswered);
    expect((await data('publishes=2')).total).toBe(all.counts.unpublished);
  });

  it('seeds the folded search columns, so its questioners can be searched', async () => {
    const rows = await ctx.database.handle.db.select().from(questions).where(eq(questions.shopId, demo.id));
    for (const row of rows) {
      expect(row.questionerSearch).toBe(foldSearchText(row.questionerName));
      expect(row.bodySearch).toBe(foldSearchText(row.body));
    }
    const someone = rows[0]!.questionerName;
    const found = await data(`keyword=${encodeURIComponent(someone.toUpperCase())}&page_size=100`);
    expect(found.list.map((item) => item.questioner_name)).toContain(someone);
  });
});
