import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';

/**
 * The folded copies of a question's questioner name and body that get_questions' keyword search
 * compares against (`questioner_search`, `body_search`). Every write of questioner_name or body
 * sets them with this, so the SQL search is the domain's case- and accent-insensitive match.
 */
export function questionSearchColumns(question: { readonly questionerName: string; readonly body: string }) {
  return { questionerSearch: foldSearchText(question.questionerName), bodySearch: foldSearchText(question.body) };
}
