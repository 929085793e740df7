// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MonitoringTransport } from '../../../src/infrastructure/monitoring/beacon-monitoring-transport';
import { BrowserMonitoring, PERFORMANCE_REPORT_DELAY_MS } from '../../../src/infrastructure/monitoring/browser-monitoring';
import { type MonitoringEvent } from '../../../src/contracts/monitoring.contract';
import { jsonBytes, MAX_MONITORING_DETAIL_BYTES } from '../../../src/contracts/monitoring.constants';

class RecordingTransport implements MonitoringTransport {
  readonly events: MonitoringEvent[] = [];
  user: string | null = null;
  setUser(user: string | null): void {
    this.user = user;
  }
  send(event: MonitoringEvent): void {
    this.events.push(event);
  }
  ofType(type: MonitoringEvent['type']) {
    return this.events.filter((event) => event.type === type);
  }
}

const NAVIGATION = { responseStart: 120.4, domContentLoadedEventEnd: 480.6, loadEventEnd: 910.2 };

function startMonitoring() {
  const transport = new RecordingTransport();
  const monitoring = new BrowserMonitoring({ window, transport, now: () => 1_000 });
  monitoring.start();
  return { transport, monitoring };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.performance.getEntriesByType = ((type: string) => (type === 'navigation' ? [NAVIGATION] : [])) as unknown as Performance['getEntriesByType'];
  window.performance.getEntriesByName = ((name: string) => (name === 'first-contentful-paint' ? [{ startTime: 300.7 }] : [])) as unknown as Performance['getEntriesByName'];
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('BrowserMonitoring', () => {
  it('sends one performance report per page load, with navigation timing and first paint', () => {
    const { transport, monitoring } = startMonitoring();
    monitoring.start();
    expect(transport.ofType('performance')).toEqual([]);

    vi.advanceTimersByTime(PERFORMANCE_REPORT_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(PERFORMANCE_REPORT_DELAY_MS);

    expect(transport.ofType('performance')).toEqual([{ type: 'performance', at: 1_000, path: '/', detail: { ttfb: 120, domContentLoaded: 481, load: 910, fcp: 301 } }]);
  });

  it('reports the performance early when the page is left before the delay', () => {
    const { transport } = startMonitoring();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(PERFORMANCE_REPORT_DELAY_MS);
    expect(transport.ofType('performance')).toHaveLength(1);
  });

  it('keeps only the last 100 behaviour records', () => {
    const { monitoring } = startMonitoring();
    for (let index = 0; index < 130; index += 1) monitoring.routeChanged(`/page-${index}`);
    expect(monitoring.records).toHaveLength(100);
    expect(monitoring.records[0]?.detail).toBe('/page-30');
    expect(monitoring.records.at(-1)).toEqual({ type: 'route', detail: '/page-129', at: 1_000 });
  });

  it('records route changes without their query (it can hold tokens)', () => {
    const { monitoring } = startMonitoring();
    monitoring.routeChanged('/auth?id_token=secret&shop=a.myshopify.com');
    expect(monitoring.records).toEqual([{ type: 'route', detail: '/auth', at: 1_000 }]);
  });

  it('describes clicks by element and label, never by what was typed or shown as data', () => {
    const { monitoring } = startMonitoring();
    document.body.innerHTML = `
      <button id="save"><span>Save</span></button>
      <input name="shop" value="secret-store.myshopify.com">
      <div class="review">Great product, says Jane Doe</div>`;
    document.querySelector('#save span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('input')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('.review')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

    expect(monitoring.records.map((record) => record.detail)).toEqual(['button#save "Save"', 'input[name=shop]', 'div']);
    expect(JSON.stringify(monitoring.records)).not.toMatch(/secret-store|Jane/);
  });

  it('ignores "Script error." from cross-origin scripts and reports real errors with what led to them', () => {
    const { transport, monitoring } = startMonitoring();
    monitoring.routeChanged('/reviewList');
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(transport.ofType('error')).toEqual([]);

    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', error: new TypeError('x is undefined') }));
    const [report] = transport.ofType('error');
    expect(report?.detail).toMatchObject({
      message: 'x is undefined',
      behaviour: [
        { type: 'route', detail: '/reviewList', at: 1_000 },
        { type: 'error', detail: 'x is undefined', at: 1_000 },
      ],
    });
    expect(report?.detail?.stack).toEqual(expect.stringContaining('TypeError'));
  });

  it('reports unhandled rejections, except "Script error"', () => {
    const { transport } = startMonitoring();
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    window.dispatchEvent(rejection('Script error'));
    window.dispatchEvent(rejection(new Error('Failed to fetch')));
    expect(transport.ofType('error').map((event) => event.detail?.message)).toEqual(['Failed to fetch']);
  });

  it('keeps an error report within the 2 KB the server takes, dropping the oldest records first', () => {
    const { transport, monitoring } = startMonitoring();
    for (let index = 0; index < 100; index += 1) monitoring.recordBehaviour({ type: 'click', detail: `button "${'x'.repeat(60)} ${index}"` });
    monitoring.reportError(new Error('boom'));
    const detail = transport.ofType('error')[0]?.detail as { behaviour: { detail: string }[] };
    expect(jsonBytes(detail)).toBeLessThanOrEqual(MAX_MONITORING_DETAIL_BYTES);
    expect(detail.behaviour.length).toBeGreaterThan(3);
    expect(detail.behaviour.at(-1)?.detail).toBe('boom');
    expect(detail.behaviour.at(-2)?.detail).toMatch(/ 99"$/);
  });

  it('reports a script or image that failed to load, without its query', () => {
    const { transport } = startMonitoring();
    const image = document.createElement('img');
    image.setAttribute('src', '/upload/photo.png?signature=abc');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(transport.ofType('resource')).toEqual([
      { type: 'resource', at: 1_000, path: '/', detail: { name: '/upload/photo.png', initiatorType: 'img', failed: true } },
    ]);
  });

  it('passes the signed-in shop on as the user id', () => {
    const { transport, monitoring } = startMonitoring();
    monitoring.setUser('demo-store.myshopify.com');
    expect(transport.user).toBe('demo-store.myshopify.com');
  });
});
