import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A block of e-mails bought past the quota that the platform does not have yet. */
export interface UnrecordedUsage {
  readonly shop: AuthenticatedShop;
  readonly id: number;
  readonly emails: number;
  readonly priceCents: number;
}

/** The usage records of every installed shop, for the background pass; each write names its shop. */
export interface UsageRecordRepository {
  /** Pending and failed records, oldest first. */
  unrecorded(limit: number): Promise<readonly UnrecordedUsage[]>;
  markRecorded(shopId: number, id: number, platformId: string): Promise<void>;
  markFailed(shopId: number, id: number, error: string): Promise<void>;
}
