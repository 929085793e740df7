import { createHmac } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { webhookSignatureHeader, webhookSignedText } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type WebhookRequest, type WebhookResponse, type WebhookSender } from '../../application/outgoing-webhooks/webhook-sender.port';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../net/public-addresses';

export interface HttpWebhookSenderOptions {
  /** The whole attempt: connect, send, answer. */
  readonly timeoutMs: number;
  /** http:// and loopback and private networks: development store mode and tests only, never in Shopify mode. */
  readonly allowPrivateAddresses: boolean;
}

export const DEFAULT_WEBHOOK_SENDER_OPTIONS: HttpWebhookSenderOptions = { timeoutMs: 10_000, allowPrivateAddresses: false };

const USER_AGENT = 'StarlingReviews-Webhooks/1.0';

/** The headers a delivery carries (docs/api/webhooks.md#headers). */
export const SIGNATURE_HEADER = 'x-starling-signature';
export const DELIVERY_ID_HEADER = 'x-starling-delivery-id';
export const EVENT_HEADER = 'x-starling-event';

/** HMAC-SHA256, hex, of "<t>.<raw body>" with the endpoint's secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(webhookSignedText(timestamp, body)).digest('hex');
}

/**
 * POSTs a delivery over node:http(s), so that in Shopify mode every connection's own lookup
 * refuses a private or loopback address (as the media fetcher does); redirects are not followed
 * (a 3xx is a failure), and the answer's body is read and dropped.
 */
export class HttpWebhookSender implements WebhookSender {
  // Connections kept open between deliveries: an endpoint takes many in a row.
  private readonly agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

  constructor(private readonly options: HttpWebhookSenderOptions = DEFAULT_WEBHOOK_SENDER_OPTIONS) {}

  refusal(url: string): string | null {
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      return 'must be an https:// address';
    }
    if (this.options.allowPrivateAddresses) return address.protocol === 'https:' || address.protocol === 'http:' ? null : 'must be an https:// address';
    if (address.protocol !== 'https:') return 'must be an https:// address';
    const host = address.hostname.replace(/^\[(.*)\]$/, '$1');
    if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host))) return `${host} is not a public address`;
    return null;
  }

  async send(delivery: WebhookRequest): Promise<WebhookResponse> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    const refused = this.refusal(delivery.url);
    if (refused) return { ok: false, status: null, latencyMs: 0, error: refused };
    try {
      const status = await this.post(new URL(delivery.url), delivery);
      return { ok: status >= 200 && status < 300, status, latencyMs: latency(), error: status >= 200 && status < 300 ? null : `the endpoint answered HTTP ${status}` };
    } catch (error) {
      return { ok: false, status: null, latencyMs: latency(), error: reasonOf(error) };
    }
  }

  private post(address: URL, delivery: WebhookRequest): Promise<number> {
    const secure = address.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    const body = Buffer.from(delivery.body, 'utf8');
    return new Promise((resolve, reject) => {
      const request = send(
        address,
        {
          method: 'POST',
          agent: secure ? this.agents.https : this.agents.http,
          signal: AbortSignal.timeout(this.options.timeoutMs),
          headers: {
            'content-type': 'application/json',
            'content-length': body.byteLength,
            'user-agent': USER_AGENT,
            [SIGNATURE_HEADER]: webhookSignatureHeader(delivery.timestamp, signWebhook(delivery.secret, delivery.timestamp, delivery.body)),
            [DELIVERY_ID_HEADER]: delivery.deliveryId,
            [EVENT_HEADER]: delivery.event,
          },
          ...(this.options.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof PrivateAddressError) return error.message;
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return 'the endpoint took too long to answer';
  return error instanceof Error ? error.message : String(error);
}
