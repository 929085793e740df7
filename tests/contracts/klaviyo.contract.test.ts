import { describe, expect, it } from 'vitest';
import { connectKlaviyo, disconnectKlaviyo, getKlaviyo, setKlaviyoEvents } from '../../src/contracts/klaviyo.contract';

const connect = await connectKlaviyo.request();
const setEvents = await setKlaviyoEvents.request();
const disconnect = await disconnectKlaviyo.request();

describe('the Klaviyo contracts', () => {
  it('are admin calls', () => {
    expect([getKlaviyo, connectKlaviyo, disconnectKlaviyo, setKlaviyoEvents].map((contract) => `${contract.method} ${contract.path}`)).toEqual([
      'GET /api/v1/admin/get_klaviyo',
      'POST /api/v1/admin/connect_klaviyo',
      'POST /api/v1/admin/disconnect_klaviyo',
      'POST /api/v1/admin/set_klaviyo_events',
    ]);
  });

  it('take a private key, trimmed, and refuse anything else naming api_key', () => {
    expect(connect.parse({ api_key: '  pk_0123456789abcdef  ' })).toEqual({ api_key: 'pk_0123456789abcdef' });
    for (const api_key of ['', 'AbC123', 'sk_0123456789abcdef', `pk_${'a'.repeat(200)}`]) {
      expect(connect.safeParse({ api_key }).error?.issues[0]?.path, api_key).toEqual(['api_key']);
    }
    expect(connect.safeParse({}).error?.issues[0]?.message).toBe('is required');
    expect(connect.safeParse({ api_key: 'pk_0123456789abcdef', shop_id: 2 }).success).toBe(false);
  });

  it('read the events as known kinds, each once, in the domain order', () => {
    expect(setEvents.parse({ events: ['low_rating_review', 'review_request_sent'] })).toEqual({ events: ['review_request_sent', 'low_rating_review'] });
    expect(setEvents.parse({ events: [] })).toEqual({ events: [] });
    expect(setEvents.safeParse({ events: ['review_deleted'] }).error?.issues[0]?.path).toEqual(['events', 0]);
    expect(setEvents.safeParse({ events: ['review_submitted', 'review_submitted'] }).error?.issues[0]?.message).toBe('must name each event once');
    expect(setEvents.safeParse({}).error?.issues[0]?.message).toBe('is required');
  });

  it('disconnect takes an empty body', () => {
    expect(disconnect.parse({})).toEqual({});
    expect(disconnect.safeParse({ api_key: 'pk_x' }).success).toBe(false);
  });
});
