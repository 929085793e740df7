import { retryDelayMs } from '../../../src/domain/collect/request-queue';
import { type AdminLanguage } from '../../../src/domain/i18n/languages';
import { isServiceNotice, notificationGoesTo } from '../../../src/domain/notifications/merchant-notifications';
import { parseShopConfig } from '../../../src/domain/shop/shop-config-flags';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { type MailTransport } from '../mail/mail-transport.port';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { readNotificationSettings } from '../settings/user-settings';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import {
  type DigestFiguresSource,
  type NotificationContent,
  type NotificationFacts,
  type NotificationMailRenderer,
  type NotificationUnsubscribeLinks,
} from './notification-mail.port';
import { type ClaimedNotification, type NotificationQueue, type NotificationSkipReason } from './notification-queue.port';

export interface NotificationSenderParts {
  readonly queue: NotificationQueue;
  readonly shops: Pick<ShopRepository, 'findById'>;
  readonly settings: SettingsRepository;
  readonly facts: NotificationFacts;
  readonly digestFigures: DigestFiguresSource;
  readonly renderer: NotificationMailRenderer;
  readonly unsubscribe: NotificationUnsubscribeLinks;
  readonly transport: MailTransport;
  readonly sender: { readonly fromAddress: string; readonly messageIdHost: string };
  /** The admin page an e-mail's button opens, for the shop. */
  readonly adminUrl: (shop: AuthenticatedShop, path: string) => string;
}

export type NotificationOutcome = 'sent' | 'skipped' | 'failed' | 'lease_lost';

/** A digest that could not go within a day of its time is dropped: the next one is due soon. */
const DIGEST_LATE_AFTER_MS = MS_PER_DAY;

type Prepared =
  | { readonly kind: 'skip'; readonly reason: NotificationSkipReason }
  | { readonly kind: 'send'; readonly shop: ShopRecord; readonly language: AdminLanguage; readonly content: NotificationContent; readonly path: string };

/**
 * Sends one claimed notification (docs/product/notifications.md#sending): checks at send time that
 * its switch is still on and its address still listed (a service notice: still one of its
 * recipients, serviceNoticeRecipients), reads what it tells, writes it in the
 * merchant's admin language and sends it with a Message-ID that is the same on every try,
 * recorded at the transport's confirmation as the collect e-mails are (decision 0052).
 */
