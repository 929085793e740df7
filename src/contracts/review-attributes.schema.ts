import { z } from 'zod';
import {
  ATTRIBUTE_KINDS,
  ATTRIBUTE_OPTION_MAX_LENGTH,
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_SCALE_LABEL_MAX_LENGTH,
  ATTRIBUTE_SCOPE_IDS_MAX,
  ATTRIBUTE_SCOPES,
  ATTRIBUTE_TITLE_MAX_LENGTH,
  ATTRIBUTES_PER_SHOP_MAX,
} from '../domain/collect/review-attributes';
import { one, oneOf, recordId, text } from './fields';

/** The request schemas of review-attributes.contract.ts; the rules across fields are the domain's (attributeDefinitionProblem). */

const flag = z.boolean({ error: 'must be true or false' });
/** A Shopify product or collection GID, as the resource picker gives it. */
const resourceId = z.string({ error: 'must be a list of ids' }).regex(/^gid:\/\/shopify\/(Product|Collection)\/\d{1,20}$/, 'must be product or collection ids');

export const getReviewAttributeRequest = z.object({ id: one(recordId) });

export const saveReviewAttributeRequest = z.strictObject({
  id: recordId.optional(),
  kind: oneOf(ATTRIBUTE_KINDS),
  title: text({ max: ATTRIBUTE_TITLE_MAX_LENGTH }),
  options: z
    .array(text({ max: ATTRIBUTE_OPTION_MAX_LENGTH }), { error: 'must be a list of answers' })
    .max(ATTRIBUTE_OPTIONS_MAX, `must hold at most ${ATTRIBUTE_OPTIONS_MAX} answers`)
    .optional()
    .default([]),
  low_label: text({ max: ATTRIBUTE_SCALE_LABEL_MAX_LENGTH }).optional().default(''),
  high_label: text({ max: ATTRIBUTE_SCALE_LABEL_MAX_LENGTH }).optional().default(''),
  required: flag.optional().default(false),
  scope: oneOf(ATTRIBUTE_SCOPES).optional().default('all'),
  resource_ids: z.array(resourceId, { error: 'must be a list of ids' }).max(ATTRIBUTE_SCOPE_IDS_MAX, `must name at most ${ATTRIBUTE_SCOPE_IDS_MAX}`).optional().default([]),
  is_active: flag.optional().default(true),
});

export const deleteReviewAttributeRequest = z.strictObject({ id: recordId });

export const reorderReviewAttributesRequest = z.strictObject({
  ids: z.array(recordId, { error: 'must be a list of attribute ids' }).max(ATTRIBUTES_PER_SHOP_MAX, `must list at most ${ATTRIBUTES_PER_SHOP_MAX} ids`),
});

export const getReviewAttributeAnswersRequest = z.object({ review_id: one(recordId) });
