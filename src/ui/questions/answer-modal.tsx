import { Badge, Banner, BlockStack, Button, Checkbox, InlineStack, Modal, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../kit/use-translation';
import { ANSWER_BODY_MAX_LENGTH, type AnswerItem } from '../../domain/questions/question-item';
import { textLimitStatus } from '../../domain/validation/text-limit';
import { LimitedTextField } from '../kit/limited-text-field';
import { UserText } from '../kit/user-text';
import { type QuestionsViewModel } from './questions.view-model';

/** What the dialog asks before it drops something: the unsaved draft, or an answer to delete. */
type Asking = { readonly kind: 'discardDraft' } | { readonly kind: 'deleteAnswer'; readonly answer: AnswerItem } | null;

/** A question in the dialog, moved into view and focused when it appears. */
function Confirmation({ asking, onConfirm, onDismiss }: { asking: NonNullable<Asking>; onConfirm: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('questions');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
    // The safe choice (keep editing, cancel) takes the focus: Enter must not drop anything.
    [...(box.current?.querySelectorAll<HTMLElement>('button') ?? [])].at(-1)?.focus();
  }, [asking]);
  const discard = asking.kind === 'discardDraft';
  return (
    <div ref={box}>
      <Banner
        tone={discard ? 'warning' : 'critical'}
        title={t(discard ? 'answerModal.discard.title' : 'answerModal.confirmDelete.title')}
        action={{ content: t(discard ? 'answerModal.discard.confirm' : 'answerModal.delete'), onAction: onConfirm }}
        secondaryAction={{ content: t(discard ? 'answerModal.discard.keep' : 'answerModal.cancel'), onAction: onDismiss }}
      >
        <p>{t(discard ? 'answerModal.discard.body' : 'answerModal.confirmDelete.body')}</p>
      </Banner>
    </div>
  );
}

/**
 * Answer a question; its existing answers can be edited or deleted (after a confirmation, with
 * Undo). The draft is counted against the limit and never cut; closing with unsaved text asks
 * first. All user text is rendered as text, in its own direction.
 */
export const AnswerModal = observer(function AnswerModal({ vm, formatDate }: { vm: QuestionsViewModel; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('questions');
  const [asking, setAsking] = useState<Asking>(null);
  const question = vm.answering;
  const editing = vm.editingAnswerId !== null;
  const limit = textLimitStatus(vm.answerDraft, ANSWER_BODY_MAX_LENGTH);
  const startingText = editing ? (question?.answers.find((answer) => answer.id === vm.editingAnswerId)?.body ?? '') : '';
  const hasUnsavedText = vm.answerDraft.trim() !== startingText.trim();

  const close = () => {
    if (hasUnsavedText && !vm.savingAnswer) setAsking({ kind: 'discardDraft' });
    else {
      setAsking(null);
      vm.closeAnswer();
    }
  };
  const confirm = () => {
    if (asking?.kind === 'deleteAnswer') void vm.deleteAnswer(asking.answer.id);
    else vm.closeAnswer();
    setAsking(null);
  };

  return (
    <Modal
      open={question !== null}
      onClose={close}
      title={t('answerModal.title')}
      primaryAction={{
        content: t('answerModal.save'),
        onAction: () => void vm.saveAnswer(),
        loading: vm.savingAnswer,
        disabled: limit.isOver,
      }}
      secondaryActions={[{ content: t('answerModal.cancel'), onAction: close, disabled: vm.savingAnswer }]}
    >
      {question && (
        <>
          <Modal.Section>
            <BlockStack gap="200">
              <Text as="p" variant="headingSm" breakWord>
                {question.product_title || t('productMissing')}
              </Text>
              <UserText>{question.body}</UserText>
              <Text as="p" tone="subdued" breakWord>
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
                        <UserText>{answer.body}</UserText>
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
                          <Button variant="plain" tone="critical" onClick={() => setAsking({ kind: 'deleteAnswer', answer })} disabled={vm.savingAnswer}>
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
              {asking && <Confirmation asking={asking} onConfirm={confirm} onDismiss={() => setAsking(null)} />}
              {vm.answerServerError !== '' && (
                <Banner tone="critical" title={t('answerModal.failed')}>
                  <p>{vm.answerServerError}</p>
                </Banner>
              )}
              <LimitedTextField
                label={t(editing ? 'answerModal.editAnswer' : 'answerModal.newAnswer')}
                value={vm.answerDraft}
                onChange={(value) => vm.setAnswerDraft(value)}
                limit={limit}
                error={vm.answerError ? t(`answerModal.${vm.answerError}`, { max: ANSWER_BODY_MAX_LENGTH }) : null}
                caretToEnd={vm.editingAnswerId ?? 0}
              />
              <Checkbox label={t('answerModal.publishAnswer')} helpText={t('answerModal.publishAnswerHelp')} checked={vm.answerPublished} onChange={(value) => vm.setAnswerPublished(value)} />
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
