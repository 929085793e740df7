import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The customer a compliance webhook names: Shopify may send only an e-mail, or only order ids. */
export interface CustomerReference {
  readonly customerId: string | null;
  readonly email: string | null;
  /** Shopify order ids (numeric, as the payload carries them). */
  readonly orderIds: readonly string[];
}

/** Which rows hold the customer's data: ids only, so the record itself holds no personal data. */
export interface CustomerDataHeld {
  readonly reviewIds: readonly number[];
  readonly questionIds: readonly number[];
  readonly orderIds: readonly string[];
  /** referral_friends rows naming the customer as the advocate or the friend (docs/product/referrals.md#privacy). */
  readonly referralFriendIds: readonly number[];
  /** referral_conversions rows naming the customer as the advocate, the friend or the buyer. */
  readonly referralConversionIds: readonly number[];
}

export interface CustomerRedaction {
  readonly reviewsAnonymised: number;
  /** Photos and videos of those reviews, deleted. */
  readonly reviewMediaDeleted: number;
  readonly questionsAnonymised: number;
  readonly ordersRedacted: number;
  /** Outgoing webhook deliveries (waiting or logged) whose body no longer names the customer. */
  readonly webhookDeliveriesRedacted: number;
  /** Referral friends whose advocate details or friend e-mail were blanked. */
  readonly referralFriendsRedacted: number;
  /** Referral conversions whose friend e-mail and buyer details were blanked. */
  readonly referralConversionsRedacted: number;
}

/** What deleting a shop removed, counted just before the cascade. */
export interface ShopErasure {
  readonly products: number;
  readonly orders: number;
  readonly reviews: number;
  readonly questions: number;
}

export interface WebhookShop extends AuthenticatedShop {
  readonly uninstalled: boolean;
}

/**
 * The shop data the Shopify webhooks act on. Each method runs inside the transaction that also
 * records the delivery, so an effect and its record are written together or not at all.
 */
export interface ComplianceRepository {
  /** Only for a domain taken from a verified webhook. */
  findShop(domain: string): Promise<WebhookShop | null>;
  /** Marks the shop uninstalled and erases its Shopify access and refresh tokens. */
  uninstall(shop: AuthenticatedShop, at: Date): Promise<void>;
  findCustomerData(shop: AuthenticatedShop, customer: CustomerReference): Promise<CustomerDataHeld>;
  /**
   * Anonymises the customer's reviews (deleting their media) and questions, blanks the customer
   * fields of their orders, and takes them out of the outgoing webhook deliveries' bodies.
   */
  redactCustomer(shop: AuthenticatedShop, customer: CustomerReference): Promise<CustomerRedaction>;
  /** Deletes the shop and, by cascade, everything it owns. */
  eraseShop(shop: AuthenticatedShop): Promise<ShopErasure>;
}
