import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type SetupGuideFacts, type SetupGuideRepository } from '../../application/guide/setup-guide-repository.port';
import { WIDGET_SETTINGS_DOCUMENTS } from '../../application/guide/widget-settings-documents';
import { emailTemplateDocument } from '../../application/collect/email-template-store';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { ORDER_REVIEW_SETTINGS_DOCUMENT } from '../../application/storefront/promo-widget-settings-use-cases';
import { type AppDatabase } from './database';
import { importJobs, shopConfigEntries, shopDocuments, shops } from './schema';

const GUIDE_NAMESPACE = 'setup_guide';
const COMPLETED_AT_KEY = 'completed_at';
const FIRST_REQUEST_EMAIL_DOCUMENT = emailTemplateDocument('request_1');

export class DrizzleSetupGuideRepository implements SetupGuideRepository {
  constructor(private readonly db: AppDatabase) {}

  async facts(shop: AuthenticatedShop): Promise<SetupGuideFacts> {
    const [documents, [imported]] = await Promise.all([
      this.db
        .select({ kind: shopDocuments.kind, data: shopDocuments.data })
        .from(shopDocuments)
        .where(and(eq(shopDocuments.shopId, shop.id), inArray(shopDocuments.kind, [...WIDGET_SETTINGS_DOCUMENTS, FIRST_REQUEST_EMAIL_DOCUMENT, ORDER_REVIEW_SETTINGS_DOCUMENT]))),
      this.db
        .select({ found: sql<number>`1` })
        .from(importJobs)
        .where(and(eq(importJobs.shopId, shop.id), gt(importJobs.importedCount, 0)))
        .limit(1),
    ]);
    const documentOf = (kind: string) => documents.find((document) => document.kind === kind)?.data ?? null;
    return {
      widgetSettingsSaved: documents.some((document) => WIDGET_SETTINGS_DOCUMENTS.includes(document.kind)),
      reviewsImported: imported !== undefined,
      firstRequestEmailTemplate: documentOf(FIRST_REQUEST_EMAIL_DOCUMENT),
      autoReviewsSettings: documentOf(ORDER_REVIEW_SETTINGS_DOCUMENT),
    };
  }

  async completedAt(shop: AuthenticatedShop): Promise<Date | null> {
    const [row] = await this.db
      .select({ value: shopConfigEntries.value })
      .from(shopConfigEntries)
      .where(and(eq(shopConfigEntries.shopId, shop.id), eq(shopConfigEntries.namespace, GUIDE_NAMESPACE), eq(shopConfigEntries.key, COMPLETED_AT_KEY)));
    return row ? new Date(row.value) : null;
  }

  async recordCompletion(shop: AuthenticatedShop, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(shopConfigEntries)
      .values({ shopId: shop.id, namespace: GUIDE_NAMESPACE, key: COMPLETED_AT_KEY, value: at.toISOString() })
      .onConflictDoNothing()
      .returning({ key: shopConfigEntries.key });
    return inserted.length > 0;
  }

  async skipInstall(shop: AuthenticatedShop): Promise<void> {
    await this.db
      .update(shops)
      .set({ skipInstall: true, updatedAt: new Date() })
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
  }
}
