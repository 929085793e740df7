import { Badge, BlockStack, Button, ButtonGroup, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { type QuestionItem } from '../../domain/questions/question-item';
import { PersonAvatar } from '../kit/person-avatar';
import { type QuestionsViewModel } from './questions.view-model';

/** Marks a row's actions, so keyboard moderation can focus the focused row's first button. */
export const QUESTION_ROW_ATTRIBUTE = 'data-question-row';

/** The product's image and title ("Product no longer available" when it left the catalog). */
export function QuestionProduct({ question }: { readonly question: QuestionItem }) {
  const { t } = useTranslation('questions');
  const product = question.product_title || t('productMissing');
  return (
    <InlineStack gap="200" blockAlign="center" wrap={false}>
      <Thumbnail size="small" source={question.product_image_url ?? ImageIcon} alt={product} />
      <Text as="span" variant="bodyMd" fontWeight="semibold" breakWord>
        <span dir="auto">{product}</span>
      </Text>
    </InlineStack>
  );
}

/** How many answers, or "Unanswered". */
export function QuestionAnswerBadge({ question }: { readonly question: QuestionItem }) {
  const { t } = useTranslation('questions');
  const answered = question.answers.length > 0;
  return <Badge tone={answered ? 'success' : 'attention'}>{answered ? t('status.answered', { count: question.answers.length }) : t('status.unanswered')}</Badge>;
}

export function QuestionPublishBadge({ question }: { readonly question: QuestionItem }) {
  const { t } = useTranslation('questions');
  return <Badge tone={question.published ? 'success' : undefined}>{t(question.published ? 'status.published' : 'status.unpublished')}</Badge>;
}

/** Answer, publish or unpublish, delete: this row alone (a click here never toggles the row's selection). */
export const QuestionRowActions = observer(function QuestionRowActions({ vm, question }: { vm: QuestionsViewModel; question: QuestionItem }) {
  const { t } = useTranslation('questions');
  return (
    <div {...{ [QUESTION_ROW_ATTRIBUTE]: question.id }} onClick={(event) => event.stopPropagation()}>
      <ButtonGroup>
        <Button size="slim" onClick={() => vm.openAnswer(question)} accessibilityLabel={`${t('actions.answer')}: ${question.questioner_name}`}>
          {t('actions.answer')}
        </Button>
        <Button
          size="slim"
          disabled={vm.busy}
          onClick={() => void vm.setQuestionsPublished([question.id], !question.published)}
          accessibilityLabel={`${t(question.published ? 'actions.unpublish' : 'actions.publish')}: ${question.questioner_name}`}
        >
          {t(question.published ? 'actions.unpublish' : 'actions.publish')}
        </Button>
        <Button
          size="slim"
          tone="critical"
          variant="plain"
          disabled={vm.busy}
          onClick={() => vm.askDelete([question.id])}
          accessibilityLabel={`${t('actions.delete')}: ${question.questioner_name}`}
        >
          {t('actions.delete')}
        </Button>
      </ButtonGroup>
    </div>
  );
});

/**
 * One question as a stacked card below 768 px, where seven columns squeeze the question to one
 * character: questioner and date, the question in full width, the product, the badges, the actions.
 */
export const QuestionStackedRow = observer(function QuestionStackedRow({ vm, question, date }: { vm: QuestionsViewModel; question: QuestionItem; date: string }) {
  return (
    <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
      <BlockStack gap="200">
        <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
          <PersonAvatar name={question.questioner_name} fontWeight="semibold" />
          <Text as="span" tone="subdued" variant="bodySm">
            {date}
          </Text>
        </InlineStack>
        <Text as="p" breakWord>
          <span dir="auto">{question.body}</span>
        </Text>
        <QuestionProduct question={question} />
        <InlineStack gap="100">
          <QuestionAnswerBadge question={question} />
          <QuestionPublishBadge question={question} />
        </InlineStack>
        <QuestionRowActions vm={vm} question={question} />
      </BlockStack>
    </div>
  );
});
