import { Badge, BlockStack, Button, ButtonGroup, Card, EmptyState, IndexTable, InlineStack, Page, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHORTCUT_KEYS } from '../kit/keyboard-shortcuts';
import { ListConfirmModal } from '../kit/list-confirm-modal';
import { ListIndexFilters } from '../kit/list-index-filters';
import { ListIndexTable } from '../kit/list-index-table';
import { ListStatusBanners } from '../kit/list-status-banners';
import { ShortcutHelpModal } from '../kit/shortcut-help-modal';
import { useListKeyboard } from '../kit/use-list-keyboard';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { AnswerModal } from './answer-modal';
import { QaSettingsCard } from './qa-settings-card';
import { questionFilters } from './question-filters';
import { QUESTION_SHORTCUTS, QuestionsViewModel } from './questions.view-model';
import { type QuestionItem } from '../../domain/questions/question-item';

const ROW_ATTRIBUTE = 'data-question-row';

/** Manage Q&A (/qa): list, filter, search by questioner, answer, publish and delete questions; on the list kit. */
export const QuestionsScreen = observer(function QuestionsScreen() {
  const { t, i18n } = useTranslation('questions');
  const vm = useViewModel(QuestionsViewModel);
  const { list } = vm;
  const location = useLocation();

  useEffect(() => void vm.start(), [vm]);
  useEffect(() => list.syncFromUrl(location.search), [list, location.search]);

  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);

  // j/k give the focused row's Answer button the browser's focus too.
  const focusAnswerButton = useCallback(() => {
    document.querySelector<HTMLElement>(`[${ROW_ATTRIBUTE}="${String(list.focusedItem?.id)}"] button`)?.focus();
  }, [list]);
  useListKeyboard(list, { afterMove: focusAnswerButton });

  const { filters, applied } = questionFilters(vm, t);
  const selectedIds = list.selection.ids;
  const focused = list.focusedItem;

  return (
    <Page title={t('title')} fullWidth secondaryActions={[{ content: t('shortcuts.open'), onAction: () => list.setHelpOpen(true) }]}>
      <BlockStack gap="400">
        <ListStatusBanners list={list} errorTitle={t('error.title')} retryLabel={t('actions.retry')} />
        <Card padding="0">
          <ListIndexFilters
            list={list}
            viewLabel={(id) => t(`tabs.${id}`)}
            tabIdPrefix="qa-tab-"
            viewBadge={(id, counts) => (id === 'unanswered' || id === 'unpublished' ? counts[id] : undefined)}
            filters={filters}
            applied={applied}
            queryPlaceholder={t('search.placeholder')}
          />
          <ListIndexTable
            list={list}
            resourceName={{ singular: t('resourceName.singular'), plural: t('resourceName.plural') }}
            headings={[
              { title: t('columns.product') },
              { title: t('columns.questioner') },
              { title: t('columns.question') },
              { title: t('columns.answers') },
              { title: t('columns.status') },
              { title: t('columns.asked') },
              { title: t('columns.actions') },
            ]}
            bulkActions={[
              { content: t('actions.publish'), promoted: true, onAction: () => void vm.setQuestionsPublished(selectedIds, true), disabled: vm.busy },
              { content: t('actions.unpublish'), promoted: true, onAction: () => void vm.setQuestionsPublished(selectedIds, false), disabled: vm.busy },
              { content: t('actions.delete'), promoted: true, onAction: () => vm.askDelete(selectedIds), disabled: vm.busy },
            ]}
            emptyState={{
              noItems: (
                <EmptyState heading={t('empty.noQuestionsTitle')} image="">
                  <p>{t('empty.noQuestions')}</p>
                </EmptyState>
              ),
              noMatch: (
                <EmptyState heading={t('empty.noMatchTitle')} image="" action={{ content: t('empty.clear'), onAction: () => list.clearFilters() }}>
                  <p>{t('empty.noMatch')}</p>
                </EmptyState>
              ),
            }}
            paginationLabel={({ page, pages }) => `${page} / ${pages}`}
          >
            {list.items.map((question, position) => (
              <QuestionRow
                key={question.id}
                vm={vm}
                question={question}
                position={position}
                selected={list.selection.has(question.id)}
                formatDate={formatDate}
              />
            ))}
          </ListIndexTable>
        </Card>
        <Text as="p" visuallyHidden>
          <span aria-live="polite">
            {focused ? t('focused', { position: list.focusedIndex + 1, total: list.items.length, name: focused.questioner_name }) : ''}
          </span>
        </Text>
        <QaSettingsCard />
      </BlockStack>
      <AnswerModal vm={vm} formatDate={formatDate} />
      <ShortcutHelpModal
        open={list.helpOpen}
        onClose={() => list.setHelpOpen(false)}
        title={t('shortcuts.title')}
        closeLabel={t('shortcuts.close')}
        rows={SHORTCUT_KEYS.filter(({ action }) => QUESTION_SHORTCUTS.includes(action)).map(({ key, action }) => ({
          keys: key,
          label: t(`shortcuts.${action}`),
        }))}
      />
      <ListConfirmModal
        list={list}
        title={(count) => t('deleteModal.title', { count })}
        body={t('deleteModal.body')}
        confirmLabel={t('deleteModal.confirm')}
        cancelLabel={t('deleteModal.cancel')}
      />
      <ResourcePickerDialog
        open={vm.pickerOpen}
        type="product"
        action="Select"
        selectedIds={list.filter.productIds}
        onSelect={(choices) => vm.setProductIds(choices.map((choice) => choice.id))}
        onCancel={() => vm.setPickerOpen(false)}
      />
    </Page>
  );
});

