import { inject, injectable } from 'inversify';
import { type ReviewItem } from '../../domain/reviews/review-item';
import { TOKENS } from '../tokens';
import { type ReviewsGateway } from './reviews-gateway.port';

/** One review, its reply (create, replace, delete) and the shop's reply template. */
@injectable()
export class ReviewDetailUseCase {
  constructor(@inject(TOKENS.ReviewsGateway) private readonly reviews: ReviewsGateway) {}

  get(id: number): Promise<ReviewItem> {
    return this.reviews.get(id);
  }

  /** The filled template, or '' when the shop has none. */
  replyTemplate(id: number): Promise<string> {
    return this.reviews.replyTemplate(id);
  }

  reply(id: number, body: string, published: boolean): Promise<ReviewItem> {
    return this.reviews.reply(id, body, published);
  }

  deleteReply(id: number): Promise<ReviewItem> {
    return this.reviews.deleteReply(id);
  }
}
