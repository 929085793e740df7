import { type ReplyTemplatesAnswer } from '../../../src/contracts/collect-manage.contract';
import { readReplyTemplates, type ReplyTemplate } from '../../../src/domain/reviews/reply-templates';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';

/** The shop_documents kind of /settings/reply_review: `{ templates: ReplyTemplate[] }`. */
export const REPLY_TEMPLATES_DOCUMENT = 'reply_templates';

/** get/save_reply_templates (docs/product/collect-manage.md#reply-templates). */
export class ReplyTemplatesUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
  ) {}

  async get(shop: AuthenticatedShop): Promise<ReplyTemplatesAnswer> {
    const [stored, record] = await Promise.all([this.settings.readDocument(shop, REPLY_TEMPLATES_DOCUMENT), this.shops.get(shop)]);
    return { templates: readReplyTemplates(stored), shop_name: record?.name ?? '' };
  }

  /** The list is small (REPLY_TEMPLATES_MAX) and edited as a whole: it replaces the stored one. */
  async save(shop: AuthenticatedShop, templates: readonly ReplyTemplate[]): Promise<ReplyTemplatesAnswer> {
    await this.settings.writeDocument(shop, REPLY_TEMPLATES_DOCUMENT, { templates });
    return this.get(shop);
  }
}
