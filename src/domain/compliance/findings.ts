/**
 * The compliance auditor's findings (docs/product/compliance-auditor.md): what a rule reports, the
 * law it rests on, and the one-click fix the product can really apply, when there is one.
 */

export const COMPLIANCE_SEVERITIES = ['critical', 'warning', 'info'] as const;
export type ComplianceSeverity = (typeof COMPLIANCE_SEVERITIES)[number];

export const COMPLIANCE_RULE_IDS = [
  'incentive_conditioned_on_rating',
  'request_gating',
  'rating_hold_threshold',
  'suppression_without_reason',
  'suppression_share',
  'insider_review',
  'verified_without_order',
  'incentive_unlabelled',
  'feed_incentive_unlabelled',
  'duplicate_reviews',
  'review_burst',
  'verification_notice_missing',
  'json_ld_mismatch',
  'feed_drops_low_ratings',
  'mail_without_dkim',
  'mail_without_list_unsubscribe',
] as const;
export type ComplianceRuleId = (typeof COMPLIANCE_RULE_IDS)[number];

/** The fixes apply_compliance_fix performs; each changes only what its finding names. */
export const COMPLIANCE_FIX_IDS = ['enable_verification_notice', 'label_incentivised_reviews', 'publish_every_rating', 'unmark_verified_without_order', 'resync_storefront'] as const;
export type ComplianceFixId = (typeof COMPLIANCE_FIX_IDS)[number];

export function isComplianceFixId(value: unknown): value is ComplianceFixId {
  return typeof value === 'string' && (COMPLIANCE_FIX_IDS as readonly string[]).includes(value);
}

/** Where the obligation comes from: shown beside every finding. */
export const RULE_SOURCES: Readonly<Record<ComplianceRuleId, string>> = {
  incentive_conditioned_on_rating: '16 CFR 465.4',
  request_gating: '16 CFR 465.7; 16 CFR Part 255 (Endorsement Guides)',
  rating_hold_threshold: '16 CFR 465.7(b)',
  suppression_without_reason: '16 CFR 465.7(b)',
  suppression_share: '16 CFR 465.7(b)',
  insider_review: '16 CFR 465.5',
  verified_without_order: '16 CFR 465.2; Directive 2005/29/EC Annex I No. 23b',
  incentive_unlabelled: '16 CFR 255.5; Directive 2005/29/EC Art. 7(6)',
  feed_incentive_unlabelled: 'Google Product Ratings policy; 16 CFR 255.5',
  duplicate_reviews: '16 CFR 465.2',
  review_burst: '16 CFR 465.2',
  verification_notice_missing: 'Directive 2005/29/EC Art. 7(6) (Directive (EU) 2019/2161)',
  json_ld_mismatch: '16 CFR 465.7(b); Google structured data policy',
  feed_drops_low_ratings: '16 CFR 465.7(b); Google Product Ratings policy',
  mail_without_dkim: 'Gmail and Yahoo bulk sender rules (2024)',
  mail_without_list_unsubscribe: 'RFC 8058; Gmail and Yahoo bulk sender rules (2024)',
};

/** What a finding concerns: reviews by id, orders, products, or a setting (by name). */
export interface FindingSubjects {
  readonly reviewIds?: readonly number[];
  readonly orderIds?: readonly string[];
  readonly productIds?: readonly string[];
  readonly setting?: string;
}

export interface ComplianceFinding extends FindingSubjects {
  readonly rule: ComplianceRuleId;
  readonly severity: ComplianceSeverity;
  readonly source: string;
  /** How many things it concerns (the id lists are capped at AFFECTED_IDS_MAX). */
  readonly count: number;
  readonly fix: ComplianceFixId | null;
}

/** A finding lists at most this many ids; `count` tells how many there are. */
export const AFFECTED_IDS_MAX = 50;

export function finding(rule: ComplianceRuleId, severity: ComplianceSeverity, count: number, subjects: FindingSubjects, fix: ComplianceFixId | null = null): ComplianceFinding {
  const capped: FindingSubjects = {
    ...(subjects.reviewIds ? { reviewIds: subjects.reviewIds.slice(0, AFFECTED_IDS_MAX) } : {}),
    ...(subjects.orderIds ? { orderIds: subjects.orderIds.slice(0, AFFECTED_IDS_MAX) } : {}),
    ...(subjects.productIds ? { productIds: subjects.productIds.slice(0, AFFECTED_IDS_MAX) } : {}),
    ...(subjects.setting ? { setting: subjects.setting } : {}),
  };
  return { rule, severity, source: RULE_SOURCES[rule], count, fix, ...capped };
}

const SEVERITY_ORDER: Readonly<Record<ComplianceSeverity, number>> = { critical: 0, warning: 1, info: 2 };

/** Critical first, then warnings, then notes; within a severity, the rules' own order. */
export function sortFindings(findings: readonly ComplianceFinding[]): readonly ComplianceFinding[] {
  return [...findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || COMPLIANCE_RULE_IDS.indexOf(a.rule) - COMPLIANCE_RULE_IDS.indexOf(b.rule));
}

export function countBySeverity(findings: readonly ComplianceFinding[]): Readonly<Record<ComplianceSeverity, number>> {
  return {
    critical: findings.filter((item) => item.severity === 'critical').length,
    warning: findings.filter((item) => item.severity === 'warning').length,
    info: findings.filter((item) => item.severity === 'info').length,
  };
}
