import { type DateRangeChoice } from '../../../src/domain/dates/date-range';
import { type DateInterval, resolveDateRange } from '../../../src/domain/dates/date-range-resolver';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { toQuestionItem } from './question-item';
import {
  type QuestionCounts,
  type QuestionRepository,
  type QuestionSearchField,
  type QuestionSort,
} from './question-repository.port';
import { type QuestionItem } from '../../../src/domain/questions/question-item';

/** publishes codes (spec §3): 1 published, 2 unpublished. */
export const PUBLISH_CODE_PUBLISHED = 1;
export const PUBLISH_CODE_UNPUBLISHED = 2;
/** answered codes: 1 answered (at least one answer), 2 unanswered. */
export const ANSWERED_CODE_ANSWERED = 1;
export const ANSWERED_CODE_UNANSWERED = 2;

/** The zone a shop whose stored time zone Intl does not know is read in. */
export const FALLBACK_TIME_ZONE = 'UTC';

export type TwoStateCode = 1 | 2;

export interface QuestionListRequest {
  readonly productIds: readonly string[];
  readonly publishes: readonly TwoStateCode[];
  readonly answered: readonly TwoStateCode[];
  readonly dateRange: DateRangeChoice;
  /** Trimmed; '' means no search. */
  readonly keyword: string;
  readonly searchField: QuestionSearchField;
  readonly sort: QuestionSort;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

export interface QuestionListResponse {
  readonly list: readonly QuestionItem[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
  readonly counts: QuestionCounts;
}

/** Both codes, or none, do not filter; one code keeps that state only. */
function twoStateFilter(codes: readonly TwoStateCode[], yesCode: TwoStateCode): boolean | null {
  const unique = new Set(codes);
  return unique.size === 1 ? unique.has(yesCode) : null;
}

export class ListQuestionsUseCase {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly shops: ShopRepository,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: QuestionListRequest): Promise<QuestionListResponse> {
    const interval = await this.interval(shop, request.dateRange);
    const foldedKeyword = foldSearchText(request.keyword);
    const [page, counts] = await Promise.all([
      this.questions.list(shop, {
        productIds: [...new Set(request.productIds)],
        published: twoStateFilter(request.publishes, PUBLISH_CODE_PUBLISHED),
        answered: twoStateFilter(request.answered, ANSWERED_CODE_ANSWERED),
        askedFrom: interval.bounded ? new Date(interval.startMs) : null,
        askedBefore: interval.bounded ? new Date(interval.endMs) : null,
        search: foldedKeyword === '' ? null : { field: request.searchField, foldedKeyword },
        sort: request.sort,
        offset: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
      }),
      this.questions.counts(shop),
    ]);
    return { list: page.questions.map(toQuestionItem), total: page.total, page: request.page, page_size: request.pageSize, counts };
  }

  /** Presets and custom days are the shop's local days (spec §3 date ranges). */
  private async interval(shop: AuthenticatedShop, choice: DateRangeChoice): Promise<DateInterval> {
    if (choice.kind === 'preset' && choice.code === 0) return { bounded: false };
    const record = await this.shops.get(shop);
    const now = this.now();
    const resolved = resolveDateRange(choice, { now, timeZone: record?.timeZone ?? FALLBACK_TIME_ZONE });
    if (resolved.ok) return resolved.interval;
    const fallback = resolveDateRange(choice, { now, timeZone: FALLBACK_TIME_ZONE });
    // The route has already refused invalid dates and reversed ranges, so only the zone can fail.
    if (!fallback.ok) throw new Error(`date range could not be resolved: ${fallback.error}`);
    return fallback.interval;
  }
}
