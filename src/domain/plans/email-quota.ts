import { MS_PER_DAY } from '../shared/time';
import { featureCellForPlan } from './feature-matrix';

/** The review-request e-mail quota resets every 30 days, counted from install. */
export const EMAIL_QUOTA_PERIOD_DAYS = 30;

/**
 * email_send_quota_count for a plan with no limit. The field is always a number, so "unlimited"
 * is -1 rather than null: Enterprise, and the plans the feature matrix does not place (Import,
 * legacy-user), which like their review display have no limit.
 */
export const UNLIMITED_EMAIL_QUOTA = -1;

/** Review-request e-mails a plan sends per period; Growth's range counts its lowest step. */
export function emailSendQuotaForPlan(planId: unknown): number {
  const cell = featureCellForPlan('reviewRequestEmailsPerMonth', planId);
  if (cell?.kind === 'count') return cell.count;
  if (cell?.kind === 'range') return cell.min;
  return UNLIMITED_EMAIL_QUOTA;
}

/** The first quota reset strictly after `now`: install time plus a whole number of periods. */
export function nextEmailQuotaReset(installedAt: Date, now: Date): Date {
  const periodMs = EMAIL_QUOTA_PERIOD_DAYS * MS_PER_DAY;
  const periodsStarted = Math.floor((now.getTime() - installedAt.getTime()) / periodMs) + 1;
  return new Date(installedAt.getTime() + periodsStarted * periodMs);
}