interface QuestionRowProps {
  readonly vm: QuestionsViewModel;
  readonly question: QuestionItem;
  readonly position: number;
  readonly selected: boolean;
  readonly formatDate: (iso: string) => string;
}

const QuestionRow = observer(function QuestionRow({ vm, question, position, selected, formatDate }: QuestionRowProps) {
  const { t } = useTranslation('questions');
  const answered = question.answers.length > 0;
  const product = question.product_title || t('productMissing');
  return (
    <IndexTable.Row id={String(question.id)} position={position} selected={selected} tone={vm.list.focusedIndex === position ? 'subdued' : undefined}>
      <IndexTable.Cell>
        <InlineStack gap="200" blockAlign="center" wrap={false}>
          <Thumbnail size="small" source={question.product_image_url ?? ImageIcon} alt={product} />
          <Text as="span" variant="bodyMd" fontWeight="semibold">
            {product}
          </Text>
        </InlineStack>
      </IndexTable.Cell>
      <IndexTable.Cell>{question.questioner_name}</IndexTable.Cell>
      <IndexTable.Cell>
        <div style={{ maxWidth: '28rem', whiteSpace: 'normal' }}>
          <Text as="span" breakWord>
            {question.body}
          </Text>
        </div>
      </IndexTable.Cell>
      <IndexTable.Cell>
        <Badge tone={answered ? 'success' : 'attention'}>
          {answered ? t('status.answered', { count: question.answers.length }) : t('status.unanswered')}
        </Badge>
      </IndexTable.Cell>
      <IndexTable.Cell>
        <Badge tone={question.published ? 'success' : undefined}>{t(question.published ? 'status.published' : 'status.unpublished')}</Badge>
      </IndexTable.Cell>
      <IndexTable.Cell>{formatDate(question.asked_at)}</IndexTable.Cell>
      <IndexTable.Cell>
        {/* The buttons act on this row alone; a click here must not toggle the row's selection. */}
        <div {...{ [ROW_ATTRIBUTE]: question.id }} onClick={(event) => event.stopPropagation()}>
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
      </IndexTable.Cell>
    </IndexTable.Row>
  );
});
