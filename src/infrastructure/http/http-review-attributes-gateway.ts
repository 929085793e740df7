import { type ReviewAttributesGateway } from '../../application/collect/review-attributes-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import {
  deleteReviewAttribute,
  getReviewAttribute,
  getReviewAttributes,
  reorderReviewAttributes,
  saveReviewAttribute,
} from '../../contracts/review-attributes.contract';
import { type ReviewAttribute, type ReviewAttributeDefinition } from '../../domain/collect/review-attributes';

/** The review attributes' calls of the admin API, through their contracts. */
export class HttpReviewAttributesGateway implements ReviewAttributesGateway {
  constructor(private readonly client: ContractClient) {}

  async list(): Promise<readonly ReviewAttribute[]> {
    return (await this.client.call(getReviewAttributes, {})).attributes;
  }

  get(id: number): Promise<ReviewAttribute> {
    return this.client.call(getReviewAttribute, { id });
  }

  save(id: number | undefined, definition: ReviewAttributeDefinition): Promise<ReviewAttribute> {
    const { kind, title, options, low_label, high_label, required, scope, resource_ids, is_active } = definition;
    return this.client.call(saveReviewAttribute, { ...(id === undefined ? {} : { id }), kind, title, options: [...options], low_label, high_label, required, scope, resource_ids: [...resource_ids], is_active });
  }

  async remove(id: number): Promise<readonly ReviewAttribute[]> {
    return (await this.client.call(deleteReviewAttribute, { id })).attributes;
  }

  async reorder(ids: readonly number[]): Promise<readonly ReviewAttribute[]> {
    return (await this.client.call(reorderReviewAttributes, { ids: [...ids] })).attributes;
  }
}
