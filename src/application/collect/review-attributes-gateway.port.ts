import { type ReviewAttribute, type ReviewAttributeDefinition } from '../../domain/collect/review-attributes';

/**
 * The review form's own questions (docs/product/collect-attributes.md). A refused save rejects
 * with an ApiError naming the field.
 */
export interface ReviewAttributesGateway {
  list(): Promise<readonly ReviewAttribute[]>;
  get(id: number): Promise<ReviewAttribute>;
  /** Adds (no id) or replaces a question; the question as saved. */
  save(id: number | undefined, definition: ReviewAttributeDefinition): Promise<ReviewAttribute>;
  /** The questions left. */
  remove(id: number): Promise<readonly ReviewAttribute[]>;
  /** Every id once, in the new order; the questions in it. */
  reorder(ids: readonly number[]): Promise<readonly ReviewAttribute[]>;
}
