import { and, eq } from 'drizzle-orm';
import { type NotificationFacts, type NotifiedQuestion, type NotifiedReview } from '../../application/notifications/notification-mail.port';
import { type AppDatabase } from './database';
import { products, questions, reviews } from './schema';

/** What a notification e-mail tells, read at send time, within the shop. */
export class DrizzleNotificationFacts implements NotificationFacts {
  constructor(private readonly db: AppDatabase) {}

  async review(shopId: number, reviewId: number): Promise<NotifiedReview | null> {
    const [row] = await this.db
      .select({
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        authorName: reviews.authorName,
        productTitle: products.title,
        published: reviews.published,
      })
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(eq(reviews.shopId, shopId), eq(reviews.id, reviewId)));
    return row ? { ...row, productTitle: row.productTitle ?? '' } : null;
  }

  async question(shopId: number, questionId: number): Promise<NotifiedQuestion | null> {
    const [row] = await this.db
      .select({ body: questions.body, questionerName: questions.questionerName, productTitle: products.title })
      .from(questions)
      .leftJoin(products, and(eq(products.shopId, questions.shopId), eq(products.id, questions.productId)))
      .where(and(eq(questions.shopId, shopId), eq(questions.id, questionId)));
    return row ? { ...row, productTitle: row.productTitle ?? '' } : null;
  }
}
