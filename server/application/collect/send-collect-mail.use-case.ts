import { isReferralInviteType, type CollectEmailType, type ReferralInviteEmailType, type RequestSchedule } from '../../../src/domain/collect/collect-emails';
import { isMarketingEmail } from '../../../src/domain/collect/email-templates';
import { conversionIdOfKey } from '../../../src/domain/referrals/referral-rules';
import { isDeliverableEmail } from '../../../src/domain/collect/unsubscribe';
import { ShortLivedMemo } from '../shared/short-lived-memo';
import { nextReminder, retryDelayMs, reviewRequestKey, type SkipReason, withinSendingHours } from '../../../src/domain/collect/request-queue';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { type MailTransport, type EmailSuppressions, type UnsubscribeLinks } from '../mail/mail-transport.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { type CollectEmailContext, type CollectEmailRenderer } from './collect-email-renderer.port';
import { type CollectFacts } from './collect-facts.port';
import { type ClaimedMail, type CollectMailQueue } from './collect-mail-queue.port';
import {
  type RequestProductFilter,
  type AdvocateRewardIssuer,
  type RequestScheduleReader,
  type ReviewDiscountIssuer,
  type ReferralShareLinks,
  type ReviewFormLinks,
} from './collect-ports.port';
import { referralInviteCustomerId, referralInviteSends } from '../../../src/domain/collect/referral-invites';
import { type ReferralInviteSettings } from './referral-invite-settings';
import { type OrderRepository } from './order-repository.port';
import { type ScheduleWrites } from './schedule-order-requests.use-case';
import { requestKlaviyoEvents } from '../../../src/domain/klaviyo/klaviyo-events';
import { type KlaviyoEventWrites, queueKlaviyoEvents } from '../shared/klaviyo-events.port';

export interface CollectSenderParts {
  readonly queue: CollectMailQueue;
  /** With the Klaviyo events a sent request causes (docs/product/klaviyo.md#events). */
  readonly writes: Transactions<ScheduleWrites & { readonly klaviyo: KlaviyoEventWrites }>;
  readonly orders: OrderRepository;
  readonly facts: CollectFacts;
  readonly shops: Pick<ShopRepository, 'findById'>;
  readonly schedules: RequestScheduleReader;
  readonly productFilter: RequestProductFilter;
  readonly discounts: ReviewDiscountIssuer;
  readonly advocateRewards: AdvocateRewardIssuer;
  readonly formLinks: ReviewFormLinks;
  /** The /email_review link where a customer adds photos or a video to their review. */
  readonly photoLink: (shop: AuthenticatedShop, reviewId: number) => Promise<string>;
  readonly renderer: CollectEmailRenderer;
  readonly suppressions: EmailSuppressions;
  readonly unsubscribe: UnsubscribeLinks;
  readonly transport: MailTransport;
  readonly sender: { readonly fromAddress: string; readonly messageIdHost: string };
  /** The referral invite's settings and share links; without them an invite is skipped (docs/product/referral-invites.md). */
  readonly referral?: { readonly settings: Pick<ReferralInviteSettings, 'read'>; readonly links: ReferralShareLinks };
}

export type SendOutcome = 'sent' | 'skipped' | 'deferred' | 'failed' | 'lease_lost';

/** A review's discount waits this long for the merchant to publish it, then is dropped. */
const DISCOUNT_WAIT_FOR_PUBLICATION_DAYS = 30;
const DISCOUNT_RECHECK_MS = 60 * 60 * 1000;

type Prepared =
  | { readonly kind: 'send'; readonly shop: ShopRecord; readonly context: CollectEmailContext; readonly marketing: boolean }
  | { readonly kind: 'skip'; readonly reason: SkipReason }
  | { readonly kind: 'defer'; readonly until: Date };

/**
 * Sends one claimed e-mail (docs/product/collect.md#sending): re-checks everything at send time
 * (unsubscribed, already reviewed, cancelled, excluded products, template off), sends it with a
 * Message-ID that is the same on every try, then records it — only while it still holds the
 * lease, so a worker whose lease ran out never overwrites the one that took over.
 */
/** How long the sender trusts a shop's record and request schedule it read (a batch's worth). */
const SHOP_MEMO_MS = 5_000;

export class SendCollectMailUseCase {
  private readonly shopRecords = new ShortLivedMemo<number, ShopRecord | null>(SHOP_MEMO_MS);
  private readonly requestSchedules = new ShortLivedMemo<number, RequestSchedule>(SHOP_MEMO_MS);

