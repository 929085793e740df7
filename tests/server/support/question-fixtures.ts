import { and, asc, eq } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { questionSearchColumns } from '../../../server/infrastructure/db/question-search-columns';
import { answers, questions } from '../../../server/infrastructure/db/schema';

export interface TestAnswer {
  readonly authorName?: string;
  readonly body: string;
  readonly published?: boolean;
  readonly answeredAt: Date;
}

export interface TestQuestion {
  readonly productId: string;
  readonly questionerName: string;
  readonly questionerEmail?: string;
  readonly body: string;
  readonly published?: boolean;
  readonly askedAt: Date;
  readonly answers?: readonly TestAnswer[];
}

/** Writes questions (and their answers) straight into the tables, as the storefront would; returns their ids in order. */
export async function addQuestions(database: DatabaseHandle, shop: AuthenticatedShop, list: readonly TestQuestion[]): Promise<number[]> {
  const ids: number[] = [];
  for (const question of list) {
    const [row] = await database.db
      .insert(questions)
      .values({
        shopId: shop.id,
        productId: question.productId,
        questionerName: question.questionerName,
        questionerEmail: question.questionerEmail ?? '',
        body: question.body,
        published: question.published ?? false,
        askedAt: question.askedAt,
        ...questionSearchColumns(question),
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('question not inserted');
    ids.push(row.id);
    for (const answer of question.answers ?? []) {
      await database.db.insert(answers).values({
        shopId: shop.id,
        questionId: row.id,
        authorName: answer.authorName ?? 'Shop',
        body: answer.body,
        published: answer.published ?? true,
        answeredAt: answer.answeredAt,
      });
    }
  }
  return ids;
}

/** The ids of a question's answers, oldest first. */
export async function answerIdsOf(database: DatabaseHandle, shop: AuthenticatedShop, questionId: number): Promise<number[]> {
  const rows = await database.db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.shopId, shop.id), eq(answers.questionId, questionId)))
    .orderBy(asc(answers.answeredAt), asc(answers.id));
  return rows.map((row) => row.id);
}
