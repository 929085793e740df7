import { BlockStack, InlineStack, Text } from '@shopify/polaris';
import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getReviewAttributeAnswers } from '../../contracts/review-attributes.contract';
import { ATTRIBUTE_SCALE_MAX, type ReviewAttributeAnswer } from '../../domain/collect/review-attributes';
import { UserText } from '../kit/user-text';
import { useViewModel } from '../kit/view-model-context';

/** A review's answers to the review attributes (docs/product/collect-attributes.md), loaded for the open review. */
@injectable()
export class ReviewAttributeAnswersViewModel {
  answers: readonly ReviewAttributeAnswer[] = [];
  private reviewId: number | null = null;

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeObservable<this, 'reviewId'>(this, { answers: observable, reviewId: false });
  }

  async show(reviewId: number): Promise<void> {
    if (this.reviewId === reviewId) return;
    this.reviewId = reviewId;
    runInAction(() => (this.answers = []));
    try {
      const { answers } = await this.client.call(getReviewAttributeAnswers, { review_id: reviewId });
      runInAction(() => {
        if (this.reviewId === reviewId) this.answers = answers;
      });
    } catch {
      // The answers are extra: a review's detail stays useful without them.
      this.reviewId = null;
    }
  }
}

/** The read-only "Answers" part of a review's detail; nothing when the review has none. */
export const ReviewAttributeAnswers = observer(function ReviewAttributeAnswers({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation('collect-attributes');
  const vm = useViewModel(ReviewAttributeAnswersViewModel);
  useEffect(() => {
    void vm.show(reviewId);
  }, [vm, reviewId]);
  if (vm.answers.length === 0) return null;
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">
        {t('answers.heading')}
      </Text>
      <dl style={{ margin: 0 }}>
        {vm.answers.map((answer) => (
          <InlineStack key={answer.attribute_id} gap="200" wrap>
            <dt>
              <Text as="span" fontWeight="semibold" breakWord>
                {answer.title}
              </Text>
            </dt>
            <dd style={{ margin: 0 }}>
              {answer.kind === 'scale' ? <Text as="span">{t('answers.scale', { value: answer.value, max: ATTRIBUTE_SCALE_MAX })}</Text> : <UserText>{answer.value}</UserText>}
            </dd>
          </InlineStack>
        ))}
      </dl>
    </BlockStack>
  );
});
