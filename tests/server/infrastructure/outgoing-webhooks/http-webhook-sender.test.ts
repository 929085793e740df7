import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpWebhookSender } from '../../../../server/infrastructure/outgoing-webhooks/http-webhook-sender';
import { startWebhookReceiver, type WebhookReceiver } from '../../../server/support/webhook-receiver';

const delivery = (url: string) => ({ url, secret: 'whsec_test', deliveryId: 'd-1', event: 'review.created', body: '{"event":"review.created"}', timestamp: 1_700_000_000 });

describe('HttpWebhookSender', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  describe('in Shopify mode (no private addresses)', () => {
    const sender = new HttpWebhookSender({ timeoutMs: 2_000, allowPrivateAddresses: false });

    it('refuses plain http, loopback, private and link-local hosts when an endpoint is registered', () => {
      expect(sender.refusal('http://example.com/hooks')).toBe('must be an https:// address');
      for (const host of ['127.0.0.1', '10.0.0.8', '192.168.1.1', '169.254.169.254', '[::1]', 'localhost']) {
        expect(sender.refusal(`https://${host}/hooks`), host).toMatch(/is not a public address$/);
      }
      expect(sender.refusal('https://example.com/hooks')).toBeNull();
    });

    it('never connects to a loopback receiver, and says why in the log', async () => {
      const result = await sender.send(delivery(receiver.url.replace('http:', 'https:')));
      expect(result).toMatchObject({ ok: false, status: null, error: '127.0.0.1 is not a public address' });
      expect(receiver.received).toHaveLength(0);
    });
  });

  describe('in development store mode', () => {
    const sender = new HttpWebhookSender({ timeoutMs: 2_000, allowPrivateAddresses: true });

    it('posts the body as it is, with its event, delivery id and signature headers, and reports a non-2xx as a failure', async () => {
      expect(await sender.send(delivery(receiver.url))).toMatchObject({ ok: true, status: 200, error: null });
      expect(receiver.received.at(-1)).toMatchObject({
        body: '{"event":"review.created"}',
        headers: { 'x-starling-event': 'review.created', 'x-starling-delivery-id': 'd-1', 'content-type': 'application/json' },
      });
      expect(receiver.received.at(-1)!.headers['x-starling-signature']).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
      receiver.answerNext(410);
      expect(await sender.send(delivery(receiver.url))).toMatchObject({ ok: false, status: 410, error: 'the endpoint answered HTTP 410' });
    });
  });
});
