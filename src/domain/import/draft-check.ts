import { parseImportDate } from './import-dates';
import { type ImportIssue } from './import-job';
import { type ImportedReviewDraft } from './imported-review';
import { MAX_RATING, MIN_RATING } from '../reviews/review-filter-codes';

/**
 * A draft another source built (an app's API, a marketplace page, the merchant's form) checked as
 * a file row is (docs/product/import.md#problems): stars a whole number from 1 to 5 and a readable
 * date, or the row is skipped with its issue; an unreadable reply date is dropped. So one bad
 * review from another app is reported and skipped, never stops the import.
 */
export function checkDraft(draft: ImportedReviewDraft): { readonly draft: ImportedReviewDraft | null; readonly issues: readonly ImportIssue[] } {
  const issue = (code: ImportIssue['code'], field: string, value: unknown): ImportIssue => ({ row: draft.row, code, field, value: String(value).slice(0, 100) });
  if (!Number.isInteger(draft.rating) || draft.rating < MIN_RATING || draft.rating > MAX_RATING) {
    return { draft: null, issues: [issue('rating_invalid', 'rating', draft.rating)] };
  }
  const commentedAt = parseImportDate(String(draft.commentedAt), null);
  if (commentedAt === null) return { draft: null, issues: [issue('date_invalid', 'commented_at', draft.commentedAt)] };
  const repliedAt = draft.reply?.repliedAt ? parseImportDate(draft.reply.repliedAt, null) : null;
  return { draft: { ...draft, commentedAt, reply: draft.reply && { ...draft.reply, repliedAt } }, issues: [] };
}
