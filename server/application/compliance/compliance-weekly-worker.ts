import { countBySeverity } from '../../../src/domain/compliance/findings';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { complianceSummaryNotifications } from '../notifications/notification-rows';
import { type NotificationWrites } from '../notifications/notification-queue.port';
import { type NotificationSettingsReader } from '../notifications/notification-settings-reader';
import { DrainingWorker } from '../shared/background-rounds';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ComplianceUseCases } from './compliance-use-cases';

/** A shop is audited again this long after its last run of any kind. */
export const WEEKLY_AUDIT_INTERVAL_MS = 7 * MS_PER_DAY;
/** How often the worker looks for shops due (each round audits every due shop, a page at a time). */
export const WEEKLY_AUDIT_POLL_MS = 60 * 60 * 1000;
const DUE_PAGE = 100;

/** Shops installed before `before` whose newest audit ran before it (or never), after `afterShopId`, in id order: the first summary comes a week after the install. */
export interface WeeklyAuditShops {
  dueBefore(before: Date, afterShopId: number, limit: number): Promise<readonly AuthenticatedShop[]>;
}

/**
 * The weekly compliance audit (docs/product/compliance-auditor.md#weekly): every round, each shop
 * not audited for a week is audited, and a run with findings queues its summary to the merchant as
 * a service notice through the notification queue, which the notification worker sends.
 */
export class ComplianceWeeklyWorker extends DrainingWorker {
  constructor(
    private readonly parts: {
      readonly shops: WeeklyAuditShops;
      readonly audits: Pick<ComplianceUseCases, 'run'>;
      readonly notificationSettings: Pick<NotificationSettingsReader, 'readById'>;
      readonly notifications: NotificationWrites;
      /** Wakes the notification worker once summaries are queued. */
      readonly queued: () => void;
    },
    reportFailure: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
    pollMs: number = WEEKLY_AUDIT_POLL_MS,
  ) {
    super(reportFailure, pollMs);
  }

  /** Audits every shop due; answers how many it audited. */
  async drain(): Promise<number> {
    const before = new Date(this.now().getTime() - WEEKLY_AUDIT_INTERVAL_MS);
    let audited = 0;
    let queued = 0;
    for (let after = 0; ; ) {
      const page = await this.parts.shops.dueBefore(before, after, DUE_PAGE);
      for (const shop of page) {
        const run = await this.parts.audits.run(shop, 'weekly');
        audited += 1;
        if (run.findings.length === 0) continue;
        const recipients = await this.parts.notificationSettings.readById(shop.id);
        if (!recipients) continue;
        const counts = countBySeverity(run.findings);
        queued += await this.parts.notifications.queue(shop.id, complianceSummaryNotifications(recipients.settings, recipients.accountEmail, { id: run.id, ...counts }, this.now()));
      }
      if (page.length < DUE_PAGE) break;
      after = page[page.length - 1]!.id;
    }
    if (queued > 0) this.parts.queued();
    return audited;
  }
}
