/**
 * The upgrade-discount offer: mapping from the server, the label and price it shows,
 * when the modal, tab and maximum-plan tip appear, and what happens when it expires or fails.
 *
 * `discountVal` is the share of the price the merchant pays (the "8折" convention):
 * 0.8 means the merchant pays 80%, so the label reads "20% off" and 9.99 becomes 7.99.
 */

import { type MessageDescriptor } from '../shared/message';
import { roundToHundredths } from '../shared/money';
import { isPlainRecord, isServerTruthy, toFiniteNumber } from '../shared/server-values';
import { MS_PER_MINUTE, MS_PER_SECOND } from '../shared/time';

export const DEFAULT_DISCOUNT_VALUE = 0.8;
export const DEFAULT_DISCOUNT_PRICE = 9.99;
export const BIG_DISCOUNT_TAG = 'Big';
export const DISCOUNT_MODAL_INTERVAL_MS = 10 * MS_PER_MINUTE;
export const MAX_PLAN_TIP_MODES: readonly number[] = [1, 3, 4];

/**
 * What started an offer (trigger_mode; docs/product/plans-and-limits.md#the-upgrade-offer):
 * 1 the shop's first days after installing (the server starts it), 2 the plan page's upgrade card,
 * 3 the storefront's review display limit reached, 4 the monthly e-mail quota used up.
 */
export const TRIGGER_MODE_NEW_INSTALL = 1;
export const TRIGGER_MODE_UPGRADE_CARD = 2;
export const TRIGGER_MODE_DISPLAY_LIMIT = 3;
export const TRIGGER_MODE_EMAIL_QUOTA = 4;
/** The modes the admin may start an offer with (the new-install offer starts by itself). */
export const TRIGGER_MODES: readonly number[] = [TRIGGER_MODE_UPGRADE_CARD, TRIGGER_MODE_DISPLAY_LIMIT, TRIGGER_MODE_EMAIL_QUOTA];
export const PLAN_PATH = '/plan';

const PERCENT = 100;

export interface DiscountInfo {
  readonly show: boolean;
  /** Share of the price the merchant pays, 0-1 (0.8 = pays 80%, i.e. 20% off). */
  readonly discountVal: number;
  /** Monthly price before the discount. */
  readonly price: number;
  /** Seconds remaining on the offer at `getTime`. */
  readonly time: number;
  /** Epoch ms when the offer was fetched; the countdown runs from here. */
  readonly getTime: number;
  /** Server trigger_mode; undefined when missing or not a number. */
  readonly mode: number | undefined;
  /** 'Big' for the large offer; '' when missing. */
  readonly tag: string;
  readonly isTriggerable: boolean;
}

/** The offer when there is none: hidden, with the default value and price. */
export function emptyDiscountInfo(nowMs: number): DiscountInfo {
  return {
    show: false,
    discountVal: DEFAULT_DISCOUNT_VALUE,
    price: DEFAULT_DISCOUNT_PRICE,
    time: 0,
    getTime: nowMs,
    mode: undefined,
    tag: '',
    isTriggerable: false,
  };
}

/**
 * Maps the discount call's data. Never throws: a non-object gives the empty offer; each field
 * falls back to its default. An offer shows only when is_get_discount is set and time remains,
 * so an already-expired offer does not trigger an endless expire/refetch loop.
 */
export function mapDiscountResponse(data: unknown, nowMs: number): DiscountInfo {
  const empty = emptyDiscountInfo(nowMs);
  if (!isPlainRecord(data)) return empty;
  const time = toFiniteNumber(data.discount_remaining);
  const remaining = time !== undefined && time > 0 ? time : 0;
  const discountVal = toFiniteNumber(data.discount_value);
  const price = toFiniteNumber(data.original_price);
  return {
    show: isServerTruthy(data.is_get_discount) && remaining > 0,
    discountVal: discountVal !== undefined && discountVal >= 0 && discountVal <= 1 ? discountVal : DEFAULT_DISCOUNT_VALUE,
    price: price !== undefined && price > 0 ? price : DEFAULT_DISCOUNT_PRICE,
    time: remaining,
    getTime: nowMs,
    mode: toFiniteNumber(data.trigger_mode),
    tag: typeof data.tag === 'string' ? data.tag : empty.tag,
    isTriggerable: isServerTruthy(data.is_triggerable),
  };
}

