import { type ReviewHandlingAnswer } from '../../contracts/collect-manage.contract';
import { type ReviewHandlingSettings } from '../../domain/collect/review-handling';

/** How collected reviews are handled (docs/product/collect-manage.md). A refused save rejects with an ApiError naming the field. */
export interface ReviewHandlingGateway {
  settings(): Promise<ReviewHandlingAnswer>;
  save(changes: Partial<ReviewHandlingSettings>): Promise<ReviewHandlingAnswer>;
}
