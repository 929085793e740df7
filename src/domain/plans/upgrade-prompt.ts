import { PLAN_NAME_FREE, PLAN_NAME_IMPORT } from './plan-catalog';

/** Only shops on these plans (by the server's plan_name) see the upgrade prompt/card. */
export const UPGRADE_PROMPT_PLAN_NAMES: readonly string[] = [PLAN_NAME_FREE, PLAN_NAME_IMPORT];

/**
 * Whether the upgrade prompt/card is shown for the shop's plan_name.
 * The name is compared trimmed and case-insensitively, so 'free' or ' Import ' from the server still match;
 * a missing or non-string name shows no prompt.
 */
export function shouldShowUpgradePrompt(planName: unknown): boolean {
  if (typeof planName !== 'string') return false;
  const normalised = planName.trim().toLowerCase();
  return UPGRADE_PROMPT_PLAN_NAMES.some((name) => name.toLowerCase() === normalised);
}
