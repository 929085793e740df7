import { type DateRangeChoice } from '../../../src/domain/dates/date-range';
import { type DateInterval, resolveDateRange } from '../../../src/domain/dates/date-range-resolver';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import {
  ANSWERED,
  type AnsweredCode,
  PUBLISHED,
  type PublishedCode,
  type QuestionSearchField,
  type QuestionSort,
} from '../../../src/domain/questions/question-filter-codes';
import { type QuestionPage } from '../../../src/domain/questions/question-item';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { toQuestionItem } from './question-item';
import { type QuestionRepository } from './question-repository.port';

/** The zone a shop whose stored time zone Intl does not know is read in. */
export const FALLBACK_TIME_ZONE = 'UTC';

export interface QuestionListRequest {
  readonly productIds: readonly string[];
  readonly publishes: readonly PublishedCode[];
  readonly answered: readonly AnsweredCode[];
  readonly dateRange: DateRangeChoice;
  /** Trimmed; '' means no search. */
  readonly keyword: string;
  readonly searchField: QuestionSearchField;
  readonly sort: QuestionSort;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

/** Both codes, or none, do not filter; one code keeps that state only. */
function twoStateFilter<C extends number>(codes: readonly C[], yesCode: C): boolean | null {
  const unique = new Set(codes);
  return unique.size === 1 ? unique.has(yesCode) : null;
}

export class ListQuestionsUseCase {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly shops: ShopRepository,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: QuestionListRequest): Promise<QuestionPage> {
    const interval = await this.interval(shop, request.dateRange);
    const foldedKeyword = foldSearchText(request.keyword);
    const [page, counts] = await Promise.all([
      this.questions.list(shop, {
        productIds: [...new Set(request.productIds)],
        published: twoStateFilter(request.publishes, PUBLISHED),
        answered: twoStateFilter(request.answered, ANSWERED),
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

  /** Presets and custom days are the shop's local days (docs/product/spec-map.md §3 date ranges). */
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
