import { ComplianceUseCases } from '../application/compliance/compliance-use-cases';
import { type FeedCoverageSource } from '../application/compliance/compliance-ports.port';
import { ComplianceWeeklyWorker } from '../application/compliance/compliance-weekly-worker';
import { type NotificationSettingsReader } from '../application/notifications/notification-settings-reader';
import { DrizzleNotificationQueue } from '../infrastructure/db/drizzle-notification-queue';
import { DrizzleComplianceAuditRepository, DrizzleWeeklyAuditShops } from '../infrastructure/db/drizzle-compliance-audit-repository';
import { DrizzleComplianceFacts } from '../infrastructure/db/drizzle-compliance-facts';
import { DrizzleComplianceFixes } from '../infrastructure/db/drizzle-compliance-fixes';
import { type AreaRoutes } from '../infrastructure/http/app';
import { complianceRoutes } from '../infrastructure/http/routes/compliance.routes';
import { type Platform } from './platform';

/**
 * The compliance auditor (docs/product/compliance-auditor.md): its facts, runs, fixes and notice.
 * `feedCoverage` is the Google Shopping feed's (server/application/google-shopping/read-feed-coverage.ts).
 */
export function composeCompliance(
  platform: Platform,
  notifications: { readonly settingsReader: NotificationSettingsReader; readonly wake: () => void },
  feedCoverage: FeedCoverageSource,
) {
  const { db, shops, settings, now, mail, options } = platform;
  // A test may plant a feed the product never builds (one that drops low ratings) through options.feedCoverage.
  const feed: FeedCoverageSource = options.feedCoverage ?? feedCoverage;
  const fixes = new DrizzleComplianceFixes(db);
  const useCases = new ComplianceUseCases(
    {
      facts: new DrizzleComplianceFacts(db, { shops, settings, feed, mail: { delivery: mail.delivery, from: mail.from, dkimDomain: options.mail?.dkim?.domainName ?? null } }),
      audits: new DrizzleComplianceAuditRepository(db),
      fixes,
      notice: fixes,
    },
    now,
  );
  const routes: AreaRoutes = { admin: [complianceRoutes(useCases)] };
  const worker = new ComplianceWeeklyWorker(
    { shops: new DrizzleWeeklyAuditShops(db), audits: useCases, notificationSettings: notifications.settingsReader, notifications: new DrizzleNotificationQueue(db), queued: notifications.wake },
    (error) => platform.logger.error({ err: error }, 'the weekly compliance audit failed a round; it runs again next round'),
    now,
  );
  return { useCases, routes, worker };
}
