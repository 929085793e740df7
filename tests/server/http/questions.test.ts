import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, questions } from '../../../server/infrastructure/db/schema';
import { type ResponseOf } from '../../../src/contracts/contract';
import { type getQuestions } from '../../../src/contracts/questions.contract';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { addQuestions } from '../support/question-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
/** 12:00 on Saturday 2025-03-15 in New York (EDT, UTC-4). */
const NOW = new Date('2025-03-15T16:00:00Z');
const SHOP_NAME = 'Starling <Test> Shop';
const IMAGE = 'https://cdn.example/p1.png';

/** Repeated keys as the admin sends them (docs/product/api.md). */
function questionsPath(query: Readonly<Record<string, string | readonly string[]>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of typeof value === 'string' ? [value] : value) params.append(key, one);
  const search = params.toString();
  return `${ADMIN}/get_questions${search ? `?${search}` : ''}`;
}

describe.each(TEST_DATABASES)('Q&A calls on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });
  let shopA: SignedInShop;
  let shopB: SignedInShop;
  /** A's questions, newest first: q[0] .. q[5]. */
  let q: number[];
  let bQuestion: number;
  let bAnswer: number;

  const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    ctx.server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const list = async (query: Readonly<Record<string, string | readonly string[]>> = {}, token = shopA.token) => {
    const response = await call('GET', questionsPath(query), token);
    expect(response.status, response.text).toBe(200);
    return response.json?.data as ResponseOf<typeof getQuestions>;
  };
  const idsOf = async (query: Readonly<Record<string, string | readonly string[]>> = {}) => (await list(query)).list.map((item) => item.id);
  const answersOf = (questionId: number) => ctx.database.handle.db.select().from(answers).where(eq(answers.questionId, questionId));
  const questionRow = async (questionId: number) => (await ctx.database.handle.db.select().from(questions).where(eq(questions.id, questionId)))[0];

  beforeAll(async () => {
    const db = ctx.database.handle;
    shopA = await signInShop(ctx.server, 'qa-a.myshopify.com');
    shopB = await signInShop(ctx.server, 'qa-b.myshopify.com');
    await updateShop(db, shopA, { timeZone: 'America/New_York', name: SHOP_NAME });
    await addCatalog(db, shopA, {
      products: [{ ...productWithVariants('p1', 'Rain Jacket', ['M']), image: { url: IMAGE, altText: null } }, productWithVariants('p2', 'Wool Hat', ['One size'])],
    });
    await addCatalog(db, shopB, { products: [productWithVariants('b-product', 'B secret product', ['M'])] });
    q = await addQuestions(db, shopA, [
      {
        productId: 'p1',
        questionerName: 'José Álvarez',
        questionerEmail: 'jose@example.com',
        body: 'Is it <b>waterproof</b>?',
        published: true,
        askedAt: new Date('2025-03-15T14:00:00Z'),
        answers: [{ authorName: 'Earlier Name', body: 'Yes, fully.', answeredAt: new Date('2025-03-15T15:00:00Z') }],
      },
      // 23:00 on 2025-03-14 in New York, though already the 15th in UTC.
      { productId: 'p1', questionerName: 'JOSE Smith', body: 'Does it come in red?', askedAt: new Date('2025-03-15T03:00:00Z') },
      {
        productId: 'p2',
        questionerName: 'Zoë Ølund',
        body: 'Große Frage: does it fit?',
        published: true,
        askedAt: new Date('2025-03-06T12:00:00Z'),
        answers: [{ body: 'Draft reply', published: false, answeredAt: new Date('2025-03-07T12:00:00Z') }],
      },
      { productId: 'p2', questionerName: 'Anna Lee', body: 'Shipping 100%_ free?', askedAt: new Date('2025-01-20T12:00:00Z') },
      { productId: 'gone-product', questionerName: 'Bob', body: 'Still sold?', published: true, askedAt: new Date('2024-09-01T12:00:00Z') },
      {
        productId: 'p1',
        questionerName: 'Carl',
        body: 'Old question',
        published: true,
        askedAt: new Date('2023-01-01T12:00:00Z'),
        answers: [{ body: 'Old answer', answeredAt: new Date('2023-01-02T12:00:00Z') }],
      },
    ]);
    [bQuestion] = await addQuestions(db, shopB, [
      {
        productId: 'b-product',
        questionerName: 'José B-secret',
        body: 'B secret question',
        published: false,
        askedAt: new Date('2025-03-15T14:30:00Z'),
        answers: [{ body: 'B secret answer', answeredAt: new Date('2025-03-15T15:00:00Z') }],
      },
    ]) as [number];
    bAnswer = (await answersOf(bQuestion))[0]!.id;
  });

  describe('get_questions', () => {
    it('lists the shop’s questions newest first, with product, answers and shop-wide counts', async () => {
      const data = await list();
      expect(data.list.map((item) => item.id)).toEqual(q);
      expect(data).toMatchObject({ total: 6, page: 1, page_size: 20, counts: { unanswered: 3, unpublished: 2 } });
      expect(data.list[0]).toEqual({
        id: q[0],
        product_id: 'p1',
        product_title: 'Rain Jacket',
        product_image_url: IMAGE,
        questioner_name: 'José Álvarez',
        questioner_email: 'jose@example.com',
        body: 'Is it <b>waterproof</b>?',
        published: true,
        asked_at: '2025-03-15T14:00:00.000Z',
        answers: [{ id: expect.any(Number), author_name: 'Earlier Name', body: 'Yes, fully.', published: true, answered_at: '2025-03-15T15:00:00.000Z' }],
      });
      expect(data.list[4]).toMatchObject({ product_id: 'gone-product', product_title: '', product_image_url: null, answers: [] });
      expect(data.list[2]!.answers).toEqual([expect.objectContaining({ body: 'Draft reply', published: false })]);
    });

    it('sorts oldest first on request', async () => {
      expect(await idsOf({ sort: 'asked_at_asc' })).toEqual([...q].reverse());
    });

    it('filters by repeated product ids', async () => {
      expect(await idsOf({ product_ids: ['p2', 'gone-product'] })).toEqual([q[2], q[3], q[4]]);
      expect(await idsOf({ product_ids: 'b-product' })).toEqual([]);
    });

    it('filters by published state; both codes do not filter', async () => {
      expect(await idsOf({ publishes: '1' })).toEqual([q[0], q[2], q[4], q[5]]);
      expect(await idsOf({ publishes: '2' })).toEqual([q[1], q[3]]);
      expect(await idsOf({ publishes: ['1', '2'] })).toEqual(q);
    });

    it('filters by answered state (an unpublished answer still answers)', async () => {
      expect(await idsOf({ answered: '1' })).toEqual([q[0], q[2], q[5]]);
      expect(await idsOf({ answered: '2' })).toEqual([q[1], q[3], q[4]]);
      expect(await idsOf({ answered: '2', publishes: '2', product_ids: 'p1' })).toEqual([q[1]]);
    });

    it('resolves date ranges to the shop’s local days', async () => {
      expect(await idsOf({ date_range: '1' })).toEqual([q[0]]);
      expect(await idsOf({ date_range: '2' })).toEqual([q[0], q[1]]);
      expect(await idsOf({ date_range: '3' })).toEqual([q[0], q[1], q[2]]);
      expect(await idsOf({ date_range: '4' })).toEqual([q[0], q[1], q[2], q[3]]);
      expect(await idsOf({ date_range: '5' })).toEqual([q[0], q[1], q[2], q[3], q[4]]);
      expect(await idsOf({ date_range: '0' })).toEqual(q);
      expect(await idsOf({ start_date: '2025-03-14', end_date: '2025-03-14' })).toEqual([q[1]]);
      // A custom range wins over date_range.
      expect(await idsOf({ date_range: '1', start_date: '2025-01-01', end_date: '2025-03-06' })).toEqual([q[2], q[3]]);
    });

    it('reads days in UTC when the shop’s stored zone is unknown', async () => {
      await updateShop(ctx.database.handle, shopA, { timeZone: 'Mars/Olympus' });
      try {
        expect(await idsOf({ date_range: '1' })).toEqual([q[0], q[1]]);
      } finally {
        await updateShop(ctx.database.handle, shopA, { timeZone: 'America/New_York' });
      }
    });

    it('searches the questioner case- and accent-insensitively, by default', async () => {
      expect(await idsOf({ keyword: 'jose' })).toEqual([q[0], q[1]]);
      expect(await idsOf({ keyword: ' ÁLVAREZ ', search_field: 'questioner' })).toEqual([q[0]]);
      expect(await idsOf({ keyword: 'zoe ølund' })).toEqual([q[2]]);
      expect(await idsOf({ keyword: 'waterproof' })).toEqual([]);
      expect(await idsOf({ keyword: '   ' })).toEqual(q);
    });

    it('searches the body, reading % and _ as plain characters', async () => {
      expect(await idsOf({ keyword: 'WATERPROOF', search_field: 'body' })).toEqual([q[0]]);
      expect(await idsOf({ keyword: 'GROSSE', search_field: 'body' })).toEqual([]);
      expect(await idsOf({ keyword: 'große frage', search_field: 'body' })).toEqual([q[2]]);
      expect(await idsOf({ keyword: '%_', search_field: 'body' })).toEqual([q[3]]);
      expect(await idsOf({ keyword: '_', search_field: 'body' })).toEqual([q[3]]);
      expect(await idsOf({ keyword: 'jose', search_field: 'body' })).toEqual([]);
    });

    it('matches exactly what the domain’s foldSearchText matches', async () => {
      const names = ['Ǆemal', 'ﬁona', 'ÅSA Ström', 'Ørjan', 'İlkay', 'Renée', 'NAÏVE', 'Ｆｕｌｌ'];
      const keywords = ['dzemal', 'fi', 'asa', 'strom', 'ørjan', 'ilkay', 'renee', 'naive', 'full', 'é'];
      const shop = await signInShop(ctx.server, 'qa-fold.myshopify.com');
      const ids = await addQuestions(
        ctx.database.handle,
        shop,
        names.map((name, index) => ({ productId: 'p', questionerName: name, body: name, askedAt: new Date(Date.UTC(2024, 0, 1 + index)) })),
      );
      for (const keyword of keywords) {
        const expected = names.flatMap((name, index) => (foldSearchText(name).includes(foldSearchText(keyword)) ? [ids[index]] : [])).reverse();
        const found = (await list({ keyword }, shop.token)).list.map((item) => item.id);
        expect(found, keyword).toEqual(expected);
      }
    });

    it('pages with page and page_size', async () => {
      const second = await list({ page: '2', page_size: '4' });
      expect(second).toMatchObject({ total: 6, page: 2, page_size: 4 });
      expect(second.list.map((item) => item.id)).toEqual([q[4], q[5]]);
      expect((await list({ page: '3', page_size: '4' })).list).toEqual([]);
      expect((await list({ page_size: '100' })).list).toHaveLength(6);
    });

    it.each([
      [{ page_size: '101' }, 'page_size: must be a whole number from 1 to 100'],
      [{ page_size: '0' }, 'page_size: must be a whole number from 1 to 100'],
      [{ page: '0' }, 'page: must be a whole number from 1 to 100000'],
      [{ page: 'two' }, 'page: must be a whole number from 1 to 100000'],
      [{ publishes: '3' }, 'publishes: 3 is not one of 1 (published), 2 (unpublished)'],
      [{ answered: ['1', 'yes'] }, 'answered: "yes" is not one of 1 (answered), 2 (unanswered)'],
      [{ date_range: '9' }, 'date_range: 9 is not one of 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days), 5 (last 12 months)'],
      [{ start_date: '2025-03-01' }, 'end_date: is required with start_date'],
      [{ end_date: '2025-03-01' }, 'start_date: is required with end_date'],
      [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date: "2025-02-30" is not a date (YYYY-MM-DD)'],
      [{ start_date: '2025-03-02', end_date: '2025-03-01' }, 'start_date: must not be after end_date'],
      [{ search_field: 'title', keyword: 'x' }, 'search_field: "title" is not one of questioner, body'],
      [{ sort: 'rating' }, 'sort: "rating" is not one of asked_at_desc, asked_at_asc'],
      [{ keyword: `${'x'.repeat(200)}y` }, 'keyword: must be at most 200 characters'],
      [{ keyword: 'a\u0007b' }, 'keyword: must not contain control characters'],
      [{ product_ids: ['p1', 'x'.repeat(256)] }, `product_ids: "${'x'.repeat(40)}…" must be at most 255 characters`],
      [{ product_ids: Array.from({ length: 251 }, (_, index) => `p${index}`) }, 'product_ids: must name at most 250 products'],
      [{ publishes: ['1', '2', '1'] }, 'publishes: 1 is given twice'],
    ] as const)('refuses %j with a 422 naming the field and the problem', async (query, message) => {
      const response = await call('GET', questionsPath(query), shopA.token);
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe(message);
    });

    it.each(['page', 'page_size', 'keyword', 'search_field', 'sort', 'date_range', 'start_date', 'end_date'])(
      'refuses %s given twice with a 422, instead of reading one of the values',
      async (field) => {
        const value = { page: '1', page_size: '20', keyword: 'jose', search_field: 'body', sort: 'asked_at_asc', date_range: '1' }[field] ?? '2025-03-01';
        const response = await call('GET', questionsPath({ start_date: '2025-03-01', end_date: '2025-03-02', [field]: [value, value] }), shopA.token);
        expect(response.status).toBe(422);
        expect(response.json?.message).toBe(`${field}: must be given once`);
      },
    );

    it('ignores blank product ids', async () => {
      expect(await idsOf({ product_ids: ['', ' p2 '] })).toEqual([q[2], q[3]]);
    });
  });

  describe('answers', () => {
    it('adds a published answer signed with the shop’s name, text trimmed and kept verbatim', async () => {
      const response = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: q[1], body: '  <script>alert("x")</script> Red & blue.  ' });
      expect(response.status, response.text).toBe(200);
      expect(response.json?.data).toMatchObject({
        id: q[1],
        answers: [{ author_name: SHOP_NAME, body: '<script>alert("x")</script> Red & blue.', published: true, answered_at: NOW.toISOString() }],
      });
    });

    it('publishes the question with its first published answer: the shopper was told it appears once answered', async () => {
      const [asked] = await addQuestions(ctx.database.handle, shopA, [{ productId: 'p-answered', questionerName: 'Mia', body: 'Is it dishwasher safe?', askedAt: new Date('2025-03-10T12:00:00Z') }]);
      const before = (await list()).counts.unpublished;
      const response = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: asked, body: 'Yes.' });
      expect(response.json?.data).toMatchObject({ id: asked, published: true, answers: [{ published: true }] });
      expect((await list()).counts.unpublished).toBe(before - 1);
    });

    it('keeps the question unpublished under an answer saved unpublished, and publishes it with the answer later', async () => {
      const [asked] = await addQuestions(ctx.database.handle, shopA, [{ productId: 'p-answered', questionerName: 'Noor', body: 'Does it chip?', askedAt: new Date('2025-03-11T12:00:00Z') }]);
      const draft = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: asked, body: 'Not yet', published: false });
      expect(draft.json?.data).toMatchObject({ id: asked, published: false, answers: [{ published: false }] });
      const answerId = (draft.json?.data.answers[0] as { id: number }).id;
      const published = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: asked, answer_id: answerId, body: 'Rarely.', published: true });
      expect(published.json?.data).toMatchObject({ id: asked, published: true, answers: [{ published: true }] });
    });

    it('edits an answer of the question, keeping its date and, unless given, its state', async () => {
      const [answer] = await answersOf(q[2]!);
      const edited = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: String(q[2]), answer_id: answer!.id, body: 'Fits most heads.' });
      expect(edited.json?.data.answers).toEqual([
        { id: answer!.id, author_name: answer!.authorName, body: 'Fits most heads.', published: false, answered_at: answer!.answeredAt.toISOString() },
      ]);
      const published = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: q[2], answer_id: answer!.id, body: 'Fits most heads.', published: true });
      expect(published.json?.data.answers[0]).toMatchObject({ published: true });
    });

    it('refuses an answer id that belongs to another question', async () => {
      const [answer] = await answersOf(q[0]!);
      const response = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: q[5], answer_id: answer!.id, body: 'Moved' });
      expect(response.status).toBe(404);
      expect(response.json?.message).toMatch(/^answer_id: /);
      expect((await answersOf(q[0]!))[0]!.body).toBe('Yes, fully.');
    });

    it.each([
      ['body: must not be blank', { question_id: 1, body: '   ' }],
      ['body: must be at most 5000 characters', { question_id: 1, body: 'x'.repeat(5001) }],
      ['body: is required', { question_id: 1 }],
      ['question_id: is required', { body: 'Hi' }],
      ['question_id: must be a positive whole number', { question_id: 0, body: 'Hi' }],
      ['published: must be true or false', { question_id: 1, body: 'Hi', published: 'yes' }],
      ['author_name: is not a known field', { question_id: 1, body: 'Hi', author_name: 'Someone' }],
      ['body: must not contain control characters', { question_id: 1, body: 'a\u0000b' }],
    ] as const)('answers %s, with a 422 and nothing written', async (message, body) => {
      const before = await answersOf(q[3]!);
      const response = await call('POST', `${ADMIN}/answer_question`, shopA.token, { ...body, ...('question_id' in body && body.question_id === 1 ? { question_id: q[3] } : {}) });
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe(message);
      expect(await answersOf(q[3]!)).toEqual(before);
    });

    it('accepts exactly 5000 characters after trimming', async () => {
      const response = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: q[3], body: ` ${'x'.repeat(5000)} ` });
      expect(response.status).toBe(200);
      expect(response.json?.data.answers[0].body).toHaveLength(5000);
    });

    it('deletes an answer and returns the question without it', async () => {
      const [answer] = await answersOf(q[3]!);
      const response = await call('POST', `${ADMIN}/delete_answer`, shopA.token, { answer_id: answer!.id });
      expect(response.status).toBe(200);
      expect(response.json?.data).toMatchObject({ id: q[3], answers: [] });
      const again = await call('POST', `${ADMIN}/delete_answer`, shopA.token, { answer_id: answer!.id });
      expect(again.status).toBe(404);
      expect(again.json?.message).toMatch(/^answer_id: /);
    });
  });

  describe('update_questions and delete_questions', () => {
    it('publishes and unpublishes several questions at once', async () => {
      const response = await call('POST', `${ADMIN}/update_questions`, shopA.token, { ids: [q[1], q[3], q[1]], published: true });
      expect(response.status, response.text).toBe(200);
      expect(response.json?.data).toEqual({ updated: 2, counts: { unanswered: 2, unpublished: 0 } });
      expect(await idsOf({ publishes: '2' })).toEqual([]);
      await call('POST', `${ADMIN}/update_questions`, shopA.token, { ids: [q[1], q[3]], published: false });
      expect(await idsOf({ publishes: '2' })).toEqual([q[1], q[3]]);
    });

    it('changes nothing when one id is another shop’s or unknown', async () => {
      for (const foreign of [bQuestion, 987654321]) {
        const response = await call('POST', `${ADMIN}/update_questions`, shopA.token, { ids: [q[1], foreign, q[3]], published: true });
        expect(response.status).toBe(404);
        expect(response.json?.message).toBe(`ids: no question ${foreign} in this shop; nothing was changed`);
      }
      expect(await idsOf({ publishes: '2' })).toEqual([q[1], q[3]]);
      expect((await questionRow(bQuestion))?.published).toBe(false);
    });

    it.each([
      ['ids: must name at least one question', { ids: [], published: true }],
      ['ids: must name at most 500 questions', { ids: Array.from({ length: 501 }, (_, index) => index + 1), published: true }],
      ['ids.1: must be a positive whole number', { ids: [1, 'x'], published: true }],
      ['published: is required', { ids: [1] }],
      ['ids: must be a list of question ids', { ids: 1, published: true }],
    ] as const)('answers %s, with a 422', async (message, body) => {
      const response = await call('POST', `${ADMIN}/update_questions`, shopA.token, body);
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe(message);
    });

    it('deletes questions with their answers, all or nothing', async () => {
      const refused = await call('POST', `${ADMIN}/delete_questions`, shopA.token, { ids: [q[5], bQuestion] });
      expect(refused.status).toBe(404);
      expect(refused.json?.message).toMatch(/^ids: /);
      expect(await questionRow(q[5]!)).toBeDefined();
      expect(await questionRow(bQuestion)).toBeDefined();
      expect(await answersOf(bQuestion)).toHaveLength(1);

      expect(await answersOf(q[5]!)).toHaveLength(1);
      const totalBefore = (await list()).total;
      const response = await call('POST', `${ADMIN}/delete_questions`, shopA.token, { ids: [q[5]] });
      expect(response.status).toBe(200);
      expect(response.json?.data).toMatchObject({ deleted: 1 });
      expect(await questionRow(q[5]!)).toBeUndefined();
      expect(await answersOf(q[5]!)).toEqual([]);
      expect((await list()).total).toBe(totalBefore - 1);
    });

    it('refuses an empty delete with a 422', async () => {
      const response = await call('POST', `${ADMIN}/delete_questions`, shopA.token, { ids: [] });
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe('ids: must name at least one question');
    });
  });

  describe('Q&A settings', () => {
    it('gives defaults, saves fields one at a time and keeps the others', async () => {
      const shop = await signInShop(ctx.server, 'qa-settings.myshopify.com');
      expect((await call('GET', `${ADMIN}/get_qa_settings`, shop.token)).json?.data).toEqual({ id: shop.id, is_active: 1, color: '#1F2937' });
      const off = await call('POST', `${ADMIN}/set_qa_settings`, shop.token, { is_active: 0 });
      expect(off.json?.data).toEqual({ id: shop.id, is_active: 0, color: '#1F2937' });
      const colour = await call('POST', `${ADMIN}/set_qa_settings`, shop.token, { id: shop.id, color: '#abcdef' });
      expect(colour.json?.data).toEqual({ id: shop.id, is_active: 0, color: '#ABCDEF' });
      await call('POST', `${ADMIN}/set_qa_settings`, shop.token, { is_active: '1' });
      expect((await call('GET', `${ADMIN}/get_qa_settings`, shop.token)).json?.data).toEqual({ id: shop.id, is_active: 1, color: '#ABCDEF' });
    });

    it.each([
      ['is_active: 2 is not one of 0, 1', { is_active: 2 }],
      ['is_active: true is not one of 0, 1', { is_active: true }],
      ['color: must be a colour as #RRGGBB', { color: 'red' }],
      ['color: must be a colour as #RRGGBB', { color: '#12345' }],
      ['position: is not a known field', { color: '#1F2937', position: 'left' }],
      ['body: must contain is_active or color', {}],
      ['body: must contain is_active or color', { id: 5 }],
    ] as const)('answers %s, with a 422 and nothing saved', async (message, body) => {
      const before = (await call('GET', `${ADMIN}/get_qa_settings`, shopA.token)).json?.data;
      const response = await call('POST', `${ADMIN}/set_qa_settings`, shopA.token, body);
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe(message);
      expect((await call('GET', `${ADMIN}/get_qa_settings`, shopA.token)).json?.data).toEqual(before);
    });
  });

  describe('another shop’s data', () => {
    it('never lists, answers, edits or deletes it', async () => {
      const text = (await call('GET', questionsPath({ keyword: 'jose', shop_id: String(shopB.id) }), shopA.token)).text;
      expect(text).not.toContain('secret');

      const answer = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: bQuestion, body: 'Hijack' });
      expect(answer.status).toBe(404);
      expect(answer.json?.message).toMatch(/^question_id: /);
      const edit = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: q[0], answer_id: bAnswer, body: 'Hijack' });
      expect(edit.status).toBe(404);
      const editOwn = await call('POST', `${ADMIN}/answer_question`, shopA.token, { question_id: bQuestion, answer_id: bAnswer, body: 'Hijack' });
      expect(editOwn.status).toBe(404);
      const deleted = await call('POST', `${ADMIN}/delete_answer`, shopA.token, { answer_id: bAnswer });
      expect(deleted.status).toBe(404);
      expect(await answersOf(bQuestion)).toEqual([expect.objectContaining({ id: bAnswer, body: 'B secret answer' })]);

      const smuggled = await call('POST', `${ADMIN}/update_questions`, shopA.token, { ids: [bQuestion], published: true, shop_id: shopB.id });
      expect(smuggled.status).toBe(422);
      expect(smuggled.json?.message).toBe('shop_id: is not a known field');
      expect((await call('POST', `${ADMIN}/update_questions`, shopA.token, { ids: [bQuestion], published: true })).status).toBe(404);
      expect((await call('POST', `${ADMIN}/delete_questions`, shopA.token, { ids: [bQuestion] })).status).toBe(404);
      expect(await ctx.database.handle.db.select().from(questions).where(and(eq(questions.shopId, shopB.id)))).toEqual([
        expect.objectContaining({ id: bQuestion, published: false, body: 'B secret question' }),
      ]);

      await call('POST', `${ADMIN}/set_qa_settings`, shopB.token, { color: '#FF0000' });
      expect((await call('GET', `${ADMIN}/get_qa_settings`, shopA.token)).json?.data.color).not.toBe('#FF0000');
      const bList = await list({}, shopB.token);
      expect(bList.list.map((item) => item.id)).toEqual([bQuestion]);
      expect(bList.counts).toEqual({ unanswered: 0, unpublished: 1 });
    });

    it('refuses every Q&A call without a token', async () => {
      for (const [method, path] of [
        ['GET', questionsPath()],
        ['POST', `${ADMIN}/answer_question`],
        ['POST', `${ADMIN}/delete_answer`],
        ['POST', `${ADMIN}/update_questions`],
        ['POST', `${ADMIN}/delete_questions`],
        ['GET', `${ADMIN}/get_qa_settings`],
        ['POST', `${ADMIN}/set_qa_settings`],
      ] as const) {
        const response = await ctx.server.call(method, path, method === 'POST' ? { body: { ids: [q[0]], published: true } } : {});
        expect(response.status, path).toBe(401);
      }
    });
  });
});
