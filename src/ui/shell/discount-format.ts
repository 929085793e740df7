import { type TFunction } from 'i18next';
import { type DiscountLabel } from '../../domain/discount/discount-offer';

/** Plan prices are billed in US dollars. */
const BILLING_CURRENCY = 'USD';

export function formatPlanPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: BILLING_CURRENCY }).format(amount);
}

export function translateDiscountLabel(t: TFunction<'shell'>, label: DiscountLabel): string {
  return t(`discount.${label.key}`, label.values);
}
