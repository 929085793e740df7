import { z } from 'zod';

/** The request schemas of google-shopping.contract.ts (docs/product/google-shopping.md). */

export const setGoogleShoppingFeedEnabledRequest = z.strictObject({ enabled: z.boolean({ error: 'must be true or false' }) });
