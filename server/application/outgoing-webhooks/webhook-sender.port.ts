/** One signed POST of a delivery (docs/api/webhooks.md#signature). */
export interface WebhookRequest {
  readonly url: string;
  readonly secret: string;
  readonly deliveryId: string;
  readonly event: string;
  readonly body: string;
  /** Unix seconds, signed with the body. */
  readonly timestamp: number;
}

export interface WebhookResponse {
  /** A 2xx answer. */
  readonly ok: boolean;
  /** Null when no answer came (refused, unreachable, timed out). */
  readonly status: number | null;
  readonly latencyMs: number;
  /** Why it failed, for the log; never the secret nor the body. */
  readonly error: string | null;
}

export interface WebhookSender {
  /** Why deliveries may not go to this address in this mode (a private address in Shopify mode), or null. */
  refusal(url: string): string | null;
  send(request: WebhookRequest): Promise<WebhookResponse>;
}