/** Discount fetch failure: when the error data carries is_triggerable, only that flag changes. */
export function applyDiscountFetchFailure(current: DiscountInfo, errorData: unknown): DiscountInfo {
  if (!isPlainRecord(errorData) || !('is_triggerable' in errorData)) return current;
  return { ...current, isTriggerable: isServerTruthy(errorData.is_triggerable) };
}

export function isBigDiscount(info: Pick<DiscountInfo, 'tag'>): boolean {
  return info.tag === BIG_DISCOUNT_TAG;
}

/** Percent off, rounded to 2 decimals so 0.85 gives 15, not 15.000000000000002. */
export function discountPercentOff(discountVal: number): number {
  return roundToHundredths((1 - discountVal) * PERCENT);
}

/** The offer label, key 'discountPercentOff'. English: "{{percent}}% OFF"; percent has trailing zeros trimmed ('20', '12.5'). */
export type DiscountLabel = MessageDescriptor<'discountPercentOff'>;

export function discountLabel(discountVal: number): DiscountLabel {
  return { key: 'discountPercentOff', values: { percent: String(discountPercentOff(discountVal)) } };
}

/** The price the merchant pays, rounded half-up to cents: 9.99 at 0.8 gives 7.99, 19.99 at 0.5 gives 10. */
export function discountedPrice(info: Pick<DiscountInfo, 'price' | 'discountVal'>): number {
  return roundToHundredths(info.price * info.discountVal);
}

/** Ms left on the offer at `nowMs`, never negative. */
export function remainingDiscountMs(info: Pick<DiscountInfo, 'time' | 'getTime'>, nowMs: number): number {
  const remaining = info.time * MS_PER_SECOND - (nowMs - info.getTime);
  return Number.isFinite(remaining) && remaining > 0 ? remaining : 0;
}

export function isDiscountActive(info: DiscountInfo, nowMs: number): boolean {
  return info.show && remainingDiscountMs(info, nowMs) > 0;
}

export type DiscountExpiry =
  | { readonly expired: false; readonly offer: DiscountInfo }
  | {
      readonly expired: true;
      /** The cleared offer. */
      readonly offer: DiscountInfo;
      /** The caller must fetch the offer again... */
      readonly refetchOffer: true;
      /** ...and reload the plan list, whose prices carried the discount. */
      readonly refreshPlanList: true;
    };

/** At countdown zero a shown offer is cleared, and the caller refetches it and refreshes the plans. */
export function expireDiscountIfDue(info: DiscountInfo, nowMs: number): DiscountExpiry {
  if (!info.show || remainingDiscountMs(info, nowMs) > 0) return { expired: false, offer: info };
  return { expired: true, offer: emptyDiscountInfo(nowMs), refetchOffer: true, refreshPlanList: true };
}

/** Normalises a route path: drops query and hash and trailing slashes, compares case-insensitively. */
export function isPlanPath(path: string): boolean {
  const pathname = path.replace(/[?#].*$/s, '');
  return pathname.replace(/\/+$/, '').toLowerCase() === PLAN_PATH;
}

/** The floating discount tab shows on every path except /plan. */
export function isDiscountTabVisible(path: string): boolean {
  return !isPlanPath(path);
}

export interface DiscountModalContext {
  readonly path: string;
  readonly discountActive: boolean;
  /** Epoch ms the modal was last shown; undefined when never (or the cookie expired). */
  readonly lastShownAtMs: number | undefined;
  readonly nowMs: number;
}

/**
 * The modal shows outside /plan while a discount is active, at most once per 10 minutes:
 * exactly 10 minutes after it was last shown it may show again. A last-shown time in the
 * future is ignored.
 */
export function shouldShowDiscountModal(context: DiscountModalContext): boolean {
  if (!context.discountActive || isPlanPath(context.path)) return false;
  const { lastShownAtMs, nowMs } = context;
  if (lastShownAtMs === undefined || !Number.isFinite(lastShownAtMs)) return true;
  const elapsed = nowMs - lastShownAtMs;
  return elapsed < 0 || elapsed >= DISCOUNT_MODAL_INTERVAL_MS;
}

/** Trigger modes 1, 3 and 4 show the maximum-plan tip. */
export function showsMaxPlanTip(mode: number | undefined): boolean {
  return mode !== undefined && MAX_PLAN_TIP_MODES.includes(mode);
}

/** Whether a button may start the shop's one offer: none runs and the server says one may still start. */
export function canStartOffer(offer: Pick<DiscountInfo, 'isTriggerable' | 'show'>): boolean {
  return offer.isTriggerable && !offer.show;
}
