import { type ApiQuery } from '../../application/http/api-client.port';

export interface ApiHeaderOptions {
  /** The call sends a JSON body. */
  readonly jsonBody?: boolean;
  /** What the caller reads back; the API's envelope by default. */
  readonly accept?: string;
}

/** The headers every call to the admin API carries: the XHR marker, what it accepts and the app's Bearer token. */
export function apiHeaders(token: string | null, options: ApiHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: options.accept ?? 'application/json' };
  if (options.jsonBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** `?a=1&a=2&b=x`: arrays as repeated parameters, null and undefined left out. */
export function queryString(query: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface Envelope {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'number' && typeof message === 'string';
}

/** The envelope's message of a failed answer, else its status. */
export async function failureMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (isEnvelope(body)) return body.message;
  } catch {
    // No envelope: fall back to the status.
  }
  return httpMessage(response.status);
}

export function httpMessage(status: number): string {
  return `Request failed with status code ${status}`;
}
