import { and, asc, count, desc, eq, exists, gte, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import {
  type AnswerChanges,
  type BulkOutcome,
  type NewAnswer,
  type QuestionListCriteria,
  type QuestionRepository,
  type StoredAnswer,
  type StoredQuestion,
} from '../../application/questions/question-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type QuestionCounts } from '../../../src/domain/questions/question-item';
import { type AppDatabase } from './database';
import { answers, products, questions } from './schema';

type QuestionRow = Omit<StoredQuestion, 'answers'>;

const questionColumns = {
  id: questions.id,
  productId: questions.productId,
  productTitle: products.title,
  productImageUrl: products.imageUrl,
  questionerName: questions.questionerName,
  questionerEmail: questions.questionerEmail,
  body: questions.body,
  published: questions.published,
  askedAt: questions.askedAt,
};

/** Every query names the shop; no id from a request reaches another shop's rows. */
export class DrizzleQuestionRepository implements QuestionRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The shop's answers to the current questions row (correlated, for EXISTS). */
  private answersOfQuestion(shop: AuthenticatedShop) {
    return this.db
      .select({ one: sql`1` })
      .from(answers)
      .where(and(eq(answers.shopId, shop.id), eq(answers.questionId, questions.id)));
  }

  private conditions(shop: AuthenticatedShop, criteria: QuestionListCriteria): SQL[] {
    const conditions: SQL[] = [eq(questions.shopId, shop.id)];
    if (criteria.productIds.length > 0) conditions.push(inArray(questions.productId, [...criteria.productIds]));
    if (criteria.published !== null) conditions.push(eq(questions.published, criteria.published));
    if (criteria.answered !== null) {
      const answered = exists(this.answersOfQuestion(shop));
      conditions.push(criteria.answered ? answered : not(answered));
    }
    if (criteria.askedFrom) conditions.push(gte(questions.askedAt, criteria.askedFrom));
    if (criteria.askedBefore) conditions.push(lt(questions.askedAt, criteria.askedBefore));
    if (criteria.search) {
      const column = criteria.search.field === 'questioner' ? questions.questionerSearch : questions.bodySearch;
      // strpos, not LIKE: the keyword's % and _ are plain characters.
      conditions.push(sql`strpos(${column}, ${criteria.search.foldedKeyword}) > 0`);
    }
    return conditions;
  }

  async list(shop: AuthenticatedShop, criteria: QuestionListCriteria) {
    const where = and(...this.conditions(shop, criteria));
    const order = criteria.sort === 'asked_at_asc' ? [asc(questions.askedAt), asc(questions.id)] : [desc(questions.askedAt), desc(questions.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select(questionColumns)
        .from(questions)
        .leftJoin(products, and(eq(products.shopId, shop.id), eq(products.id, questions.productId)))
        .where(where)
        .orderBy(...order)
        .limit(criteria.limit)
        .offset(criteria.offset),
      this.db.select({ total: count() }).from(questions).where(where),
    ]);
    return { questions: await this.withAnswers(shop, rows), total: total?.total ?? 0 };
  }

  async counts(shop: AuthenticatedShop): Promise<QuestionCounts> {
    const [row] = await this.db
      .select({
        unanswered: sql<number>`count(*) filter (where not ${exists(this.answersOfQuestion(shop))})`.mapWith(Number),
        unpublished: sql<number>`count(*) filter (where not ${questions.published})`.mapWith(Number),
      })
      .from(questions)
      .where(eq(questions.shopId, shop.id));
    return { unanswered: row?.unanswered ?? 0, unpublished: row?.unpublished ?? 0 };
  }

  async find(shop: AuthenticatedShop, questionId: number): Promise<StoredQuestion | null> {
    const rows = await this.db
      .select(questionColumns)
      .from(questions)
      .leftJoin(products, and(eq(products.shopId, shop.id), eq(products.id, questions.productId)))
      .where(and(eq(questions.shopId, shop.id), eq(questions.id, questionId)));
    const [question] = await this.withAnswers(shop, rows);
    return question ?? null;
  }

  async addAnswer(shop: AuthenticatedShop, questionId: number, answer: NewAnswer): Promise<boolean> {
    // Locks the question so a concurrent delete_questions cannot remove it under the insert.
    const [question] = await this.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.shopId, shop.id), eq(questions.id, questionId)))
      .for('update');
    if (!question) return false;
    await this.db.insert(answers).values({ shopId: shop.id, questionId, ...answer });
    return true;
  }

  async updateAnswer(shop: AuthenticatedShop, questionId: number, answerId: number, changes: AnswerChanges): Promise<boolean> {
    const updated = await this.db
      .update(answers)
      .set(changes.published === undefined ? { body: changes.body } : { body: changes.body, published: changes.published })
      .where(and(eq(answers.shopId, shop.id), eq(answers.id, answerId), eq(answers.questionId, questionId)))
      .returning({ id: answers.id });
    return updated.length === 1;
  }

  async deleteAnswer(shop: AuthenticatedShop, answerId: number): Promise<number | null> {
    const [deleted] = await this.db
      .delete(answers)
      .where(and(eq(answers.shopId, shop.id), eq(answers.id, answerId)))
      .returning({ questionId: answers.questionId });
    return deleted?.questionId ?? null;
  }

  async setPublished(shop: AuthenticatedShop, ids: readonly number[], published: boolean): Promise<BulkOutcome> {
    return this.allOrNothing(shop, ids, async (where) => {
      const updated = await this.db.update(questions).set({ published }).where(where).returning({ id: questions.id });
      return updated.length;
    });
  }

  async delete(shop: AuthenticatedShop, ids: readonly number[]): Promise<BulkOutcome> {
    // The answers' foreign key cascades.
    return this.allOrNothing(shop, ids, async (where) => {
      const deleted = await this.db.delete(questions).where(where).returning({ id: questions.id });
      return deleted.length;
    });
  }

  /**
   * Locks the shop's questions among `ids` (for the caller's transaction); if any id is not among
   * them, changes nothing and reports the missing ids; otherwise runs `change` on exactly those rows.
   */
  private async allOrNothing(shop: AuthenticatedShop, ids: readonly number[], change: (where: SQL) => Promise<number>): Promise<BulkOutcome> {
    const where = and(eq(questions.shopId, shop.id), inArray(questions.id, [...ids]))!;
    const found = await this.db.select({ id: questions.id }).from(questions).where(where).for('update');
    const foundIds = new Set(found.map((row) => row.id));
    const missingIds = ids.filter((id) => !foundIds.has(id));
    if (missingIds.length > 0) return { missingIds, changed: 0 };
    return { missingIds: [], changed: await change(where) };
  }

  private async withAnswers(shop: AuthenticatedShop, rows: readonly QuestionRow[]): Promise<StoredQuestion[]> {
    if (rows.length === 0) return [];
    const answerRows = await this.db
      .select({
        questionId: answers.questionId,
        id: answers.id,
        authorName: answers.authorName,
        body: answers.body,
        published: answers.published,
        answeredAt: answers.answeredAt,
      })
      .from(answers)
      .where(and(eq(answers.shopId, shop.id), inArray(answers.questionId, rows.map((row) => row.id))))
      .orderBy(asc(answers.answeredAt), asc(answers.id));
    const byQuestion = new Map<number, StoredAnswer[]>();
    for (const { questionId, ...answer } of answerRows) {
      const list = byQuestion.get(questionId) ?? [];
      list.push(answer);
      byQuestion.set(questionId, list);
    }
    return rows.map((row) => ({ ...row, answers: byQuestion.get(row.id) ?? [] }));
  }
}
