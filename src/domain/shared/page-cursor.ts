/**
 * The public API's page cursor (docs/api/public-api.md#pagination): which page of which size comes
 * next, written as an opaque token. Clients hand back `next_cursor` as they got it, with the same
 * filters; they never build one.
 */
export interface PageCursor {
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

const CURSOR_PATTERN = /^p([1-9a-z][0-9a-z]{0,9})l([1-9a-z][0-9a-z]{0,3})$/;

export function writePageCursor(cursor: PageCursor): string {
  return `p${cursor.page.toString(36)}l${cursor.limit.toString(36)}`;
}

/** The cursor a token stands for, or null for text no cursor was written as. */
export function readPageCursor(token: string): PageCursor | null {
  const match = CURSOR_PATTERN.exec(token);
  if (!match) return null;
  const page = parseInt(match[1]!, 36);
  const limit = parseInt(match[2]!, 36);
  return Number.isSafeInteger(page) ? { page, limit } : null;
}

/** The next page's cursor after a page that found `found` items, or null when the list has ended there. */
export function nextPageCursor(cursor: PageCursor, found: number, total: number, totalCapped: boolean): PageCursor | null {
  const seen = cursor.page * cursor.limit;
  return found === cursor.limit && (seen < total || totalCapped) ? { page: cursor.page + 1, limit: cursor.limit } : null;
}
