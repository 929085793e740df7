import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type LiveQuery, type RequestCache } from '../../application/cache/request-cache.port';
import { PRICING_PLANS_QUERY_KEY, UpgradeDiscount } from '../../application/discount/upgrade-discount';
import { ApiError } from '../../application/http/api-error';
import { type Translations } from '../../application/i18n/translations.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { PlanChanges } from '../../application/plans/plan-changes';
import { type PlansGateway } from '../../application/plans/plans-gateway.port';
import { TOKENS } from '../../application/tokens';
import { type PlanCard, type PlanInterval, type PricingPlans, type ShopPricingPlan, type SpendingLimit } from '../../contracts/plans.contract';
import { TRIGGER_MODE_UPGRADE_CARD } from '../../domain/discount/discount-offer';
import { spendingLimitProblem, type SpendingLimitProblem } from '../../domain/plans/billing';
import { reviewDisplayLimitForPlan } from '../../domain/plans/feature-matrix';
import { findPlan, PLAN_ID_GROWTH_MONTHLY, PLAN_ID_GROWTH_YEARLY, toPlanId } from '../../domain/plans/plan-catalog';
import { shouldShowUpgradePrompt } from '../../domain/plans/upgrade-prompt';
import { UNLIMITED_EMAIL_QUOTA } from '../../domain/plans/email-quota';
import { DialogAction } from '../kit/dialog-action';

/** A failure to show: a message key of the `plans` namespace, or the server's own words (which name the field). */
export type PlansFailure = { readonly key: string } | { readonly text: string };

function failureOf(error: unknown, key: string): PlansFailure {
  return error instanceof ApiError && error.kind === 'envelope' && error.message !== '' ? { text: error.message } : { key };
}

/**
 * /plan (docs/product/plans-and-limits.md#plan-cards): the cards of one billing interval, the
 * current plan, upgrade and downgrade (a downgrade asks first), the upgrade card for Free and
 * Import with the offer, a discount code, the spending limit of usage charges, the e-mail quota
 * and the overage warning. The plan list is the request cache's `pricing-plans` entry, so the
 * offer's end (and a plan change) refetches it.
 */
/** Published reviews a plan's per-product limit hides, and on how many products. */
export interface ReviewsHidden {
  readonly limit: number;
  readonly reviews: number;
  readonly products: number;
}

@injectable()
export class PlansViewModel {
  interval: PlanInterval | null = null;
  /** The downgrade waiting for the merchant's yes (its card is the subject); it runs with its dialog open. */
  readonly downgrade = new DialogAction<PlanCard>();
  /** The plan being changed to (its button spins). */
  changingTo: number | null = null;
  failure: PlansFailure | null = null;
  shopPlan: ShopPricingPlan | null = null;
  codeInput = '';
  codeFailure: PlansFailure | null = null;
  redeeming = false;
  limit: SpendingLimit | null = null;
  limitInput = '';
  usageCharge = false;
  limitFailure: PlansFailure | null = null;
  savingLimit = false;
  /** Observable as a reference (a class instance); its own fields are observable. */
  private plansQuery: LiveQuery<PricingPlans> | null = null;

  constructor(
    @inject(TOKENS.PlansGateway) private readonly gateway: PlansGateway,
    @inject(TOKENS.RequestCache) private readonly cache: RequestCache,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
    @inject(PlanChanges) private readonly changes: PlanChanges,
    @inject(UpgradeDiscount) private readonly discount: UpgradeDiscount,
  ) {
    makeAutoObservable<this, 'gateway' | 'cache' | 'toaster' | 'translations' | 'changes' | 'discount' | 'plansQuery'>(
      this,
      { gateway: false, cache: false, toaster: false, translations: false, changes: false, discount: false, plansQuery: true, downgrade: false },
      { autoBind: true },
    );
  }

  /** Starts watching the plan list and reads the rest; idempotent (StrictMode runs it twice). */
  load(): void {
    this.plansQuery ??= this.cache.watch({ key: [...PRICING_PLANS_QUERY_KEY], fetch: (signal) => this.gateway.pricingPlans(signal) });
    void this.loadShopPlan();
    void this.loadLimit();
  }

  dispose(): void {
    this.plansQuery?.dispose();
    this.plansQuery = null;
  }

  get plans(): PricingPlans | undefined {
    return this.plansQuery?.data;
  }

  get loadFailed(): boolean {
    return this.plansQuery?.status === 'error' && this.plans === undefined;
  }

  /** The interval shown: the merchant's choice, else the current plan's. */
  get shownInterval(): PlanInterval {
    return this.interval ?? (findPlan(this.plans?.current_plan_id)?.interval === 'yearly' ? 'yearly' : 'monthly');
  }

  get cards(): readonly PlanCard[] {
    const plans = this.plans;
    if (!plans) return [];
    return this.shownInterval === 'yearly' ? plans.yearly : plans.monthly;
  }

  get currentPlanName(): string {
    return this.plans?.current_plan_name ?? '';
  }

  /** The upgrade card: only on Free and Import. */
  get showsUpgradeCard(): boolean {
    return shouldShowUpgradePrompt(this.plans?.current_plan_name);
  }

  /** The upgrade card may start the shop's one offer. */
  get canStartOffer(): boolean {
    return this.discount.canStart;
  }

  get offerRunning(): boolean {
    return this.discount.offer.show;
  }

  /** Reviews hidden on the storefront by the current plan's display limit, over every product. */
  get overage(): ReviewsHidden | null {
    const shopPlan = this.shopPlan;
    if (!shopPlan) return null;
    return this.hiddenUnder(reviewDisplayLimitForPlan(shopPlan.pricing_plan_id));
  }

