import { z } from 'zod';
import { PRODUCT_STATUSES } from '../domain/catalog/product-status';
import { one, text } from './fields';

/** The request schemas of picker-store.contract.ts. */

export const PICKER_KEYWORD_MAX_LENGTH = 255;

export const PICKER_APP_ID_MAX_LENGTH = 100;

const STATUS_MESSAGE = `must be one of ${PRODUCT_STATUSES.join(', ').toLowerCase()}`;

/** A product status in any case ('active'); blank is none. */
const productStatus = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
  z.enum(PRODUCT_STATUSES, { error: STATUS_MESSAGE }).optional(),
);

const catalogQuery = {
  /** Checked against the app the picker token was issued for. */
  app_id: one(z.string()).optional(),
  keyword: one(text({ max: PICKER_KEYWORD_MAX_LENGTH })).optional(),
  status: one(productStatus).optional(),
};

export const getPickerAppAccessRequest = z.object({ app_id: one(text({ min: 1, max: PICKER_APP_ID_MAX_LENGTH })) });

export const listPickerProductsRequest = z.object(catalogQuery);

export const listPickerCollectionsRequest = z.object({ app_id: catalogQuery.app_id, keyword: catalogQuery.keyword });
