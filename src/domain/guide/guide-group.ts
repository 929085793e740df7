/** Which setup-guide variant a shop follows, from its age in days and its order requests. */
import { toFiniteNumber } from '../shared/server-values';

export const GUIDE_DAY_THRESHOLD = 30;
export const GUIDE_ORDER_THRESHOLD = 3;

export const GUIDE_GROUPS = ['A', 'B', 'C', 'D'] as const;
export type GuideGroup = (typeof GUIDE_GROUPS)[number];

export interface GuideShopMetrics {
  /** Shop info `order_requests`; a number or numeric string. Missing or invalid counts as 0. */
  readonly orderRequests: unknown;
  /** Shop info `days` since install; a number or numeric string. Missing or invalid counts as 0. */
  readonly days: unknown;
}

export interface ResolvedGuideGroup {
  readonly group: GuideGroup;
  /** True when the group was derived now and should be saved as `shop_guide_group`. */
  readonly derived: boolean;
}

/** A/B: fewer than 3 order requests; C/D: 3 or more. A/C: at most 30 days old; B/D: older. */
export function deriveGuideGroup(metrics: GuideShopMetrics): GuideGroup {
  const orderRequests = toFiniteNumber(metrics.orderRequests) ?? 0;
  const days = toFiniteNumber(metrics.days) ?? 0;
  const isYoung = days <= GUIDE_DAY_THRESHOLD;
  if (orderRequests < GUIDE_ORDER_THRESHOLD) return isYoung ? 'A' : 'B';
  return isYoung ? 'C' : 'D';
}

/** A stored `shop_guide_group` of A-D (case and spaces ignored), else undefined. */
export function parseGuideGroup(value: unknown): GuideGroup | undefined {
  if (typeof value !== 'string') return undefined;
  const normalized = value.trim().toUpperCase();
  return GUIDE_GROUPS.find((group) => group === normalized);
}

/** Keeps a valid stored group (a shop never changes group); derives one only when absent or invalid. */
export function resolveGuideGroup(storedGroup: unknown, metrics: GuideShopMetrics): ResolvedGuideGroup {
  const stored = parseGuideGroup(storedGroup);
  if (stored !== undefined) return { group: stored, derived: false };
  return { group: deriveGuideGroup(metrics), derived: true };
}