  /** The reviews the pending downgrade would stop showing on the storefront; null when it hides none. */
  get downgradeHides(): ReviewsHidden | null {
    const target = this.pendingDowngrade;
    const current = this.shopPlan;
    if (!target || !current || reviewDisplayLimitForPlan(current.pricing_plan_id) !== null) return null;
    return this.hiddenUnder(reviewDisplayLimitForPlan(target.planId));
  }

  /** The server counts what Free's limit hides, the only plan with one; another limit is not known here. */
  private hiddenUnder(limit: number | null): ReviewsHidden | null {
    const info = this.shopPlan?.review_quota_info;
    if (!info || limit === null || limit !== info.free_display_quota || info.free_hidden_review_count === 0) return null;
    return { limit, reviews: info.free_hidden_review_count, products: info.free_hidden_product_count };
  }

  /** E-mails sent of the quota this period, and those bought past it; null for an unlimited plan. */
  get emailQuota(): { readonly used: number; readonly total: number; readonly bought: number; readonly resetsAt: string; readonly percent: number } | null {
    const info = this.shopPlan?.email_quota_info;
    if (!info || info.email_send_quota_count === UNLIMITED_EMAIL_QUOTA) return null;
    const total = info.email_send_quota_count;
    const used = info.email_send_quota_used_count;
    return { used, total, bought: info.usage_charge_add_email_quota, resetsAt: info.next_email_quota_reset_time, percent: total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 100 };
  }

  get limitProblem(): SpendingLimitProblem | null {
    return this.limitInput.trim() === '' ? 'notANumber' : spendingLimitProblem(this.limitInput.trim());
  }

  setInterval(interval: PlanInterval): void {
    this.interval = interval;
  }

  /** A card's button: upgrade now, or ask before a downgrade. */
  choose(card: PlanCard): void {
    if (card.action === 'current' || this.changingTo !== null) return;
    if (card.action === 'downgrade') {
      this.downgrade.open(card);
      return;
    }
    void this.change(card.planId);
  }

  /** The card whose downgrade waits for the merchant's yes. */
  get pendingDowngrade(): PlanCard | null {
    return this.downgrade.subject;
  }

  confirmDowngrade(): Promise<void> {
    return this.downgrade.confirm((card) => this.applyChange(card.planId));
  }

  cancelDowngrade(): void {
    this.downgrade.close();
  }

  /** The upgrade card's main button: Growth on the interval shown. */
  upgradeToGrowth(): void {
    void this.change(this.shownInterval === 'yearly' ? PLAN_ID_GROWTH_YEARLY : PLAN_ID_GROWTH_MONTHLY);
  }

  /** The upgrade card's offer button: starts the offer (trigger_mode 2), whose countdown then shows. */
  startOffer(): Promise<void> {
    return this.discount.activate(TRIGGER_MODE_UPGRADE_CARD);
  }

  setCodeInput(value: string): void {
    this.codeInput = value;
    this.codeFailure = null;
  }

  async redeemCode(): Promise<void> {
    const code = this.codeInput.trim();
    if (code === '' || this.redeeming) return;
    this.redeeming = true;
    try {
      await this.gateway.redeemCode(code);
      runInAction(() => {
        this.codeInput = '';
      });
      await this.cache.invalidate(PRICING_PLANS_QUERY_KEY);
    } catch (error) {
      runInAction(() => {
        this.codeFailure = failureOf(error, 'code.failed');
      });
    } finally {
      runInAction(() => {
        this.redeeming = false;
      });
    }
  }

  setLimitInput(value: string): void {
    this.limitInput = value;
    this.limitFailure = null;
  }

  setUsageCharge(on: boolean): void {
    this.usageCharge = on;
  }

  async saveLimit(): Promise<void> {
    if (this.limitProblem !== null || this.savingLimit) return;
    this.savingLimit = true;
    try {
      const saved = await this.gateway.saveSpendingLimit({ max_spending_limit: Number(this.limitInput.trim()), is_enabled_usage_charge: this.usageCharge });
      runInAction(() => this.applyLimit(saved));
      this.toaster.show({ content: this.translations.translate('plans:usage.saved') });
      void this.loadShopPlan();
    } catch (error) {
      runInAction(() => {
        this.limitFailure = failureOf(error, 'usage.failed');
      });
    } finally {
      runInAction(() => {
        this.savingLimit = false;
      });
    }
  }

  /** A change from a card's button: a failure shows above the cards. */
  private async change(id: number): Promise<void> {
    this.failure = null;
    try {
      await this.applyChange(id);
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error, 'changeFailed');
      });
    }
  }

  private async applyChange(id: number): Promise<void> {
    const planId = toPlanId(id);
    if (planId === undefined) return;
    this.changingTo = planId;
    try {
      const choice = await this.changes.choose(planId);
      if (choice.kind === 'changed') {
        this.toaster.show({ content: this.translations.translate('plans:changed', { plan: choice.planName }) });
        void this.loadShopPlan();
      }
    } finally {
      runInAction(() => {
        this.changingTo = null;
      });
    }
  }

  private async loadShopPlan(): Promise<void> {
    try {
      const shopPlan = await this.gateway.shopPlan();
      runInAction(() => {
        this.shopPlan = shopPlan;
        this.usageCharge = shopPlan.email_quota_info.is_enabled_usage_charge === 1;
      });
    } catch {
      // The quota and overage cards stay hidden; the cards above still work.
    }
  }

  private async loadLimit(): Promise<void> {
    try {
      const limit = await this.gateway.spendingLimit();
      runInAction(() => this.applyLimit(limit));
    } catch {
      // The spending limit card stays hidden.
    }
  }

  private applyLimit(limit: SpendingLimit): void {
    this.limit = limit;
    this.limitInput = String(limit.max_spending_limit);
    this.usageCharge = limit.is_enabled_usage_charge === 1;
  }
}
