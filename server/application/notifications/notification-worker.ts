import { nextDigestPeriod } from '../../../src/domain/notifications/merchant-notifications';
import { notificationSettingsFrom } from '../settings/user-settings';
import { LeasedQueueWorker, type LeasedQueueWorkerOptions } from '../shared/leased-queue-worker';
import { digestNotifications } from './notification-rows';
import { type ClaimedNotification, type DigestShops, type NotificationQueue } from './notification-queue.port';
import { type NotificationOutcome } from './send-notification.use-case';

export interface NotificationWorkerOptions extends LeasedQueueWorkerOptions {
  /** How often the digests of every shop are queued (idempotent: one row per period and address). */
  readonly digestSweepMs: number;
}

export const DEFAULT_NOTIFICATION_WORKER_OPTIONS: Omit<NotificationWorkerOptions, 'owner'> = {
  batchSize: 50,
  concurrency: 1,
  leaseMs: 120_000,
  pollMs: 5_000,
  digestSweepMs: 60 * 60 * 1000,
};

const DIGEST_SWEEP_PAGE = 500;

/**
 * Sends the merchant's notification e-mails in the background (docs/product/notifications.md#sending)
 * on the shared leased-queue worker and, every `digestSweepMs`, queues each shop's next digest
 * first; a digest's key names its period, so two processes queue it once.
 */
export class NotificationWorker extends LeasedQueueWorker<ClaimedNotification> {
  private lastSweepMs: number | null = null;

  constructor(
    private readonly notifications: NotificationQueue,
    private readonly shops: DigestShops,
    send: { execute(mail: ClaimedNotification, owner: string): Promise<NotificationOutcome> },
    private readonly digestOptions: NotificationWorkerOptions,
    reportFailure: (error: unknown) => void,
    now: () => Date = () => new Date(),
  ) {
    super(notifications, (mail, owner) => send.execute(mail, owner), digestOptions, reportFailure, now);
  }

  override async drain(): Promise<number> {
    const nowMs = this.now().getTime();
    if (this.lastSweepMs === null || nowMs - this.lastSweepMs >= this.digestOptions.digestSweepMs) {
      this.lastSweepMs = nowMs;
      await this.queueDigests().catch(this.reportFailure);
    }
    return super.drain();
  }

  /** Queues every shop's next digest (daily or weekly, in its time zone) for each address; answers how many were new. */
  async queueDigests(): Promise<number> {
    const nowMs = this.now().getTime();
    let queued = 0;
    for (let after = 0; ; ) {
      const page = await this.shops.installedAfter(after, DIGEST_SWEEP_PAGE);
      for (const shop of page) {
        const settings = notificationSettingsFrom(shop.settingsDocument, shop.accountEmail);
        const period = nextDigestPeriod(settings.digest_frequency, nowMs, shop.timeZone);
        if (period) queued += await this.notifications.queue(shop.shopId, digestNotifications(settings, period));
      }
      const last = page.at(-1);
      if (!last || page.length < DIGEST_SWEEP_PAGE) return queued;
      after = last.shopId;
    }
  }
}