  constructor(
    private readonly parts: CollectSenderParts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private schedule(shop: AuthenticatedShop): Promise<RequestSchedule> {
    return this.requestSchedules.get(shop.id, () => this.parts.schedules.read(shop));
  }

  async execute(mail: ClaimedMail, owner: string): Promise<SendOutcome> {
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
    if (prepared.kind === 'defer') {
      await queue.defer(mail, owner, prepared.until);
      return 'deferred';
    }
    const shop = toAuthenticated(prepared.shop);
    const rendered = await this.parts.renderer.render(shop, mail.type, prepared.context);
    if (!rendered) {
      await queue.markSkipped(mail, owner, 'email_off');
      return 'skipped';
    }
    // Recorded at the transport's confirmation: the server holds the message but its final ".",
    // which leaves just before the record's commit, so a crash never loses it (decision 0086).
    let recorded: boolean | null = null;
    try {
      await this.parts.transport.send(
        {
          shopId: mail.shopId,
          to: mail.recipient,
          from: { name: prepared.shop.name, address: this.parts.sender.fromAddress },
          ...(prepared.shop.email ? { replyTo: prepared.shop.email } : {}),
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          messageId: messageIdOf(mail, this.parts.sender.messageIdHost),
          ...(prepared.marketing && prepared.context.unsubscribeUrl ? { unsubscribeUrl: prepared.context.unsubscribeUrl } : {}),
        },
        async (complete) => (recorded = await this.record(mail, owner, prepared.shop, complete)),
      );
    } catch (error) {
      if (recorded === false) return 'lease_lost';
      if (recorded === true) return this.reopen(mail, error);
      return this.fail(mail, owner, error);
    }
    return recorded === false ? 'lease_lost' : 'sent';
  }

  private async prepare(mail: ClaimedMail): Promise<Prepared> {
    const shop = await this.shopRecords.get(mail.shopId, () => this.parts.shops.findById(mail.shopId));
    if (!shop || shop.uninstalledAt) return { kind: 'skip', reason: 'cancelled' };
    if (!isDeliverableEmail(mail.recipient)) return { kind: 'skip', reason: 'no_email' };
    const marketing = isMarketingEmail(mail.type);
    if (marketing && (await this.parts.suppressions.isSuppressed(mail.shopId, mail.recipient))) return { kind: 'skip', reason: 'unsubscribed' };
    const authenticated = toAuthenticated(shop);
    const unsubscribeUrl = await this.parts.unsubscribe.urlFor(mail.shopId, mail.recipient);
    if (isReferralInviteType(mail.type)) return this.prepareReferralInvite(mail, mail.type, shop, authenticated, unsubscribeUrl);
    if (mail.orderId !== null && mail.step !== null) return this.prepareRequest(mail, shop, authenticated, unsubscribeUrl);
    if (mail.reviewId !== null) return this.prepareReviewMail(mail, shop, authenticated, unsubscribeUrl, marketing);
    const conversionId = conversionIdOfKey(mail.key);
    if (mail.type === 'advocate_reward' && conversionId !== null) return this.prepareAdvocateReward(mail, shop, authenticated, conversionId);
    return { kind: 'skip', reason: 'cancelled' };
  }

  /** The advocate's reward: its code is created in Shopify first (once, whatever the retries), then sent. */
  private async prepareAdvocateReward(mail: ClaimedMail, shop: ShopRecord, authenticated: AuthenticatedShop, conversionId: number): Promise<Prepared> {
    const reward = await this.parts.advocateRewards.issueFor(authenticated, conversionId);
    if (!reward) return { kind: 'skip', reason: 'cancelled' };
    return {
      kind: 'send',
      shop,
      marketing: false,
      context: {
        customerName: reward.advocateName,
        customerEmail: mail.recipient,
        customerLanguage: reward.advocateLanguage,
        orderName: '',
        products: [],
        reviewUrl: '',
        unsubscribeUrl: null,
        discount: reward.discount,
      },
    };
  }

  private async prepareRequest(mail: ClaimedMail, shop: ShopRecord, authenticated: AuthenticatedShop, unsubscribeUrl: string): Promise<Prepared> {
    const order = await this.parts.orders.find(mail.shopId, mail.orderId ?? '');
    if (!order || order.cancelledAt) return { kind: 'skip', reason: 'cancelled' };
    const productIds = [...new Set(order.items.map((item) => item.productId))];
    const [excluded, reviewed, images] = await Promise.all([
      this.parts.productFilter.excludedProductIds(authenticated, productIds),
      this.parts.facts.reviewedProductIds(mail.shopId, order.id, order.customerEmail, productIds),
      this.parts.facts.productImages(mail.shopId, productIds),
    ]);
    const wanted = productIds.filter((id) => !excluded.has(id));
    if (wanted.length === 0) return { kind: 'skip', reason: 'products_excluded' };
    const open = wanted.filter((id) => !reviewed.has(id));
    if (open.length === 0) return { kind: 'skip', reason: 'reviewed' };
    const titles = new Map(order.items.map((item) => [item.productId, item.title]));
    const products = await Promise.all(
      open.map(async (productId) => ({
        title: titles.get(productId) ?? '',
        imageUrl: images.get(productId) ?? null,
        reviewUrl: await this.parts.formLinks.urlFor(authenticated, { orderId: order.id, productId }),
      })),
    );
    return {
      kind: 'send',
      shop,
      marketing: true,
      context: {
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerLanguage: order.customerLocale || null,
        orderName: order.name,
        products,
        reviewUrl: await this.parts.formLinks.urlFor(authenticated, { orderId: order.id }),
        unsubscribeUrl,
      },
    };
  }

  private async prepareReviewMail(
    mail: ClaimedMail,
    shop: ShopRecord,
    authenticated: AuthenticatedShop,
    unsubscribeUrl: string,
    marketing: boolean,
  ): Promise<Prepared> {
    const review = await this.parts.facts.review(mail.shopId, mail.reviewId ?? 0);
    if (!review) return { kind: 'skip', reason: 'cancelled' };
    const product = { title: review.productTitle, imageUrl: review.productImageUrl };
    const base = {
      customerName: review.authorName,
      customerEmail: review.authorEmail,
      customerLanguage: null,
      orderName: '',
      unsubscribeUrl: marketing ? unsubscribeUrl : null,
    };
    if (mail.type === 'review_discount') {
      if (!review.published) {
        const giveUpAt = review.commentedAt.getTime() + DISCOUNT_WAIT_FOR_PUBLICATION_DAYS * MS_PER_DAY;
        if (this.now().getTime() > giveUpAt) return { kind: 'skip', reason: 'email_off' };
        return { kind: 'defer', until: new Date(this.now().getTime() + DISCOUNT_RECHECK_MS) };
      }
      const discount = await this.parts.discounts.issueFor(authenticated, review.id);
      if (!discount) return { kind: 'skip', reason: 'email_off' };
      const reviewUrl = await this.parts.photoLink(authenticated, review.id);
      return {
        kind: 'send',
        shop,
        marketing: false,
        context: { ...base, products: [{ ...product, reviewUrl }], reviewUrl, discount },
      };
    }
    if (mail.type === 'photo_video_reminder') {
      if (review.hasMedia) return { kind: 'skip', reason: 'reviewed' };
      const { photoReminderDays } = await this.schedule(authenticated);
      if (photoReminderDays === null) return { kind: 'skip', reason: 'email_off' };
      const dueMs = withinSendingHours(review.commentedAt.getTime() + photoReminderDays * MS_PER_DAY, shop.timeZone);
      if (dueMs > this.now().getTime()) return { kind: 'defer', until: new Date(dueMs) };
      const reviewUrl = await this.parts.photoLink(authenticated, review.id);
      return { kind: 'send', shop, marketing, context: { ...base, products: [{ ...product, reviewUrl }], reviewUrl } };
    }
    // update_review: the customer may change their review after the merchant replied.
    const reviewUrl = review.orderId
      ? await this.parts.formLinks.urlFor(authenticated, { orderId: review.orderId, productId: review.productId })
      : await this.parts.photoLink(authenticated, review.id);
    return { kind: 'send', shop, marketing, context: { ...base, products: [{ ...product, reviewUrl }], reviewUrl } };
  }

  /**
   * A referral invite (docs/product/referral-invites.md): only while the offer is on, the programme
   * shows in e-mail and the invite's template is on, to the customer its key names, with their
   * personal share link; the name and language come from the review or the order it follows. An
   * invite whose order or review is gone, redacted (no e-mail left), cancelled or, for a review,
   * not published is not sent.
   */
  private async prepareReferralInvite(mail: ClaimedMail, type: ReferralInviteEmailType, shop: ShopRecord, authenticated: AuthenticatedShop, unsubscribeUrl: string): Promise<Prepared> {
    const customerId = referralInviteCustomerId(mail.key);
    const referral = this.parts.referral;
    if (!referral || customerId === null) return { kind: 'skip', reason: 'email_off' };
    const state = await referral.settings.read(authenticated);
    if (!referralInviteSends(state, type)) return { kind: 'skip', reason: 'email_off' };
    const order = mail.orderId === null ? null : await this.parts.orders.find(mail.shopId, mail.orderId);
    const review = mail.reviewId === null ? null : await this.parts.facts.review(mail.shopId, mail.reviewId);
    if (mail.orderId !== null && (!order || order.cancelledAt || order.customerEmail === '')) return { kind: 'skip', reason: 'cancelled' };
    if (mail.reviewId !== null && (!review || !review.published || review.authorEmail === '')) return { kind: 'skip', reason: 'cancelled' };
    const shareUrl = referral.links.urlFor(authenticated, customerId);
    return {
      kind: 'send',
      shop,
      marketing: true,
      context: {
        customerName: order?.customerName ?? review?.authorName ?? '',
        customerEmail: mail.recipient,
        customerLanguage: order?.customerLocale || null,
        orderName: order?.name ?? '',
        products: [],
        reviewUrl: shareUrl,
        unsubscribeUrl,
        referral: { shareUrl, friendReward: state.friendReward(shop.currencySymbol) },
      },
    };
  }

  /**
   * Marks the e-mail sent and, for a request, stamps the order and queues the next enabled
   * reminder: one transaction, so a crash cannot leave a sent request without its reminder. Its
   * last step lets the message complete, so SMTP's "." leaves just before the commit (decision 0086).
   */
  private async record(mail: ClaimedMail, owner: string, shop: ShopRecord, complete: () => Promise<void>): Promise<boolean> {
    const sentAt = this.now();
    const orderId = mail.orderId;
    const step = mail.step;
    const schedule = orderId !== null && step !== null ? await this.schedule(toAuthenticated(shop)) : null;
    return this.parts.writes.run(async ({ orders, mails, klaviyo }) => {
      if (!(await mails.markSent(mail, owner, sentAt))) return false;
      if (orderId !== null && step !== null && schedule !== null) {
        if (step === 1) await orders.markRequestSent(mail.shopId, orderId, sentAt);
        await queueKlaviyoEvents(klaviyo, toAuthenticated(shop), sentAt, (enabled) =>
          requestKlaviyoEvents({ shopId: mail.shopId, mailKey: mail.key, email: mail.recipient, orderId, step, at: sentAt }, enabled),
        );
        const next = nextReminder(step, sentAt.getTime(), schedule, shop.timeZone);
        if (next) {
          await mails.schedule(mail.shopId, [
            {
              key: reviewRequestKey(orderId, next.step),
              type: `request_${next.step}` as CollectEmailType,
              orderId,
              reviewId: null,
              step: next.step,
              recipient: mail.recipient,
              dueAt: new Date(next.dueMs),
            },
          ]);
        }
      }
      await complete();
      return true;
    });
  }

  /** Recorded, then the SMTP transaction failed: the e-mail did not go, so it is queued again. */
  private async reopen(mail: ClaimedMail, error: unknown): Promise<SendOutcome> {
    const delay = retryDelayMs(mail.attempts);
    const message = error instanceof Error ? error.message : String(error);
    await this.parts.queue.reopen(mail, message, delay === null ? null : new Date(this.now().getTime() + delay));
    return 'failed';
  }

  private async fail(mail: ClaimedMail, owner: string, error: unknown): Promise<SendOutcome> {
    const delay = retryDelayMs(mail.attempts);
    const message = error instanceof Error ? error.message : String(error);
    await this.parts.queue.markFailed(mail, owner, message, delay === null ? null : new Date(this.now().getTime() + delay));
    return 'failed';
  }
}

function toAuthenticated(shop: ShopRecord): AuthenticatedShop {
  return { id: shop.id, domain: shop.domain };
}

/** The same on every try of one e-mail: a repeat after a crash is one message to the mailbox. */
export function messageIdOf(mail: Pick<ClaimedMail, 'shopId' | 'key'>, host: string): string {
  return `<${mail.shopId}.${mail.key.replace(/[^A-Za-z0-9.-]+/g, '-')}@${host}>`;
}
