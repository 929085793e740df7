import { type ReviewAttribute, type ReviewAttributeAnswer, type ReviewAttributeDefinition } from '../../../src/domain/collect/review-attributes';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A shop's review attributes and the answers reviews carry (docs/product/collect-attributes.md). */
export interface ReviewAttributeRepository {
  /** In the form's order (position, then id). */
  list(shop: AuthenticatedShop): Promise<ReviewAttribute[]>;
  get(shop: AuthenticatedShop, id: number): Promise<ReviewAttribute | null>;
  /** Makes other writes of this shop's attributes wait until the transaction ends (a count or an order holds). */
  holdShopAttributes(shop: AuthenticatedShop): Promise<void>;
  /** Adds the question after the others. */
  insert(shop: AuthenticatedShop, definition: ReviewAttributeDefinition): Promise<ReviewAttribute>;
  /** Null when the shop has no such question. */
  update(shop: AuthenticatedShop, id: number, definition: ReviewAttributeDefinition): Promise<ReviewAttribute | null>;
  /** False when the shop had no such question. */
  remove(shop: AuthenticatedShop, id: number): Promise<boolean>;
  /** Gives each id its index as position. */
  setOrder(shop: AuthenticatedShop, ids: readonly number[]): Promise<void>;
  /** Keeps a new review's answers. */
  insertAnswers(shop: AuthenticatedShop, reviewId: number, answers: readonly ReviewAttributeAnswer[]): Promise<void>;
  /** A review's answers in the form's order; empty for a review of another shop. */
  answersOf(shop: AuthenticatedShop, reviewId: number): Promise<ReviewAttributeAnswer[]>;
}
