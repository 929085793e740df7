import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';

/**
 * The folded copies of a review's author name and title that the search compares against
 * (`author_search`, `title_search`). Every write of author_name or title sets them with this, so
 * the SQL search is the domain's case- and accent-insensitive substring match.
 */
export function reviewSearchColumns(review: { readonly authorName: string; readonly title?: string | undefined }) {
  return { authorSearch: foldSearchText(review.authorName), titleSearch: foldSearchText(review.title ?? '') };
}
