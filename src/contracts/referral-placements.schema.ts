import { z } from 'zod';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { oneOf } from './fields';

/** The request schema of referral-placements.contract.ts. */

const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");

export const setReferralWidgetsSettingRequest = z
  .strictObject({ storefront_block: flagValue.optional(), checkout_prompt: flagValue.optional(), invite_email: flagValue.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'must change at least one setting');
