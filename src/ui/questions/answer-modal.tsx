import { Badge, Banner, BlockStack, Button, Checkbox, InlineStack, Modal, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ANSWER_BODY_MAX_LENGTH } from '../../domain/questions/question-item';
import { type QuestionsViewModel } from './questions.view-model';

/** Answer a question; its existing answers can be edited or deleted. All user text is rendered as text. */
export const AnswerModal = observer(function AnswerModal({ vm, formatDate }: { vm: QuestionsViewModel; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('questions');
  const question = vm.answering;
  const editing = vm.editingAnswerId !== null;
  return (
    <Modal
      open={question !== null}
      onClose={() => vm.closeAnswer()}
      title={t('answerModal.title')}
      primaryAction={{ content: t('answerModal.save'), onAction: () => void vm.saveAnswer(), loading: vm.savingAnswer }}
      secondaryActions={[{ content: t('answerModal.cancel'), onAction: () => vm.closeAnswer(), disabled: vm.savingAnswer }]}
    >
      {question && (
        <>
          <Modal.Section>
            <BlockStack gap="200">
              <Text as="p" variant="headingSm">
                {question.product_title || t('productMissing')}
              </Text>
              <Text as="p" breakWord>
                {question.body}
              </Text>
              <Text as="p" tone="subdued">
                {t('answerModal.askedBy', { name: question.questioner_name, date: formatDate(question.asked_at) })}
              </Text>
            </BlockStack>
          </Modal.Section>
          {question.answers.length > 0 && (
            <Modal.Section>
              <BlockStack gap="300">
                <Text as="h3" variant="headingSm">
                  {t('answerModal.existing')}
                </Text>
                <BlockStack as="ul" gap="300">
                  {question.answers.map((answer) => (
                    <li key={answer.id}>
                      <BlockStack gap="100">
                        <Text as="p" breakWord>
                          {answer.body}
                        </Text>
                        <InlineStack gap="200" blockAlign="center">
                          <Text as="span" tone="subdued">
                            {t('answerModal.byLine', { name: answer.author_name, date: formatDate(answer.answered_at) })}
                          </Text>
                          <Badge tone={answer.published ? 'success' : undefined}>
                            {t(answer.published ? 'status.published' : 'status.unpublished')}
                          </Badge>
                          <Button variant="plain" onClick={() => vm.editAnswer(answer)} disabled={vm.savingAnswer}>
                            {t('answerModal.edit')}
                          </Button>
                          <Button variant="plain" tone="critical" onClick={() => void vm.deleteAnswer(answer.id)} disabled={vm.savingAnswer}>
                            {t('answerModal.delete')}
                          </Button>
                        </InlineStack>
                      </BlockStack>
                    </li>
                  ))}
                </BlockStack>
              </BlockStack>
            </Modal.Section>
          )}
          <Modal.Section>
            <BlockStack gap="300">
              {vm.answerServerError !== '' && (
                <Banner tone="critical" title={t('answerModal.failed')}>
                  <p>{vm.answerServerError}</p>
                </Banner>
              )}
              <TextField
                label={t(editing ? 'answerModal.editAnswer' : 'answerModal.newAnswer')}
                value={vm.answerDraft}
                onChange={(value) => vm.setAnswerDraft(value)}
                multiline={4}
                maxLength={ANSWER_BODY_MAX_LENGTH}
                showCharacterCount
                autoComplete="off"
                error={vm.answerError ? t(`answerModal.${vm.answerError}`, { max: ANSWER_BODY_MAX_LENGTH }) : undefined}
              />
              <Checkbox label={t('answerModal.publishAnswer')} checked={vm.answerPublished} onChange={(value) => vm.setAnswerPublished(value)} />
              {editing && (
                <InlineStack>
                  <Button variant="plain" onClick={() => vm.startNewAnswer()}>
                    {t('answerModal.cancelEdit')}
                  </Button>
                </InlineStack>
              )}
            </BlockStack>
          </Modal.Section>
        </>
      )}
    </Modal>
  );
});
