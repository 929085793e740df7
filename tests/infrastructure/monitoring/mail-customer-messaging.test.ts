import { describe, expect, it, vi } from 'vitest';
import { type MonitoringTransport } from '../../../src/infrastructure/monitoring/beacon-monitoring-transport';
import { MailCustomerMessaging } from '../../../src/infrastructure/monitoring/mail-customer-messaging';
import { type MonitoringEvent } from '../../../src/contracts/monitoring.contract';
import { FakeTranslations } from '../../fakes/fake-translations';

function messaging() {
  const sent: MonitoringEvent[] = [];
  const transport: MonitoringTransport = { setUser: () => undefined, send: (event) => sent.push(event) };
  const open = vi.fn();
  const window = { open } as unknown as Window;
  return { sent, open, messaging: new MailCustomerMessaging(window, transport, new FakeTranslations(), () => 5) };
}

describe('MailCustomerMessaging', () => {
  it('sends page views to the monitoring endpoint, without the query', () => {
    const { sent, messaging: customerMessaging } = messaging();
    customerMessaging.pageView('/reviewList?id=7&hmac=abc');
    expect(sent).toEqual([{ type: 'page_view', at: 5, path: '/reviewList' }]);
  });

  it('opens a support e-mail in a new window, with the message as its body', () => {
    const { open, messaging: customerMessaging } = messaging();
    customerMessaging.openChat('Request failed & I need help');
    expect(open).toHaveBeenCalledWith(
      'mailto:support@starlingreviews.app?subject=overlays%3Asupport.subject&body=Request%20failed%20%26%20I%20need%20help',
      '_blank',
      'noopener',
    );
    customerMessaging.openChat();
    expect(open).toHaveBeenLastCalledWith('mailto:support@starlingreviews.app?subject=overlays%3Asupport.subject', '_blank', 'noopener');
  });
});
