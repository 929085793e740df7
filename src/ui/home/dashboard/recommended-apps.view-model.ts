import { makeAutoObservable, observable, runInAction } from 'mobx';
import { type ContractClient } from '../../../application/http/contract-client.port';
import { getRecommendAppList, type RecommendedApp } from '../../../contracts/dashboard.contract';
import { groupsOf, RECOMMENDED_APPS_ADVANCE_MS, stepGroup } from '../../../domain/dashboard/recommended-apps';

/** What holds the carousel still: the pointer over it, the keyboard focus in it, or the pause button. */
export type CarouselHold = 'hover' | 'focus' | 'user';

/**
 * The recommended apps carousel (docs/product/dashboard-and-guide.md#recommended-apps): groups of
 * 4, the next one every 6 s unless the pointer or the focus is in it; prev/next move by hand.
 */
export class RecommendedAppsViewModel {
  apps: readonly RecommendedApp[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  groupIndex = 0;
  private heldBy: readonly CarouselHold[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly client: ContractClient) {
    makeAutoObservable<this, 'client' | 'timer' | 'heldBy'>(this, { client: false, timer: false, heldBy: observable }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const { list } = await this.client.call(getRecommendAppList, {});
      runInAction(() => {
        this.apps = list;
        this.status = 'ready';
      });
      this.startTimer();
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  get groups(): readonly (readonly RecommendedApp[])[] {
    return groupsOf(this.apps);
  }

  get visibleApps(): readonly RecommendedApp[] {
    return this.groups[this.groupIndex] ?? [];
  }

  get canStep(): boolean {
    return this.groups.length > 1;
  }

  get isHeld(): boolean {
    return this.heldBy.length > 0;
  }

  get pausedByUser(): boolean {
    return this.heldBy.includes('user');
  }

  togglePause(): void {
    if (this.pausedByUser) this.release('user');
    else this.hold('user');
  }

  next(): void {
    this.groupIndex = stepGroup(this.groupIndex, 1, this.groups.length);
  }

  previous(): void {
    this.groupIndex = stepGroup(this.groupIndex, -1, this.groups.length);
  }

  hold(reason: CarouselHold): void {
    if (!this.heldBy.includes(reason)) this.heldBy = [...this.heldBy, reason];
  }

  release(reason: CarouselHold): void {
    this.heldBy = this.heldBy.filter((held) => held !== reason);
  }

  /** Called every RECOMMENDED_APPS_ADVANCE_MS: moves on unless held. */
  advance(): void {
    if (!this.isHeld) this.next();
  }

  dispose(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private startTimer(): void {
    if (this.timer !== undefined || !this.canStep) return;
    this.timer = setInterval(() => this.advance(), RECOMMENDED_APPS_ADVANCE_MS);
  }
}
