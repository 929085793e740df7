import { type BehaviourRecord, type Monitoring } from '../../application/monitoring/monitoring.port';
import { type MonitoringTransport } from './beacon-monitoring-transport';
import { BehaviourLog } from './behaviour-log';
import { describeClickTarget } from './click-target';
import { type MonitoringEventType, postMonitoringEvents } from '../../contracts/monitoring.contract';
import { jsonBytes, MAX_MONITORING_DETAIL_BYTES } from '../../contracts/monitoring.constants';
import { clip, withoutQuery } from './monitoring-event';

/** The performance report waits this long after `load` for a late largest paint (or goes when the page is hidden). */
export const PERFORMANCE_REPORT_DELAY_MS = 3000;
export const SLOW_RESOURCE_MS = 2000;
const MESSAGE_LENGTH = 300;
const STACK_LENGTH = 1000;
const RECORD_DETAIL_LENGTH = 80;

/** Cross-origin scripts' errors reach the page as a bare "Script error." with nothing to act on (docs/product/plans-and-limits.md). */
export function isScriptErrorNoise(message: string): boolean {
  return /^script error\.?$/i.test(message.trim());
}

export interface BrowserMonitoringSetup {
  readonly window: Window;
  readonly transport: MonitoringTransport;
  readonly now?: () => number;
}

/**
 * Performance, resource, behaviour and route tracking (docs/product/plans-and-limits.md): one performance report per page
 * load (navigation timing, first and largest contentful paint), failed or slow resources, window
 * errors and unhandled rejections (each carrying the latest behaviour records that fit), and the
 * last 100 behaviour records (clicks, route changes, failed requests, errors).
 */
export class BrowserMonitoring implements Monitoring {
  private readonly behaviour = new BehaviourLog();
  private readonly now: () => number;
  private started = false;
  private performanceReported = false;
  private largestPaint: number | undefined;

  constructor(private readonly setup: BrowserMonitoringSetup) {
    this.now = setup.now ?? (() => Date.now());
  }

  get records(): readonly BehaviourRecord[] {
    return this.behaviour.records;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const { window } = this.setup;
    window.addEventListener('error', (event) => this.onWindowError(event), true);
    window.addEventListener('unhandledrejection', (event) => this.reportError(event.reason));
    window.document.addEventListener('click', (event) => this.recordBehaviour({ type: 'click', detail: describeClickTarget(event.target) }), true);
    this.observe('largest-contentful-paint', (entry) => {
      this.largestPaint = entry.startTime;
    });
    this.observe('resource', (entry) => this.onResource(entry as PerformanceResourceTiming));
    const schedule = () => setTimeout(() => this.reportPerformance(), PERFORMANCE_REPORT_DELAY_MS);
    if (window.document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    window.addEventListener('pagehide', () => this.reportPerformance());
    window.document.addEventListener('visibilitychange', () => {
      if (window.document.visibilityState === 'hidden') this.reportPerformance();
    });
  }

  setUser(shopDomain: string | null): void {
    this.setup.transport.setUser(shopDomain);
  }

  routeChanged(path: string): void {
    this.recordBehaviour({ type: 'route', detail: withoutQuery(path) });
  }

  recordBehaviour(record: Omit<BehaviourRecord, 'at'>): void {
    this.behaviour.add({ type: record.type, detail: clip(record.detail, RECORD_DETAIL_LENGTH), at: this.now() });
  }

  reportError(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (isScriptErrorNoise(message)) return;
    const stack = error instanceof Error && error.stack ? clip(error.stack, STACK_LENGTH) : undefined;
    this.sendError({ message: clip(message, MESSAGE_LENGTH), ...(stack ? { stack } : {}) });
  }

  private onWindowError(event: Event): void {
    const target = event.target;
    if (target instanceof Element) {
      // A script, style sheet or image that failed to load (seen only in the capture phase).
      const url = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
      this.send('resource', { name: withoutQuery(url), initiatorType: target.tagName.toLowerCase(), failed: true });
      return;
    }
    if (!(event instanceof ErrorEvent) || isScriptErrorNoise(event.message)) return;
    if (event.error instanceof Error) {
      this.reportError(event.error);
      return;
    }
    this.sendError({ message: clip(event.message, MESSAGE_LENGTH), source: withoutQuery(event.filename), line: event.lineno, column: event.colno });
  }

  private sendError(detail: Record<string, unknown>): void {
    this.recordBehaviour({ type: 'error', detail: String(detail.message) });
    const records: BehaviourRecord[] = [];
    for (const record of [...this.behaviour.records].reverse()) {
      if (jsonBytes({ ...detail, behaviour: [record, ...records] }) > MAX_MONITORING_DETAIL_BYTES) break;
      records.unshift(record);
    }
    this.send('error', { ...detail, behaviour: records });
  }

  private onResource(entry: PerformanceResourceTiming): void {
    if (entry.name.includes(postMonitoringEvents.path)) return;
    const status = entry.responseStatus ?? 0;
    const failed = status >= 400;
    const name = withoutQuery(entry.name);
    if (failed && (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest')) {
      this.recordBehaviour({ type: 'request', detail: `${status} ${name}` });
    }
    if (!failed && entry.duration < SLOW_RESOURCE_MS) return;
    this.send('resource', { name: clip(name, MESSAGE_LENGTH), initiatorType: entry.initiatorType, duration: Math.round(entry.duration), status, failed });
  }

  private reportPerformance(): void {
    if (this.performanceReported) return;
    this.performanceReported = true;
    const { performance } = this.setup.window;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
    const detail: Record<string, number> = {};
    if (navigation) {
      detail.ttfb = Math.round(navigation.responseStart);
      detail.domContentLoaded = Math.round(navigation.domContentLoadedEventEnd);
      detail.load = Math.round(navigation.loadEventEnd);
    }
    if (firstPaint) detail.fcp = Math.round(firstPaint.startTime);
    if (this.largestPaint !== undefined) detail.lcp = Math.round(this.largestPaint);
    this.send('performance', detail);
  }

  private observe(type: string, onEntry: (entry: PerformanceEntry) => void): void {
    const Observer = (this.setup.window as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
    if (!Observer?.supportedEntryTypes.includes(type)) return;
    new Observer((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  }

  private send(type: MonitoringEventType, detail: Record<string, unknown>): void {
    this.setup.transport.send({ type, at: this.now(), path: this.setup.window.location.pathname, detail });
  }
}
