import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BeaconMonitoringTransport, FLUSH_DELAY_MS } from '../../../src/infrastructure/monitoring/beacon-monitoring-transport';
import { type MonitoringBatch, type MonitoringEvent } from '../../../src/contracts/monitoring.contract';

const API = 'https://api.example';
/** The monitoring contract's path, on the API's base URL. */
const ENDPOINT = `${API}/api/v1/monitoring/events`;
const pageView = (path: string): MonitoringEvent => ({ type: 'page_view', at: 1, path });

function fakeWindow(sendBeacon?: (url: string, body: Blob) => boolean) {
  const listeners = new Map<string, () => void>();
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
  const window = {
    navigator: sendBeacon ? { sendBeacon } : {},
    fetch,
    crypto: { randomUUID: () => 'load-1' },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    document: { visibilityState: 'visible', addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) },
  } as unknown as Window;
  return { window, fetch, fire: (type: string) => listeners.get(type)?.() };
}

function beaconRecorder() {
  const bodies: Blob[] = [];
  const sendBeacon = vi.fn((_url: string, body: Blob) => {
    bodies.push(body);
    return true;
  });
  const batches = async () => Promise.all(bodies.map(async (body) => JSON.parse(await body.text()) as MonitoringBatch));
  return { sendBeacon, batches };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BeaconMonitoringTransport', () => {
  it('sends a full batch at once with sendBeacon, with the user and the page load', async () => {
    const beacon = beaconRecorder();
    const transport = new BeaconMonitoringTransport({ window: fakeWindow(beacon.sendBeacon).window, apiBaseUrl: API, batchSize: 3 });
    transport.setUser('demo-store.myshopify.com');
    ['/a', '/b', '/c'].forEach((path) => transport.send(pageView(path)));

    expect(beacon.sendBeacon).toHaveBeenCalledOnce();
    expect(beacon.sendBeacon.mock.calls[0]?.[0]).toBe(ENDPOINT);
    expect(await beacon.batches()).toEqual([{ user: 'demo-store.myshopify.com', session: 'load-1', events: [pageView('/a'), pageView('/b'), pageView('/c')] }]);
  });

  it('sends a partial batch 5 s after its first event', async () => {
    const beacon = beaconRecorder();
    const transport = new BeaconMonitoringTransport({ window: fakeWindow(beacon.sendBeacon).window, apiBaseUrl: API });
    transport.send(pageView('/a'));
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    transport.send(pageView('/b'));
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect((await beacon.batches()).map((batch) => batch.events.length)).toEqual([2]);
  });

  it('sends what is queued when the page is left', async () => {
    const beacon = beaconRecorder();
    const page = fakeWindow(beacon.sendBeacon);
    const transport = new BeaconMonitoringTransport({ window: page.window, apiBaseUrl: API });
    transport.send(pageView('/a'));
    page.fire('pagehide');
    expect((await beacon.batches()).map((batch) => batch.events.length)).toEqual([1]);
  });

  it('falls back to a keepalive fetch without sendBeacon, or when it refuses', () => {
    for (const sendBeacon of [undefined, () => false]) {
      const page = fakeWindow(sendBeacon);
      const transport = new BeaconMonitoringTransport({ window: page.window, apiBaseUrl: API, batchSize: 1 });
      transport.send(pageView('/a'));
      expect(page.fetch).toHaveBeenCalledOnce();
      const [url, init] = page.fetch.mock.calls[0] ?? [];
      expect(url).toBe(ENDPOINT);
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
      expect(JSON.parse(init?.body as string).events).toEqual([pageView('/a')]);
    }
  });

  it('never lets a failed post reach the admin', async () => {
    const page = fakeWindow();
    page.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const transport = new BeaconMonitoringTransport({ window: page.window, apiBaseUrl: API, batchSize: 1 });
    expect(() => transport.send(pageView('/a'))).not.toThrow();
    await vi.runAllTimersAsync();
  });
});
