import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import {
  type ComplianceRepository,
  type CustomerDataHeld,
  type CustomerRedaction,
  type CustomerReference,
  type ShopErasure,
  type WebhookShop,
} from '../../application/webhooks/compliance-repository.port';
import { type AppDatabase } from './database';
import { deleteJournaledCopies, journaledKeys, updateJournaledCopies } from './drizzle-bulk-journal';
import { deleteCustomerKlaviyoEvents } from './drizzle-klaviyo-repository';
import { redactDeliveryBodies } from './drizzle-outgoing-event-queue';
import { reviewSearchColumns } from './review-search-columns';
import { anyOf } from './sql-conditions';
import { flowTriggers, orders, products, questions, referralConversions, referralFriends, reviewMedia, reviews, shops } from './schema';
import { friendEmailKey } from '../../../src/domain/referrals/referral-rules';

/** What a redacted review or question shows as its author from then on. */
export const ANONYMOUS_AUTHOR_NAME = 'Anonymous';

/**
 * A redacted review keeps its product, rating, date, source and flags (the shop's statistics, which
 * identify no one once the author is gone) and loses its author, their Shopify customer id, title, body and country.
 */
const ANONYMISED_REVIEW = {
  customerId: null,
  authorName: ANONYMOUS_AUTHOR_NAME,
  authorEmail: '',
  title: '',
  body: '',
  country: '',
  photoCount: 0,
  videoCount: 0,
  ...reviewSearchColumns({ authorName: ANONYMOUS_AUTHOR_NAME, title: '' }),
} as const;

/** A redacted question keeps its product, text and answers and loses who asked it. */
const ANONYMISED_QUESTION = { questionerName: ANONYMOUS_AUTHOR_NAME, questionerEmail: '', questionerSearch: foldSearchText(ANONYMOUS_AUTHOR_NAME) } as const;

/** Webhooks carry numeric order ids; synced orders may be stored as Admin API GIDs. */
function storedOrderIdForms(orderIds: readonly string[]): string[] {
  return orderIds.flatMap((id) => [id, `gid://shopify/Order/${id}`]);
}

/** A review's order ids that name the customer: the orders found, and the payload's own, as stored. */
function reviewOrderIdsOf(customer: CustomerReference, orderIds: readonly string[]): string[] {
  return [...new Set([...orderIds, ...storedOrderIdForms(customer.orderIds)])];
}

function normalizedEmail(customer: CustomerReference): string | null {
  const email = customer.email?.trim().toLowerCase() ?? '';
  return email === '' ? null : email;
}

/** The referral rows naming the customer, by role: as the advocate (by customer id), as the friend (by e-mail) and as the buyer (by e-mail or customer id). */
interface ReferralMatch {
  readonly advocateFriends: SQL | undefined;
  readonly friendFriends: SQL | undefined;
  readonly advocateConversions: SQL | undefined;
  readonly buyerConversions: SQL | undefined;
}

function referralMatches(customer: CustomerReference): ReferralMatch {
  const email = normalizedEmail(customer);
  const emailKey = email ? friendEmailKey(email) : null;
  const customerId = customer.customerId?.trim() || null;
  return {
    advocateFriends: customerId ? eq(referralFriends.advocateCustomerId, customerId) : undefined,
    friendFriends: emailKey ? eq(referralFriends.friendEmailKey, emailKey) : undefined,
    advocateConversions: customerId ? eq(referralConversions.advocateCustomerId, customerId) : undefined,
    buyerConversions: anyOf([
      customerId ? eq(referralConversions.buyerCustomerId, customerId) : undefined,
      email ? eq(referralConversions.friendEmail, email) : undefined,
      emailKey ? eq(referralConversions.buyerEmailKey, emailKey) : undefined,
    ]),
  };
}

export class DrizzleComplianceRepository implements ComplianceRepository {
  constructor(private readonly db: AppDatabase) {}

  async findShop(domain: string): Promise<WebhookShop | null> {
    const [row] = await this.db
      .select({ id: shops.id, domain: shops.domain, uninstalledAt: shops.uninstalledAt })
      .from(shops)
      .where(eq(shops.domain, domain));
    return row ? { id: row.id, domain: row.domain, uninstalled: row.uninstalledAt !== null } : null;
  }

  async uninstall(shop: AuthenticatedShop, at: Date): Promise<void> {
    await this.db
      .update(shops)
      .set({
        uninstalledAt: at,
        accessTokenCiphertext: null,
        refreshTokenCiphertext: null,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        updatedAt: at,
      })
      .where(eq(shops.id, shop.id));
  }

