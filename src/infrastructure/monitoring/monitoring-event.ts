/** What the admin posts to the server's monitoring endpoint (validated there by the same shape). */
export type MonitoringEventType = 'performance' | 'resource' | 'error' | 'page_view';

export interface MonitoringEvent {
  readonly type: MonitoringEventType;
  /** Epoch milliseconds. */
  readonly at: number;
  /** The admin path the event happened on (no query: it can hold tokens). */
  readonly path: string;
  readonly detail?: Readonly<Record<string, unknown>>;
}

export interface MonitoringBatch {
  /** spec §9: the shop domain is the user id; null before sign-in. */
  readonly user: string | null;
  /** One id per page load, to tie a load's events together. */
  readonly session: string;
  readonly events: readonly MonitoringEvent[];
}

export const MONITORING_EVENTS_PATH = '/api/v1/monitoring/events';
/** The server refuses an event whose detail is larger (as JSON, in UTF-8 bytes). */
export const MAX_DETAIL_BYTES = 2048;

const encoder = new TextEncoder();

export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

export function clip(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;
}

/** A URL's path only: queries and fragments can carry tokens and never leave the browser. */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}
