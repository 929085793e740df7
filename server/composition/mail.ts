import { type DrizzleShopRepository } from '../infrastructure/db/drizzle-shop-repository';
import { CAUGHT_MAILS_KEPT_PER_SHOP } from '../../src/domain/collect/outbox';
import { type MailTransport } from '../application/mail/mail-transport.port';
import { OutboxUseCases } from '../application/mail/outbox-use-cases';
import { UnsubscribeUseCase } from '../application/mail/unsubscribe.use-case';
import { JoseUnsubscribeLinks } from '../infrastructure/auth/jose-unsubscribe-links';
import { type MailConfig } from '../infrastructure/config/server-config';
import { DrizzleCaughtMailRepository } from '../infrastructure/db/drizzle-caught-mail-repository';
import { DrizzleEmailSuppressionRepository } from '../infrastructure/db/drizzle-email-suppression-repository';
import { DevelopmentCatcherTransport } from '../infrastructure/mail/development-catcher-transport';
import { NodemailerMailTransport } from '../infrastructure/mail/nodemailer-mail-transport';
import { SmtpCatcher } from '../infrastructure/mail/smtp-catcher';
import { type CompositionOptions } from './options';

/**
 * The sending path (docs/product/collect-mail.md): nodemailer to SMTP_URL, or to the loopback
 * catcher when none is set; signed unsubscribe links and the suppressions they write.
 */
export function composeMail(options: CompositionOptions, shops: DrizzleShopRepository, now: () => Date) {
  const { db } = options.database;
  const config: MailConfig = options.mail ?? { smtpUrl: null, from: 'reviews@localhost', dkim: null };
  const caughtMails = new DrizzleCaughtMailRepository(db);
  const development =
    config.smtpUrl === null && !options.mail?.transport
      ? new DevelopmentCatcherTransport(
          new SmtpCatcher(caughtMails, {
            keepPerShop: CAUGHT_MAILS_KEPT_PER_SHOP,
            reportFailure: (error) => options.logger.warn({ err: error }, 'the development mail catcher refused a mail'),
          }),
          config.dkim,
        )
      : null;
  const smtp = config.smtpUrl !== null && !options.mail?.transport ? new NodemailerMailTransport({ smtpUrl: config.smtpUrl, dkim: config.dkim }) : null;
  const transport: MailTransport | null = options.mail?.transport ?? development ?? smtp;
  if (!transport) throw new Error('mail: no transport');
  const unsubscribeLinks = new JoseUnsubscribeLinks(options.appTokenSecret, options.publicOrigin ?? options.shopify?.appUrl ?? 'http://localhost', now);
  const suppressions = new DrizzleEmailSuppressionRepository(db);
  return {
    /** Sends one mail: what the request queue calls. */
    transport,
    /** MAIL_FROM: the sender address (the name is the shop's). */
    from: config.from,
    delivery: config.smtpUrl === null ? ('caught' as const) : ('smtp' as const),
    unsubscribeLinks,
    suppressions,
    outbox: new OutboxUseCases(caughtMails, config.smtpUrl === null ? 'caught' : 'smtp'),
    unsubscribe: new UnsubscribeUseCase(unsubscribeLinks, suppressions, shops),
    /** Starts the development catcher (its smtp:// address), or null when mail goes to SMTP_URL. */
    start: async (): Promise<string | null> => (development ? development.start() : null),
    /** Closes the SMTP connections and the catcher. */
    stop: async (): Promise<void> => {
      smtp?.close();
      await development?.stop();
    },
  };
}
