import { type Translations } from '../../application/i18n/translations.port';
import { type CustomerMessaging } from '../../application/monitoring/customer-messaging.port';
import { type MonitoringTransport } from './beacon-monitoring-transport';
import { withoutQuery } from './monitoring-event';

export const SUPPORT_EMAIL = 'support@starlingreviews.app';

/**
 * No chat vendor is configured, so "chat with us" opens a support e-mail (with the message as
 * its body) in a new window, and page views go to our own monitoring endpoint. A chat vendor's
 * adapter would replace this one behind the same port.
 */
export class MailCustomerMessaging implements CustomerMessaging {
  constructor(
    private readonly window: Window,
    private readonly transport: MonitoringTransport,
    private readonly translations: Translations,
    private readonly now: () => number = () => Date.now(),
  ) {}

  pageView(path: string): void {
    this.transport.send({ type: 'page_view', at: this.now(), path: withoutQuery(path) });
  }

  openChat(message?: string): void {
    const subject = encodeURIComponent(this.translations.translate('overlays:support.subject'));
    const body = message ? `&body=${encodeURIComponent(message)}` : '';
    this.window.open(`mailto:${SUPPORT_EMAIL}?subject=${subject}${body}`, '_blank', 'noopener');
  }
}