export class SendNotificationUseCase {
  constructor(
    private readonly parts: NotificationSenderParts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(mail: ClaimedNotification, owner: string): Promise<NotificationOutcome> {
    const { queue } = this.parts;
    let prepared: Prepared;
    try {
      prepared = await this.prepare(mail);
    } catch (error) {
      return this.fail(mail, owner, error);
    }
    if (prepared.kind === 'skip') {
      await queue.markSkipped(mail, owner, prepared.reason);
      return 'skipped';
    }
    const shop = { id: prepared.shop.id, domain: prepared.shop.domain };
    let recorded: boolean | null = null;
    try {
      // A service notice cannot be stopped: no link, no List-Unsubscribe.
      const unsubscribeUrl = isServiceNotice(mail.kind) ? null : await this.parts.unsubscribe.urlFor(mail.shopId, mail.recipient, mail.kind);
      const rendered = this.parts.renderer.render(prepared.content, {
        language: prepared.language,
        shopName: prepared.shop.name || prepared.shop.domain,
        recipient: mail.recipient,
        adminUrl: this.parts.adminUrl(shop, prepared.path),
        unsubscribeUrl,
      });
      await this.parts.transport.send(
        {
          shopId: mail.shopId,
          to: mail.recipient,
          from: { name: 'Starling Reviews', address: this.parts.sender.fromAddress },
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          messageId: `<${mail.shopId}.notify.${mail.key.replace(/[^A-Za-z0-9.-]+/g, '-')}@${this.parts.sender.messageIdHost}>`,
          ...(unsubscribeUrl === null ? {} : { unsubscribeUrl }),
        },
        async (complete) => (recorded = await queue.markSent(mail, owner, this.now(), complete)),
      );
    } catch (error) {
      if (recorded === false) return 'lease_lost';
      if (recorded === true) return this.reopen(mail, error);
      return this.fail(mail, owner, error);
    }
    return recorded === false ? 'lease_lost' : 'sent';
  }

  private async prepare(mail: ClaimedNotification): Promise<Prepared> {
    const record = await this.parts.shops.findById(mail.shopId);
    if (!record || record.uninstalledAt) return { kind: 'skip', reason: 'gone' };
    const shop = { id: record.id, domain: record.domain };
    const [settings, config] = await Promise.all([readNotificationSettings(this.parts.settings, shop, record.email), this.parts.settings.readEntries(shop, 'shop_config')]);
    if (!notificationGoesTo(settings, record.email, mail.recipient, mail.kind)) return { kind: 'skip', reason: 'switched_off' };
    const language = parseShopConfig(config).backendLang;
    const payload = mail.payload;
    if ('reviewId' in payload && (mail.kind === 'new_review' || mail.kind === 'low_rating' || mail.kind === 'held_review')) {
      const review = await this.parts.facts.review(mail.shopId, payload.reviewId);
      if (!review) return { kind: 'skip', reason: 'gone' };
      return { kind: 'send', shop: record, language, content: { kind: mail.kind, review }, path: review.published ? '/reviewList' : '/reviewList?publishes=2' };
    }
    if ('questionId' in payload) {
      const question = await this.parts.facts.question(mail.shopId, payload.questionId);
      return question ? { kind: 'send', shop: record, language, content: { kind: 'new_question', question }, path: '/qa' } : { kind: 'skip', reason: 'gone' };
    }
    if ('endpointId' in payload && mail.kind === 'webhook_disabled') {
      // Told even when the merchant has switched it on again since: it says what happened, and when.
      const content = { kind: mail.kind, endpointUrl: payload.url, failingSince: new Date(payload.failingSince), timeZone: record.timeZone || 'UTC' };
      return { kind: 'send', shop: record, language, content, path: '/settings/api' };
    }
    if ('auditId' in payload && mail.kind === 'compliance_summary') {
      const content = { kind: mail.kind, critical: payload.critical, warning: payload.warning, info: payload.info };
      return { kind: 'send', shop: record, language, content, path: '/integrated/compliance' };
    }
    if ('frequency' in payload) {
      if (payload.frequency !== settings.digest_frequency) return { kind: 'skip', reason: 'switched_off' };
      if (this.now().getTime() > payload.sendAtMs + DIGEST_LATE_AFTER_MS) return { kind: 'skip', reason: 'late' };
      const lastDay = new Date(Date.parse(`${payload.to}T00:00:00Z`) - MS_PER_DAY).toISOString().slice(0, 10);
      const figures = await this.parts.digestFigures(shop, payload.from, lastDay);
      return { kind: 'send', shop: record, language, content: { kind: 'digest', figures, from: payload.from, lastDay }, path: '/' };
    }
    return { kind: 'skip', reason: 'gone' };
  }

  private async fail(mail: ClaimedNotification, owner: string, error: unknown): Promise<NotificationOutcome> {
    await this.parts.queue.markFailed(mail, owner, messageOf(error), this.retryAt(mail));
    return 'failed';
  }

  /** Recorded, then the SMTP transaction failed: the e-mail did not go, so it is queued again, not lost. */
  private async reopen(mail: ClaimedNotification, error: unknown): Promise<NotificationOutcome> {
    await this.parts.queue.reopen(mail, messageOf(error), this.retryAt(mail));
    return 'failed';
  }

  /** Tried again as the collect e-mails are (docs/product/collect.md#sending), then given up. */
  private retryAt(mail: ClaimedNotification): Date | null {
    const delay = retryDelayMs(mail.attempts);
    return delay === null ? null : new Date(this.now().getTime() + delay);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
