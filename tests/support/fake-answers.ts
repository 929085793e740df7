import { ApiError } from '../../src/application/http/api-error';
import { type ReviewItem } from '../../src/domain/reviews/review-item';
import { type FakeApiCall } from '../fakes/fake-api-client';

/** get_review over a list: the review with the asked id, or the server's "not found" answer. */
export function reviewById(list: () => readonly ReviewItem[]) {
  return (call: FakeApiCall): ReviewItem => {
    const id = Number(call.query?.['id']);
    const found = list().find((item) => item.id === id);
    if (!found) throw new ApiError('envelope', `id ${id}: no such review`, 40400);
    return found;
  };
}

/** Each call answers the next of `answers`; the last one repeats once they run out. */
export function inTurn<T>(first: T, ...rest: readonly T[]): () => T {
  const answers = [first, ...rest];
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] ?? first;
}
