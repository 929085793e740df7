import { z } from 'zod';
import { SAVED_VIEW_FILTER_MAX_LENGTH, SAVED_VIEW_LISTS, SAVED_VIEW_NAME_MAX_LENGTH } from './saved-views.constants';
import { one, recordId, text } from './fields';

/** The request schemas of saved-views.contract.ts. */

const listKey = z.enum(SAVED_VIEW_LISTS, { error: `must be one of ${SAVED_VIEW_LISTS.join(', ')}` });

export const getSavedViewsRequest = z.object({ list: one(listKey) });

export const saveSavedViewRequest = z.strictObject({
  list: listKey,
  name: text({ min: 1, max: SAVED_VIEW_NAME_MAX_LENGTH }),
  filter: text({ max: SAVED_VIEW_FILTER_MAX_LENGTH }),
});

export const deleteSavedViewRequest = z.strictObject({ list: listKey, id: recordId });
