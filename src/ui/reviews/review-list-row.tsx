import { IndexTable, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReviewItem } from '../../domain/reviews/review-item';
import { ListIndexRow } from '../kit/list-index-row';
import { useListRowState } from '../kit/list-row-state';
import { type ReviewListViewModel } from './review-list.view-model';
import { ReviewProductName } from './review-product-name';
import { ReviewAuthor, ReviewRating, type ReviewRowWords, ReviewStackedRow, ReviewStatusBadges, ReviewSummary } from './review-row-cells';

interface ReviewListRowProps {
  readonly vm: ReviewListViewModel;
  readonly review: ReviewItem;
  readonly position: number;
  /** One stacked cell below the mobile breakpoint instead of the six columns. */
  readonly stacked: boolean;
  readonly words: ReviewRowWords;
}

/** One review of the moderation table; re-renders only when its review, focus or selection changes. */
export const ReviewListRow = observer(function ReviewListRow({ vm, review, position, stacked, words }: ReviewListRowProps) {
  const { t, formatDate } = words;
  const { focused, selected } = useListRowState(vm.list, position, review.id);
  return (
    <ListIndexRow
      id={String(review.id)}
      position={position}
      selected={selected}
      tone={focused ? 'subdued' : undefined}
      onClick={() => vm.openReview(review.id)}
      accessibilityLabel={t('row.select', { author: review.author_name })}
    >
      {stacked ? (
        <ReviewStackedRow review={review} focused={focused} words={words} />
      ) : (
        <>
          <IndexTable.Cell>
            <ReviewSummary review={review} focused={focused} words={words} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <ReviewRating rating={review.rating} t={t} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <ReviewAuthor name={review.author_name} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <Text as="span" breakWord>
              <ReviewProductName review={review} storeReview={words.storeReview} />
            </Text>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <ReviewStatusBadges review={review} t={t} />
          </IndexTable.Cell>
          <IndexTable.Cell>{formatDate(review.commented_at)}</IndexTable.Cell>
        </>
      )}
    </ListIndexRow>
  );
});
