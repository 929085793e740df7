import { describe, expect, it } from 'vitest';
import { getAnalyticsRequest } from '../../src/contracts/analytics.schema';

const messages = (input: unknown) => {
  const result = getAnalyticsRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the get_analytics request', () => {
  it('takes a preset, a custom range, or nothing (the route reads nothing as the last 30 days)', () => {
    expect(getAnalyticsRequest.parse({ date_range: '5' })).toEqual({ date_range: 5 });
    expect(getAnalyticsRequest.parse({ start_date: '2024-02-29', end_date: '2024-03-01' })).toEqual({ start_date: '2024-02-29', end_date: '2024-03-01' });
    expect(getAnalyticsRequest.parse({})).toEqual({});
  });

  it.each([
    [{ date_range: '6' }, 'date_range'],
    [{ start_date: '2025-02-29', end_date: '2025-03-01' }, 'start_date'],
    [{ start_date: '2025-03-01', end_date: '2025/03/02' }, 'end_date'],
    [{ start_date: '2025-03-02', end_date: '2025-03-01' }, 'start_date'],
    [{ end_date: '2025-03-01' }, 'start_date'],
  ])('refuses %j naming %s', (input, field) => {
    const found = messages(input);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${field}: `));
  });
});
