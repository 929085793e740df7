import { nextDigestPeriod } from '../../../src/domain/notifications/merchant-notifications';
import { notificationSettingsFrom } from '../settings/user-settings';
import { DrainingWorker } from '../shared/background-rounds';
import { digestNotifications } from './notification-rows';
import { type DigestShops, type NotificationQueue } from './notification-queue.port';
import { type NotificationOutcome } from './send-notification.use-case';

export interface NotificationWorkerOptions {
  /** Who holds the leases: unique per process. */
  readonly owner: string;
  readonly batchSize: number;
  readonly leaseMs: number;
  readonly pollMs: number;
  /** How often the digests of every shop are queued (idempotent: one row per period and address). */
  readonly digestSweepMs: number;
}

export const DEFAULT_NOTIFICATION_WORKER_OPTIONS: Omit<NotificationWorkerOptions, 'owner'> = {
  batchSize: 50,
  leaseMs: 120_000,
  pollMs: 5_000,
  digestSweepMs: 60 * 60 * 1000,
};

const DIGEST_SWEEP_PAGE = 500;

/**
 * Sends the merchant's notification e-mails in the background (docs/product/notifications.md#sending)
 * and, every `digestSweepMs`, queues each shop's next digest. Every process runs one; SKIP LOCKED
 * claims and leases keep two from sending one e-mail twice, and a digest's key names its period.
 */
export class NotificationWorker extends DrainingWorker {
  private lastSweepMs: number | null = null;

  constructor(
    private readonly queue: NotificationQueue,
    private readonly shops: DigestShops,
    private readonly send: { execute(mail: Parameters<NotificationQueue['markSent']>[0], owner: string): Promise<NotificationOutcome> },
    private readonly options: NotificationWorkerOptions,
    private readonly reportFailure: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(reportFailure, options.pollMs);
  }

  async drain(): Promise<number> {
    const nowMs = this.now().getTime();
    if (this.lastSweepMs === null || nowMs - this.lastSweepMs >= this.options.digestSweepMs) {
      this.lastSweepMs = nowMs;
      await this.queueDigests().catch(this.reportFailure);
    }
    let handled = 0;
    for (;;) {
      if (this.rounds.stopping) return handled;
      const count = await this.runOnce();
      if (count === 0) return handled;
      handled += count;
    }
  }

  async runOnce(): Promise<number> {
    const claimed = await this.queue.claimDue(this.options.owner, this.now(), this.options.batchSize, this.options.leaseMs);
    for (const mail of claimed) {
      try {
        await this.send.execute(mail, this.options.owner);
      } catch (error) {
        // The lease runs out and another round tries it again.
        this.reportFailure(error);
      }
    }
    return claimed.length;
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
        if (period) queued += await this.queue.queue(shop.shopId, digestNotifications(settings, period));
      }
      const last = page.at(-1);
      if (!last || page.length < DIGEST_SWEEP_PAGE) return queued;
      after = last.shopId;
    }
  }
}
