import { sql } from 'drizzle-orm';
import { type ComplianceFixId } from '../../../src/domain/compliance/findings';
import { VERIFICATION_NOTICE_DOCUMENT, verificationNoticeFrom, type VerificationNoticeSettings } from '../../../src/domain/compliance/verification-notice';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { type ComplianceFixes, type VerificationNoticeStore } from '../../application/compliance/compliance-ports.port';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../../application/settings/review-widget-settings-store';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { queueStorefrontChange } from '../../application/shared/storefront-changes';
import { type AppDatabase } from './database';
import { DrizzleSettingsRepository } from './drizzle-settings-repository';
import { DrizzleStorefrontSyncQueue } from './drizzle-storefront-sync-queue';

/**
 * The auditor's one-click fixes (docs/product/compliance-auditor.md#fixes), each in one transaction
 * with the storefront sync it needs: settings queue the shop through queueStorefrontChange, review
 * rows their products through the reviews' triggers.
 */
export class DrizzleComplianceFixes implements ComplianceFixes, VerificationNoticeStore {
  constructor(private readonly db: AppDatabase) {}

  async read(shop: AuthenticatedShop): Promise<VerificationNoticeSettings> {
    return verificationNoticeFrom(await new DrizzleSettingsRepository(this.db).readDocument(shop, VERIFICATION_NOTICE_DOCUMENT));
  }

  async save(shop: AuthenticatedShop, notice: VerificationNoticeSettings): Promise<void> {
    await this.db.transaction(async (tx) => {
      await new DrizzleSettingsRepository(tx).writeDocument(shop, VERIFICATION_NOTICE_DOCUMENT, notice);
      await queueStorefrontChange(new DrizzleStorefrontSyncQueue(tx), shop.id, { kind: 'settings', documents: [VERIFICATION_NOTICE_DOCUMENT] });
    });
  }

  async apply(shop: AuthenticatedShop, fix: ComplianceFixId, noticeText: string | undefined): Promise<void> {
    await this.db.transaction(async (tx) => {
      const settings = new DrizzleSettingsRepository(tx);
      const queue = new DrizzleStorefrontSyncQueue(tx);
      switch (fix) {
        case 'enable_verification_notice': {
          const current = verificationNoticeFrom(await settings.readDocument(shop, VERIFICATION_NOTICE_DOCUMENT));
          const text = noticeText?.trim() ? noticeText.trim() : current.text;
          await settings.writeDocument(shop, VERIFICATION_NOTICE_DOCUMENT, { is_enabled: FLAG_ON, text });
          await queueStorefrontChange(queue, shop.id, { kind: 'settings', documents: [VERIFICATION_NOTICE_DOCUMENT] });
          return;
        }
        case 'publish_every_rating':
          await settings.mergeDocument(shop, REVIEW_WIDGET_SETTINGS_DOCUMENT, { auto_publish_min_rating: 1 });
          await queueStorefrontChange(queue, shop.id, { kind: 'settings', documents: [REVIEW_WIDGET_SETTINGS_DOCUMENT] });
          return;
        case 'label_incentivised_reviews':
          await tx.execute(sql`
            update reviews r set incentivized = true, updated_at = now()
            where r.shop_id = ${shop.id} and not r.incentivized
              and exists (select 1 from review_discounts d where d.shop_id = r.shop_id and d.review_id = r.id)`);
          return;
        case 'unmark_verified_without_order':
          await tx.execute(sql`
            update reviews r set verified = false, updated_at = now()
            where r.shop_id = ${shop.id} and r.verified
              and (r.order_id is null or not exists (select 1 from orders o where o.shop_id = r.shop_id and o.id = r.order_id))`);
          return;
        case 'resync_storefront':
          await queue.queueShop(shop.id);
          await queue.queueReviewedProducts(shop.id);
          return;
      }
    });
  }
}
