import { describe, expect, it } from 'vitest';
import { nextPageCursor, readPageCursor, writePageCursor } from '../../../src/domain/shared/page-cursor';

describe('page cursors', () => {
  it.each([
    { page: 1, limit: 20 },
    { page: 2, limit: 1 },
    { page: 123456, limit: 100 },
  ])('reads back what it wrote: %j', (cursor) => {
    expect(readPageCursor(writePageCursor(cursor))).toEqual(cursor);
  });

  it.each(['', 'p0l1', 'p1l0', 'page=2', 'p1l20!', 'P1L20', 'p1', 'pzzzzzzzzzzzl1'])('refuses %j', (token) => {
    expect(readPageCursor(token)).toBeNull();
  });

  it('leads to the next page while a full page may have more after it', () => {
    expect(nextPageCursor({ page: 1, limit: 2 }, 2, 5, false)).toEqual({ page: 2, limit: 2 });
    expect(nextPageCursor({ page: 2, limit: 2 }, 2, 5, false)).toEqual({ page: 3, limit: 2 });
    // A count that stopped at its cap says nothing of the end.
    expect(nextPageCursor({ page: 50, limit: 20 }, 20, 1000, true)).toEqual({ page: 51, limit: 20 });
  });

  it('ends at a short page, or a full one that reaches the total', () => {
    expect(nextPageCursor({ page: 3, limit: 2 }, 1, 5, false)).toBeNull();
    expect(nextPageCursor({ page: 2, limit: 2 }, 2, 4, false)).toBeNull();
    expect(nextPageCursor({ page: 1, limit: 20 }, 0, 0, false)).toBeNull();
  });
});
