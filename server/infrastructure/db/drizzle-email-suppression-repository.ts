import { and, eq } from 'drizzle-orm';
import { suppressionAddress } from '../../../src/domain/collect/unsubscribe';
import { type EmailSuppressionRepository } from '../../application/mail/email-suppression-repository.port';
import { type AppDatabase } from './database';
import { emailSuppressions } from './schema';

/** email_suppressions: who unsubscribed from which shop's mail (docs/product/collect-mail.md#unsubscribe). */
export class DrizzleEmailSuppressionRepository implements EmailSuppressionRepository {
  constructor(private readonly db: AppDatabase) {}

  async isSuppressed(shopId: number, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.shopId, shopId), eq(emailSuppressions.email, suppressionAddress(email))));
    return row !== undefined;
  }

  async suppress(shopId: number, email: string): Promise<void> {
    await this.db.insert(emailSuppressions).values({ shopId, email: suppressionAddress(email) }).onConflictDoNothing();
  }
}
