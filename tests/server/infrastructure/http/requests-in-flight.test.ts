import { describe, expect, it } from 'vitest';
import { RequestsInFlight } from '../../../../server/infrastructure/http/requests-in-flight';

describe('RequestsInFlight', () => {
  it('settles at once when nothing is being handled', async () => {
    await expect(new RequestsInFlight().settled()).resolves.toBeUndefined();
  });

  it('lets a stop wait until every request still being handled has finished, failed ones included', async () => {
    const requests = new RequestsInFlight();
    const finish: (() => void)[] = [];
    const slow = requests.track(() => new Promise<Response>((resolve) => finish.push(() => resolve(new Response('ok')))));
    const failing = requests.track(() => Promise.reject(new Error('database closed')));

    const first = slow();
    const second = slow();
    await expect(failing()).rejects.toThrow('database closed');
    let settled = false;
    const waiting = requests.settled().then(() => (settled = true));

    finish[0]!();
    await first;
    await Promise.resolve();
    expect(settled).toBe(false);
    finish[1]!();
    await second;
    await waiting;
    expect(settled).toBe(true);
  });
});
