import { type OutboxMail, type OutboxMailSummary } from '../../../src/domain/collect/outbox';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** An e-mail the development catcher took in, filed under the shop it was sent for. */
export interface CaughtMail {
  readonly shopId: number;
  readonly messageId: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly headers: readonly { readonly name: string; readonly value: string }[];
}

/** The caught mail of each shop (docs/product/collect-mail.md#outbox). */
export interface CaughtMailRepository {
  /** Stores the mail and drops the shop's oldest beyond `keepPerShop`; a shop that is gone keeps nothing. */
  keep(mail: CaughtMail, keepPerShop: number): Promise<void>;
  /** The shop's caught mail, newest first. */
  list(shop: AuthenticatedShop, limit: number): Promise<OutboxMailSummary[]>;
  get(shop: AuthenticatedShop, id: number): Promise<OutboxMail | null>;
}
