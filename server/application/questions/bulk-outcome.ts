import { AppError } from '../shared/app-error';
import { type BulkOutcome } from './question-repository.port';

/** How many missing ids an error message lists before it stops. */
const LISTED_MISSING_IDS = 10;

/** The number of questions changed; any id the shop has no question for is a 404 naming `ids`. */
export function changedOrNotFound(outcome: BulkOutcome): number {
  const missing = outcome.missingIds;
  if (missing.length === 0) return outcome.changed;
  const listed = missing.slice(0, LISTED_MISSING_IDS).join(', ');
  const more = missing.length > LISTED_MISSING_IDS ? ` and ${missing.length - LISTED_MISSING_IDS} more` : '';
  throw new AppError('notFound', `ids: no question ${listed}${more} in this shop; nothing was changed`);
}
