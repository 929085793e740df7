import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { REVIEW_API } from './review-api';
import { type ReviewItem } from '../../domain/reviews/review-item';

/** One review, its reply (create, replace, delete) and the shop's reply template. */
@injectable()
export class ReviewDetailUseCase {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  get(id: number): Promise<ReviewItem> {
    return this.api.get<ReviewItem>(REVIEW_API.one, { id });
  }

  /** The filled template, or '' when the shop has none. */
  async replyTemplate(id: number): Promise<string> {
    const { template } = await this.api.get<{ template: string }>(REVIEW_API.replyTemplate, { id });
    return template;
  }

  reply(id: number, body: string, published: boolean): Promise<ReviewItem> {
    return this.api.post<ReviewItem>(REVIEW_API.reply, { id, body, published });
  }

  deleteReply(id: number): Promise<ReviewItem> {
    return this.api.post<ReviewItem>(REVIEW_API.deleteReply, { id });
  }
}
