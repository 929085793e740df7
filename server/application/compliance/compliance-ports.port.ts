import { type ComplianceFacts, type FeedCoverage } from '../../../src/domain/compliance/compliance-facts';
import { type ComplianceFinding, type ComplianceFixId, type ComplianceSeverity } from '../../../src/domain/compliance/findings';
import { type VerificationNoticeSettings } from '../../../src/domain/compliance/verification-notice';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The compliance auditor's ports (docs/product/compliance-auditor.md). */

/** The facts read model: everything the rules read, for one shop, at `now`. */
export interface ComplianceFactsSource {
  read(shop: AuthenticatedShop, now: Date): Promise<ComplianceFacts>;
}

/**
 * The Google Shopping feed's coverage, as the feed integration reports it; until the feed is wired
 * its stand-in answers "not enabled" (server/infrastructure/feed/feed-not-enabled-coverage.ts).
 */
export interface FeedCoverageSource {
  coverage(shop: AuthenticatedShop): Promise<FeedCoverage>;
}

export type AuditTrigger = 'manual' | 'fix' | 'weekly';

export interface StoredAudit {
  readonly id: number;
  readonly trigger: AuditTrigger;
  readonly ranAt: Date;
  readonly counts: Readonly<Record<ComplianceSeverity, number>>;
  readonly findings: readonly ComplianceFinding[];
}

export interface ComplianceAuditRepository {
  /** Stores a run with its findings (in one transaction) and answers its id. */
  save(shop: AuthenticatedShop, trigger: AuditTrigger, ranAt: Date, findings: readonly ComplianceFinding[]): Promise<number>;
  latest(shop: AuthenticatedShop): Promise<StoredAudit | null>;
}

/** The one-click fixes, each in one transaction with the storefront sync it needs. */
export interface ComplianceFixes {
  apply(shop: AuthenticatedShop, fix: ComplianceFixId, noticeText: string | undefined): Promise<void>;
}

export interface VerificationNoticeStore {
  read(shop: AuthenticatedShop): Promise<VerificationNoticeSettings>;
  /** Saves it and queues the shop's storefront sync in the same transaction. */
  save(shop: AuthenticatedShop, notice: VerificationNoticeSettings): Promise<void>;
}
