import '../kit/polaris-complete';
import { BlockStack, Card, EmptyState, IndexTable, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { SHORTCUT_KEYS } from '../kit/keyboard-shortcuts';
import { ListConfirmModal } from '../kit/list-confirm-modal';
import { ListIndexFilters } from '../kit/list-index-filters';
import { ListIndexRow } from '../kit/list-index-row';
import { ListIndexTable } from '../kit/list-index-table';
import { ListFocusAnnouncement, useListRowState } from '../kit/list-row-state';
import { ListStatusBanners } from '../kit/list-status-banners';
import { ShortcutHelpModal } from '../kit/shortcut-help-modal';
import { useListKeyboard } from '../kit/use-list-keyboard';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { PersonAvatar } from '../kit/person-avatar';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { AnswerModal } from './answer-modal';
import { QaSettingsCard } from '../kit/qa-settings-card';
import { questionFilters } from './question-filters';
import { QUESTION_ROW_ATTRIBUTE, QuestionAnswerBadge, QuestionProduct, QuestionPublishBadge, QuestionRowActions, QuestionStackedRow } from './question-row-cells';
import { QUESTION_SHORTCUTS, QuestionsViewModel } from './questions.view-model';
import { type QuestionItem } from '../../domain/questions/question-item';

/** Manage Q&A (/qa): list, filter, search by questioner, answer, publish and delete questions; on the list kit. */
export const QuestionsScreen = observer(function QuestionsScreen() {
  // Both namespaces in one wait: the list kit's words would otherwise load only after these.
  const { t } = useTranslation(['questions', 'lists']);
  const vm = useViewModel(QuestionsViewModel);
  const { list } = vm;
  const location = useLocation();

  useEffect(() => void vm.start(), [vm]);
  useEffect(() => list.syncFromUrl(location.search), [list, location.search]);

  const formatDate = useShopDateFormat();
  const narrow = useNarrowLayout();

  // j/k give the focused row's Answer button the browser's focus too.
  const focusAnswerButton = useCallback(() => {
    document.querySelector<HTMLElement>(`[${QUESTION_ROW_ATTRIBUTE}="${String(list.focusedItem?.id)}"] button`)?.focus();
  }, [list]);
  useListKeyboard(list, { afterMove: focusAnswerButton });

  const { filters, applied } = questionFilters(vm, t);
  const selectedIds = list.selection.ids;

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
            condensed={narrow}
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
                formatDate={formatDate}
                stacked={narrow}
              />
            ))}
          </ListIndexTable>
        </Card>
        <ListFocusAnnouncement list={list} describe={(question, position, total) => t('focused', { position, total, name: question.questioner_name })} />
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
  readonly formatDate: (iso: string) => string;
  readonly stacked: boolean;
}

/** One question of the table; re-renders only when its question, focus or selection changes. */
const QuestionRow = observer(function QuestionRow({ vm, question, position, formatDate, stacked }: QuestionRowProps) {
  const { focused, selected } = useListRowState(vm.list, position, question.id);
  return (
    <ListIndexRow id={String(question.id)} position={position} selected={selected} tone={focused ? 'subdued' : undefined}>
      {stacked ? (
        <QuestionStackedRow vm={vm} question={question} date={formatDate(question.asked_at)} />
      ) : (
        <>
          <IndexTable.Cell>
            <QuestionProduct question={question} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <PersonAvatar name={question.questioner_name} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <div style={{ minWidth: '16rem', maxWidth: '28rem', whiteSpace: 'normal' }}>
              <Text as="span" breakWord>
                <span dir="auto">{question.body}</span>
              </Text>
            </div>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <QuestionAnswerBadge question={question} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <QuestionPublishBadge question={question} />
          </IndexTable.Cell>
          <IndexTable.Cell>{formatDate(question.asked_at)}</IndexTable.Cell>
          <IndexTable.Cell>
            <QuestionRowActions vm={vm} question={question} />
          </IndexTable.Cell>
        </>
      )}
    </ListIndexRow>
  );
});
