import { type GetAnalyticsUseCase } from '../application/analytics/get-analytics.use-case';
import { type DigestFiguresSource } from '../application/notifications/notification-mail.port';
import { NotificationSettingsReader } from '../application/notifications/notification-settings-reader';
import { DEFAULT_NOTIFICATION_WORKER_OPTIONS, NotificationWorker } from '../application/notifications/notification-worker';
import { SendNotificationUseCase } from '../application/notifications/send-notification.use-case';
import { customDateRange } from '../../src/domain/dates/date-range';
import { parseIsoDate } from '../../src/domain/dates/calendar-date';
import { DrizzleNotificationFacts } from '../infrastructure/db/drizzle-notification-facts';
import { DrizzleDigestShops, DrizzleNotificationQueue } from '../infrastructure/db/drizzle-notification-queue';
import { I18nextNotificationRenderer } from '../infrastructure/mail/i18next-notification-renderer';
import { NotificationUnsubscribeUseCase } from '../application/notifications/notification-unsubscribe.use-case';
import { JoseNotificationUnsubscribeLinks } from '../infrastructure/auth/jose-notification-unsubscribe-links';
import { type AreaRoutes } from '../infrastructure/http/app';
import { notificationUnsubscribeRoutes } from '../infrastructure/http/routes/notification-unsubscribe.routes';
import { createNotificationI18n } from '../infrastructure/mail/notification-i18n';
import { type Platform } from './platform';

export type Notifications = ReturnType<typeof composeNotifications>;

/**
 * The merchant's notification e-mails (docs/product/notifications.md): the settings the writers
 * read to queue them, the worker that sends them and queues the digests.
 */
export function composeNotifications(platform: Platform, analytics: GetAnalyticsUseCase) {
  const { db, shops, settings, now, mail, options } = platform;
  const queue = new DrizzleNotificationQueue(db);
  const words = createNotificationI18n();
  const unsubscribeLinks = new JoseNotificationUnsubscribeLinks(options.appTokenSecret, platform.origins.mailLinks, now);
  const digestFigures: DigestFiguresSource = async (shop, from, lastDay) => {
    const start = parseIsoDate(from);
    const end = parseIsoDate(lastDay);
    const range = start && end ? customDateRange(start, end) : null;
    if (!range) throw new Error(`digest: no such period ${from}..${lastDay}`);
    const report = await analytics.execute(shop, range);
    const figures = report.current;
    return {
      reviewsCollected: figures.reviews_collected,
      averageRating: figures.average_star_rating,
      reviewRequestsSent: figures.review_requests_sent,
      uniqueVisitors: figures.unique_visitor,
      orders: figures.order_count,
      retentionRevenue: figures.retention_revenue,
      currency: report.currency,
    };
  };
  const send = new SendNotificationUseCase(
    {
      queue,
      shops,
      settings,
      facts: new DrizzleNotificationFacts(db),
      digestFigures,
      renderer: new I18nextNotificationRenderer(words),
      unsubscribe: unsubscribeLinks,
      transport: mail.transport,
      sender: { fromAddress: mail.from, messageIdHost: mail.from.split('@')[1] ?? 'localhost' },
      adminUrl: platform.adminPageUrl,
    },
    now,
  );
  const worker = new NotificationWorker(
    queue,
    new DrizzleDigestShops(db),
    send,
    { owner: platform.workerOwner(), ...(options.notificationWorker ?? DEFAULT_NOTIFICATION_WORKER_OPTIONS) },
    (error) => platform.logger.error({ err: error }, 'the notification worker failed a round; the e-mails stay queued'),
    now,
  );
  const unsubscribe = new NotificationUnsubscribeUseCase(unsubscribeLinks, settings, shops);
  const routes: AreaRoutes = { public: [{ base: '/', routes: notificationUnsubscribeRoutes(unsubscribe, words) }] };
  return { settingsReader: new NotificationSettingsReader(shops, settings), worker, unsubscribeLinks, routes };
}
