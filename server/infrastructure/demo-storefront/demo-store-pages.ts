import { readJsonRecord } from '../../../src/domain/shared/server-values';

/** The demo shop's online store pages (development store mode's ShopifyGateway.ensurePage), by handle. */
export const DEMO_STORE_PAGES_DOCUMENT = 'demo_store_pages';

export interface DemoStorePage {
  readonly title: string;
  readonly body: string;
}

export function demoStorePagesFrom(stored: unknown): Readonly<Record<string, DemoStorePage>> {
  const record = readJsonRecord(stored) ?? {};
  const pages: Record<string, DemoStorePage> = {};
  for (const [handle, value] of Object.entries(record)) {
    const page = readJsonRecord(value);
    if (page && typeof page.title === 'string') pages[handle] = { title: page.title, body: typeof page.body === 'string' ? page.body : '' };
  }
  return pages;
}
