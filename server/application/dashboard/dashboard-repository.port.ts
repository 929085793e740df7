import { type AnomalyWindows, type ReviewActivity } from '../../../src/domain/dashboard/review-anomalies';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The shop's clicks on our partners' ads, one counter per shop and ad. */
export interface AdClickRepository {
  /** Adds one click and answers the shop's clicks on the ad so far. */
  recordClick(shop: AuthenticatedShop, adId: number): Promise<number>;
}

/** The counts the review anomaly rule reads, by the reviews' own dates. */
export interface ReviewActivityReader {
  activity(shop: AuthenticatedShop, windows: AnomalyWindows): Promise<ReviewActivity>;
}
