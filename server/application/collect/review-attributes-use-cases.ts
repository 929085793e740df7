import {
  ATTRIBUTES_PER_SHOP_MAX,
  attributeDefinitionProblem,
  normalizeAttributeDefinition,
  reorderedIds,
  type ReviewAttribute,
  type ReviewAttributeAnswer,
  type ReviewAttributeDefinition,
} from '../../../src/domain/collect/review-attributes';
import { invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopSyncQueue } from '../shared/shop-sync-queue.port';
import { type Transactions } from '../shared/transactions.port';
import { queueStorefrontChange } from '../shared/storefront-changes';
import { type ReviewAttributeRepository } from './review-attribute-repository.port';

/** What an attribute write runs through: the questions, and the queue that brings them to the storefront. */
export interface ReviewAttributeWrites {
  readonly attributes: ReviewAttributeRepository;
  readonly queue: ShopSyncQueue;
}

export interface ReviewAttributeList {
  readonly attributes: readonly ReviewAttribute[];
}

/**
 * get_review_attributes, get_review_attribute, save_review_attribute, delete_review_attribute,
 * reorder_review_attributes and get_review_attribute_answers (docs/product/collect-attributes.md).
 * Every write queues the shop's storefront sync, which writes the `starling.attributes` metafield
 * the review form renders from.
 */
export class ReviewAttributesUseCases {
  constructor(
    private readonly attributes: ReviewAttributeRepository,
    private readonly transactions: Transactions<ReviewAttributeWrites>,
  ) {}

  async list(shop: AuthenticatedShop): Promise<ReviewAttributeList> {
    return { attributes: await this.attributes.list(shop) };
  }

  async get(shop: AuthenticatedShop, id: number): Promise<ReviewAttribute> {
    const found = await this.attributes.get(shop, id);
    if (!found) throw notFound('attribute');
    return found;
  }

  /** Adds a question (no id) or changes one; 422 naming the field a rule refuses. */
  async save(shop: AuthenticatedShop, id: number | undefined, definition: ReviewAttributeDefinition): Promise<ReviewAttribute> {
    const normalized = normalizeAttributeDefinition(definition);
    const problem = attributeDefinitionProblem(normalized);
    if (problem) throw invalidInput(problem.field, problem.message);
    const saved = await this.transactions.run(async ({ attributes, queue }) => {
      await attributes.holdShopAttributes(shop);
      let result: ReviewAttribute | null;
      if (id === undefined) {
        if ((await attributes.list(shop)).length >= ATTRIBUTES_PER_SHOP_MAX) {
          throw invalidInput('attributes', `already holds ${ATTRIBUTES_PER_SHOP_MAX} questions; delete one before adding another`);
        }
        result = await attributes.insert(shop, normalized);
      } else {
        result = await attributes.update(shop, id, normalized);
      }
      if (result) await queueStorefrontChange(queue, shop.id, { kind: 'reviewForm' });
      return result;
    });
    if (!saved) throw notFound('attribute');
    return saved;
  }

  async remove(shop: AuthenticatedShop, id: number): Promise<ReviewAttributeList> {
    await this.transactions.run(async ({ attributes, queue }) => {
      if (await attributes.remove(shop, id)) await queueStorefrontChange(queue, shop.id, { kind: 'reviewForm' });
    });
    return this.list(shop);
  }

  /** A new order of every question; 422 naming `ids` when it is not every question once. */
  async reorder(shop: AuthenticatedShop, ids: readonly number[]): Promise<ReviewAttributeList> {
    await this.transactions.run(async ({ attributes, queue }) => {
      await attributes.holdShopAttributes(shop);
      const order = reorderedIds((await attributes.list(shop)).map((attribute) => attribute.id), ids);
      if (!order) throw invalidInput('ids', 'must list every attribute of the shop once');
      await attributes.setOrder(shop, order);
      await queueStorefrontChange(queue, shop.id, { kind: 'reviewForm' });
    });
    return this.list(shop);
  }

  async answersOf(shop: AuthenticatedShop, reviewId: number): Promise<{ readonly answers: readonly ReviewAttributeAnswer[] }> {
    return { answers: await this.attributes.answersOf(shop, reviewId) };
  }
}