  async findCustomerData(shop: AuthenticatedShop, customer: CustomerReference): Promise<CustomerDataHeld> {
    const orderIds = await this.customerOrderIds(shop, customer);
    const reviewMatch = this.reviewMatch(customer, orderIds);
    const questionMatch = this.questionMatch(customer);
    const reviewRows = reviewMatch
      ? await this.db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.shopId, shop.id), reviewMatch)).orderBy(asc(reviews.id))
      : [];
    const questionRows = questionMatch
      ? await this.db
          .select({ id: questions.id })
          .from(questions)
          .where(and(eq(questions.shopId, shop.id), questionMatch))
          .orderBy(asc(questions.id))
      : [];
    const referral = referralMatches(customer);
    const friendMatch = anyOf([referral.advocateFriends, referral.friendFriends]);
    const conversionMatch = anyOf([referral.advocateConversions, referral.buyerConversions]);
    const friendRows = friendMatch
      ? await this.db.select({ id: referralFriends.id }).from(referralFriends).where(and(eq(referralFriends.shopId, shop.id), friendMatch)).orderBy(asc(referralFriends.id))
      : [];
    const conversionRows = conversionMatch
      ? await this.db
          .select({ id: referralConversions.id })
          .from(referralConversions)
          .where(and(eq(referralConversions.shopId, shop.id), conversionMatch))
          .orderBy(asc(referralConversions.id))
      : [];
    return {
      reviewIds: reviewRows.map((row) => row.id),
      questionIds: questionRows.map((row) => row.id),
      orderIds,
      referralFriendIds: friendRows.map((row) => row.id),
      referralConversionIds: conversionRows.map((row) => row.id),
    };
  }

  async redactCustomer(shop: AuthenticatedShop, customer: CustomerReference): Promise<CustomerRedaction> {
    const orderIds = await this.customerOrderIds(shop, customer);
    const reviewMatch = this.reviewMatch(customer, orderIds);
    const questionMatch = this.questionMatch(customer);
    const now = new Date();
    // The customer's own words and photos can name or show them, so only the rating stays.
    const anonymisedReviews = reviewMatch
      ? await this.db
          .update(reviews)
          .set({ ...ANONYMISED_REVIEW, updatedAt: now })
          .where(and(eq(reviews.shopId, shop.id), reviewMatch))
          .returning({ id: reviews.id })
      : [];
    const reviewIds = anonymisedReviews.map((review) => review.id);
    const deletedMedia =
      reviewIds.length > 0
        ? await this.db
            .delete(reviewMedia)
            .where(and(eq(reviewMedia.shopId, shop.id), inArray(reviewMedia.reviewId, reviewIds)))
            .returning({ reviewId: reviewMedia.reviewId })
        : [];
    // The Flow triggers of those reviews keep the payload they sent: they go too (docs/product/shopify-flow.md#the-log).
    if (reviewIds.length > 0) await this.db.delete(flowTriggers).where(and(eq(flowTriggers.shopId, shop.id), inArray(flowTriggers.reviewId, reviewIds)));
    const anonymisedQuestions = questionMatch
      ? await this.db
          .update(questions)
          .set(ANONYMISED_QUESTION)
          .where(and(eq(questions.shopId, shop.id), questionMatch))
          .returning({ id: questions.id })
      : [];
    await this.redactJournaledCopies(shop, reviewMatch, questionMatch, now);
    // The outgoing webhooks' bodies copied the reviews and questions when they were queued.
    const webhookDeliveriesRedacted = await redactDeliveryBodies(this.db, shop, {
      reviewIds,
      questionIds: anonymisedQuestions.map((question) => question.id),
      email: normalizedEmail(customer),
      reviewOrderIds: reviewOrderIdsOf(customer, orderIds),
      anonymousName: ANONYMOUS_AUTHOR_NAME,
    });
    // Klaviyo events copied the address and the review or order when they were queued (docs/product/klaviyo.md#privacy).
    await deleteCustomerKlaviyoEvents(this.db, shop, { email: normalizedEmail(customer), reviewIds, orderIds });
    const redactedOrders =
      orderIds.length > 0
        ? await this.db
            .update(orders)
            .set({ customerName: '', customerEmail: '' })
            .where(and(eq(orders.shopId, shop.id), inArray(orders.id, orderIds)))
            .returning({ id: orders.id })
        : [];
    const referrals = await this.redactReferrals(shop, customer);
    return {
      reviewsAnonymised: anonymisedReviews.length,
      reviewMediaDeleted: deletedMedia.length,
      questionsAnonymised: anonymisedQuestions.length,
      ordersRedacted: redactedOrders.length,
      webhookDeliveriesRedacted,
      referralFriendsRedacted: referrals.friends,
      referralConversionsRedacted: referrals.conversions,
    };
  }

  /**
   * The referral programme's copies of the customer (docs/product/referrals.md#privacy): as an
   * advocate their e-mail, name, address and language go (the Shopify customer id stays, so the
   * codes already handed out keep their advocate); as a friend or buyer their e-mail, customer id
   * and address go. A friend's row keeps a unique placeholder key, so their code still works.
   */
  private async redactReferrals(shop: AuthenticatedShop, customer: CustomerReference): Promise<{ friends: number; conversions: number }> {
    const { advocateFriends, friendFriends, buyerConversions } = referralMatches(customer);
    const friendIds = new Set<number>();
    let friendEmailIds: number[] = [];
    if (advocateFriends) {
      const rows = await this.db
        .update(referralFriends)
        .set({ advocateEmail: '', advocateName: '', advocateAddressKey: '', advocateLocale: '' })
        .where(and(eq(referralFriends.shopId, shop.id), advocateFriends))
        .returning({ id: referralFriends.id });
      rows.forEach((row) => friendIds.add(row.id));
    }
    if (friendFriends) {
      const rows = await this.db
        .update(referralFriends)
        .set({ friendEmail: '', friendEmailKey: sql`'redacted:' || ${referralFriends.id}` })
        .where(and(eq(referralFriends.shopId, shop.id), friendFriends))
        .returning({ id: referralFriends.id });
      friendEmailIds = rows.map((row) => row.id);
      friendEmailIds.forEach((id) => friendIds.add(id));
    }
    const buyer = anyOf([friendEmailIds.length > 0 ? inArray(referralConversions.friendId, friendEmailIds) : undefined, buyerConversions]);
    const conversions = buyer
      ? await this.db
          .update(referralConversions)
          .set({ friendEmail: '', buyerCustomerId: '', buyerEmailKey: '', buyerAddressKey: '' })
          .where(and(eq(referralConversions.shopId, shop.id), buyer))
          .returning({ id: referralConversions.id })
      : [];
    return { friends: friendIds.size, conversions: conversions.length };
  }

  /**
   * A bulk delete running on the embedded database keeps the rows it deleted in its journal until
   * it ends, and puts them back if it fails (decision 0047): the copies are redacted as the rows are,
   * so an undo cannot bring the customer's data back.
   */
  private async redactJournaledCopies(shop: AuthenticatedShop, reviewMatch: SQL | undefined, questionMatch: SQL | undefined, now: Date): Promise<void> {
    if (reviewMatch) {
      const where = and(eq(reviews.shopId, shop.id), reviewMatch)!;
      const reviewIds = await journaledKeys(this.db, { table: reviews, key: reviews.id, shopId: shop.id, where });
      if (reviewIds.length > 0) {
        await deleteJournaledCopies(this.db, { table: reviewMedia, shopId: shop.id, where: inArray(reviewMedia.reviewId, reviewIds) });
        await updateJournaledCopies(this.db, { table: reviews, shopId: shop.id, where: inArray(reviews.id, reviewIds), set: { ...ANONYMISED_REVIEW, updatedAt: now } });
      }
    }
    if (questionMatch) {
      await updateJournaledCopies(this.db, {
        table: questions,
        shopId: shop.id,
        where: and(eq(questions.shopId, shop.id), questionMatch)!,
        set: ANONYMISED_QUESTION,
      });
    }
  }

  async eraseShop(shop: AuthenticatedShop): Promise<ShopErasure> {
    const countOf = async (table: typeof products | typeof orders | typeof reviews | typeof questions) => {
      const [row] = await this.db.select({ value: count() }).from(table).where(eq(table.shopId, shop.id));
      return row?.value ?? 0;
    };
    const erasure = {
      products: await countOf(products),
      orders: await countOf(orders),
      reviews: await countOf(reviews),
      questions: await countOf(questions),
    };
    await this.db.delete(shops).where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
    return erasure;
  }

  /** The orders the payload names plus every order placed with the customer's e-mail, as stored. */
  private async customerOrderIds(shop: AuthenticatedShop, customer: CustomerReference): Promise<string[]> {
    const email = normalizedEmail(customer);
    const match = anyOf([
      customer.orderIds.length > 0 ? inArray(orders.id, storedOrderIdForms(customer.orderIds)) : undefined,
      email ? sql`lower(${orders.customerEmail}) = ${email}` : undefined,
    ]);
    if (!match) return [];
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, shop.id), match))
      .orderBy(asc(orders.id));
    return rows.map((row) => row.id);
  }

  /** By e-mail, by the Shopify customer who wrote it signed in, by the orders found, and by the payload's own order ids even when those orders were never synced. */
  private reviewMatch(customer: CustomerReference, orderIds: readonly string[]): SQL | undefined {
    const email = normalizedEmail(customer);
    const reviewOrderIds = reviewOrderIdsOf(customer, orderIds);
    return anyOf([
      email ? sql`lower(${reviews.authorEmail}) = ${email}` : undefined,
      customer.customerId ? eq(reviews.customerId, customer.customerId) : undefined,
      reviewOrderIds.length > 0 ? inArray(reviews.orderId, reviewOrderIds) : undefined,
    ]);
  }

  private questionMatch(customer: CustomerReference): SQL | undefined {
    const email = normalizedEmail(customer);
    return email ? sql`lower(${questions.questionerEmail}) = ${email}` : undefined;
  }
}
