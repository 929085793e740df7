import { type Contract, type RequestOf, type ResponseOf } from '../../src/contracts/contract';

/** Calls to the app proxy (`/apps/starling/<name>`), answered with the API's envelope. */
export class ProxyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** An app proxy endpoint's name: `submit_review` for the contract at `/proxy/submit_review`. */
type ProxyName<C extends Contract> = C['path'] extends `/proxy/${infer Name}` ? Name : never;

/**
 * What a call sends, typed by its contract: a GET its query as text (the server reads it with the
 * contract's schema), a POST its body as the contract takes it.
 */
type ProxyInit<C extends Contract> = C['method'] extends 'GET'
  ? [init?: { readonly query?: { readonly [K in keyof RequestOf<C>]?: string } }]
  : [init: { readonly body: RequestOf<C> }];

/**
 * Calls the contract `C` (`proxyCall<typeof voteReviewHelpful>(…)`) through the app proxy; its
 * name, request and answer are checked against the contract. The contract is imported for its
 * type only, so the widget scripts carry none of its code.
 */
export function proxyCall<C extends Contract>(proxy: string, name: ProxyName<C>, ...init: ProxyInit<C>): Promise<ResponseOf<C>>;
export async function proxyCall(proxy: string, name: string, init: { readonly query?: Record<string, string>; readonly body?: unknown } = {}): Promise<unknown> {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const response = await fetch(`${proxy}/${name}${query}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(init.body === undefined ? { cache: 'no-cache' as RequestCache } : { body: JSON.stringify(init.body) }),
  });
  const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
  if (!response.ok || !envelope || envelope.code !== 0) throw new ProxyError(response.status, envelope?.message ?? String(response.status));
  return envelope.data;
}

/** A word the Liquid put on the element (`data-word-<name>`), already in the shopper's language. */
export function word(element: HTMLElement, name: string): string {
  return element.getAttribute(`data-word-${name}`) ?? '';
}
