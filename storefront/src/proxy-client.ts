/** Calls to the app proxy (`/apps/starling/<name>`), answered with the API's envelope. */
export class ProxyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function proxyCall<T>(proxy: string, name: string, init: { readonly query?: Record<string, string>; readonly body?: unknown } = {}): Promise<T> {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const response = await fetch(`${proxy}/${name}${query}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(init.body === undefined ? { cache: 'no-cache' as RequestCache } : { body: JSON.stringify(init.body) }),
  });
  const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: T } | null;
  if (!response.ok || !envelope || envelope.code !== 0) throw new ProxyError(response.status, envelope?.message ?? String(response.status));
  return envelope.data as T;
}

/** A word the Liquid put on the element (`data-word-<name>`), already in the shopper's language. */
export function word(element: HTMLElement, name: string): string {
  return element.getAttribute(`data-word-${name}`) ?? '';
}
