import { COLLECT_EMAIL_WORDS } from '../../../src/domain/collect/collect-email-words';
import { type CollectEmailType, type REVIEW_REQUEST_EMAIL_TYPES, type RequestSchedule } from '../../../src/domain/collect/collect-emails';
import { emailLanguage, requestScheduleFrom } from '../../../src/domain/collect/email-templates';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type CollectEmailContext, type CollectEmailRenderer, type RenderedEmail } from './collect-email-renderer.port';
import { drawCollectEmail } from './collect-email-html';
import { type RequestScheduleReader } from './collect-ports.port';
import { emailTemplateFrom, type EmailTemplateStore, storedLanguage } from './email-template-store';
import { shopUrlOf } from '../shops/shop-url';

/**
 * The collect e-mails as the queue sends them (docs/product/collect-emails.md#the-e-mail): the
 * shop's saved template, in the template's language or else the customer's or else the shop's,
 * drawn with the order's values. The same drawing serves the admin's preview and test e-mail.
 */
export class TemplateCollectEmailRenderer implements CollectEmailRenderer {
  constructor(
    private readonly store: EmailTemplateStore,
    private readonly shops: ShopRepository,
  ) {}

  async render(shop: AuthenticatedShop, type: CollectEmailType, context: CollectEmailContext): Promise<RenderedEmail | null> {
    const [stored, shopLanguage, record] = await Promise.all([this.store.readStored(shop, type), this.store.shopLanguage(shop), this.shops.get(shop)]);
    if (!record) throw notFound('shop');
    const language = emailLanguage(storedLanguage(stored), context.customerLanguage, shopLanguage);
    const settings = emailTemplateFrom(type, stored, language);
    if (settings.is_enabled !== FLAG_ON) return null;
    return drawCollectEmail({
      type,
      settings,
      language,
      words: COLLECT_EMAIL_WORDS[language],
      shopName: record.name || record.domain,
      shopUrl: shopUrlOf(record),
      context,
    });
  }
}

/** The request's schedule from the three request templates and the collect settings' trigger event. */
export class TemplateRequestScheduleReader implements RequestScheduleReader {
  constructor(private readonly store: EmailTemplateStore) {}

  async read(shop: AuthenticatedShop): Promise<RequestSchedule> {
    const read = async (type: (typeof REVIEW_REQUEST_EMAIL_TYPES)[number] | 'photo_video_reminder') =>
      emailTemplateFrom(type, await this.store.readStored(shop, type), 'en');
    const [request_1, request_2, request_3, photo_video_reminder, triggerEvent] = await Promise.all([
      read('request_1'),
      read('request_2'),
      read('request_3'),
      read('photo_video_reminder'),
      this.store.triggerEvent(shop),
    ]);
    return requestScheduleFrom({ request_1, request_2, request_3, photo_video_reminder }, triggerEvent);
  }
}
