import { inject, injectable } from 'inversify';
import { compareStructural, type IReactionDisposer, makeAutoObservable, reaction } from 'mobx';
import { DiscountModalMemory } from '../../application/discount/discount-modal-memory';
import { UpgradeDiscount } from '../../application/discount/upgrade-discount';
import { type Navigator } from '../../application/navigation/navigator.port';
import { type Clock } from '../../application/shell/clock.port';
import { TOKENS } from '../../application/tokens';
import { COUNTDOWN_TICK_MS, formatCountdown } from '../../domain/discount/discount-countdown';
import {
  type DiscountLabel,
  discountedPrice,
  discountLabel,
  isDiscountActive,
  isDiscountTabVisible,
  isPlanPath,
  remainingDiscountMs,
  shouldShowDiscountModal,
  showsMaxPlanTip,
} from '../../domain/discount/discount-offer';
import { PLAN_DESTINATION } from './main-menu';

/**
 * The floating discount tab and the discount modal (docs/product/overview.md, §4): both show outside /plan while
 * an offer runs, count down every 10 ms and lead to /plan. The modal opens at most once per
 * 10 minutes (cookie), checked when the offer arrives and on every page change.
 */
@injectable()
export class DiscountOfferViewModel {
  now: number;
  path = '/';
  modalOpen = false;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private disposers: IReactionDisposer[] = [];

  constructor(
    @inject(UpgradeDiscount) private readonly discount: UpgradeDiscount,
    @inject(DiscountModalMemory) private readonly memory: DiscountModalMemory,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'discount' | 'memory' | 'clock' | 'navigator' | 'ticker' | 'disposers'>(
      this,
      { discount: false, memory: false, clock: false, navigator: false, ticker: false, disposers: false },
      { autoBind: true },
    );
  }

  /** Starts following the offer (the shell loads it: discount-offer.tsx); `dispose` stops. */
  start(): void {
    this.disposers.push(
      reaction(
        () => this.discount.offer,
        (offer) => {
          this.now = this.clock.now();
          if (offer.show) this.startTicking();
          else this.stopTicking();
        },
        { fireImmediately: true },
      ),
      reaction(() => [this.active, this.path] as const, () => this.openModalIfDue(), { equals: compareStructural, fireImmediately: true }),
    );
  }

  get active(): boolean {
    return isDiscountActive(this.discount.offer, this.now);
  }

  get countdown(): string {
    return formatCountdown(remainingDiscountMs(this.discount.offer, this.now));
  }

  get label(): DiscountLabel {
    return discountLabel(this.discount.offer.discountVal);
  }

  get originalPrice(): number {
    return this.discount.offer.price;
  }

  get discountedPrice(): number {
    return discountedPrice(this.discount.offer);
  }

  get showsMaxPlanTip(): boolean {
    return showsMaxPlanTip(this.discount.offer.mode);
  }

  get tabVisible(): boolean {
    return this.active && isDiscountTabVisible(this.path);
  }

  get modalVisible(): boolean {
    return this.modalOpen && this.active && !isPlanPath(this.path);
  }

  setPath(path: string): void {
    this.path = path;
  }

  closeModal(): void {
    this.modalOpen = false;
  }

  openPlan(): void {
    this.modalOpen = false;
    this.navigator.navigate(PLAN_DESTINATION);
  }

  dispose(): void {
    this.stopTicking();
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
  }

  private openModalIfDue(): void {
    if (this.modalOpen) return;
    const nowMs = this.clock.now();
    const due = shouldShowDiscountModal({ path: this.path, discountActive: this.active, lastShownAtMs: this.memory.lastShownAt(), nowMs });
    if (!due) return;
    this.modalOpen = true;
    this.memory.remember(nowMs);
  }

  private tick(): void {
    this.now = this.clock.now();
    this.discount.expireIfDue(this.now);
  }

  private startTicking(): void {
    this.ticker ??= setInterval(() => this.tick(), COUNTDOWN_TICK_MS);
  }

  private stopTicking(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }
}
