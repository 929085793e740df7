import { type BehaviourRecord, type Monitoring } from '../../src/application/monitoring/monitoring.port';

export class FakeMonitoring implements Monitoring {
  started = false;
  user: string | null = null;
  readonly routes: string[] = [];
  readonly behaviour: Omit<BehaviourRecord, 'at'>[] = [];
  readonly errors: unknown[] = [];

  start(): void {
    this.started = true;
  }

  setUser(shopDomain: string | null): void {
    this.user = shopDomain;
  }

  routeChanged(path: string): void {
    this.routes.push(path);
  }

  recordBehaviour(record: Omit<BehaviourRecord, 'at'>): void {
    this.behaviour.push(record);
  }

  reportError(error: unknown): void {
    this.errors.push(error);
  }
}
