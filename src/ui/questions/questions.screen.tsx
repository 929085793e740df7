import {
  Banner,
  BlockStack,
  Card,
  EmptyState,
  IndexFilters,
  IndexTable,
  type IndexTableProps,
  IndexTableSelectionType,
  Modal,
  Page,
  Text,
  useSetIndexFiltersMode,
} from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHORTCUT_KEYS, shortcutFor } from '../kit/keyboard-shortcuts';
import { ShortcutHelpModal } from '../kit/shortcut-help-modal';
import { PersonAvatar } from '../kit/person-avatar';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { AnswerModal } from './answer-modal';
import { QaSettingsCard } from './qa-settings-card';
import { questionFilters } from './question-filters';
import { QUESTION_ROW_ATTRIBUTE, QuestionAnswerBadge, QuestionProduct, QuestionPublishBadge, QuestionRowActions, QuestionStackedRow } from './question-row-cells';
import { QUESTION_SHORTCUTS, QUESTION_TABS, QuestionsViewModel } from './questions.view-model';
import { type QuestionItem } from '../../domain/questions/question-item';

type SelectionChange = NonNullable<IndexTableProps['onSelectionChange']>;

/** Manage Q&A (/qa): list, filter, search by questioner, answer, publish and delete questions. */
export const QuestionsScreen = observer(function QuestionsScreen() {
  const { t } = useTranslation('questions');
  const vm = useViewModel(QuestionsViewModel);
  const location = useLocation();
  const { mode, setMode } = useSetIndexFiltersMode();

  useEffect(() => vm.syncFromUrl(location.search), [vm, location.search]);

  const formatDate = useShopDateFormat();
  const narrow = useNarrowLayout();

  useKeyboardModeration(vm);

  const onSelectionChange = useCallback<SelectionChange>(
    (type, toggle, selection) => {
      if (type === IndexTableSelectionType.Single && typeof selection === 'string') vm.toggleSelected(Number(selection));
      else if (type === IndexTableSelectionType.Page || type === IndexTableSelectionType.All) vm.setSelection(toggle ? vm.items.map((item) => item.id) : []);
      else if (Array.isArray(selection)) {
        const [start = 0, end = start] = selection;
        const ids = vm.items.slice(Math.min(start, end), Math.max(start, end) + 1).map((item) => item.id);
        vm.setSelection(toggle ? [...vm.selectedIds, ...ids] : vm.selectedIds.filter((id) => !ids.includes(id)));
      }
    },
    [vm],
  );

  const { filters, applied } = questionFilters(vm, t);
  const counts = vm.counts;
  const tabs = QUESTION_TABS.map((tab, index) => ({
    id: `qa-tab-${tab}`,
    content: t(`tabs.${tab}`),
    index,
    onAction: () => vm.selectTab(tab),
    isLocked: true,
    ...(tab !== 'all' && counts ? { badge: String(counts[tab]) } : {}),
  }));
  const selectedIds = vm.selectedIds;
  const focused = vm.focusedQuestion;

  return (
    <Page title={t('title')} fullWidth secondaryActions={[{ content: t('shortcuts.open'), onAction: () => vm.setHelpOpen(true) }]}>
      <BlockStack gap="400">
        {vm.status === 'error' && (
          <Banner tone="critical" title={t('error.title')} action={{ content: t('actions.retry'), onAction: () => vm.retry() }}>
            <p>{vm.errorMessage}</p>
          </Banner>
        )}
        <Card padding="0">
          <IndexFilters
            tabs={tabs}
            selected={QUESTION_TABS.indexOf(vm.selectedTab)}
            onSelect={(index) => {
              const tab = QUESTION_TABS[index];
              if (tab) vm.selectTab(tab);
            }}
            queryValue={vm.keywordInput}
            queryPlaceholder={t('search.placeholder')}
            onQueryChange={(value) => vm.setKeyword(value)}
            onQueryClear={() => vm.setKeyword('')}
            filters={filters}
            appliedFilters={applied}
            onClearAll={() => vm.clearAll()}
            mode={mode}
            setMode={setMode}
            cancelAction={{ onAction: () => undefined }}
            canCreateNewView={false}
            loading={vm.status === 'loading'}
          />
          <IndexTable
            // Below 768 px each question is a stacked card: seven columns left the question one character wide.
            condensed={narrow}
            resourceName={{ singular: t('resourceName.singular'), plural: t('resourceName.plural') }}
            itemCount={vm.items.length}
            selectedItemsCount={selectedIds.length}
            onSelectionChange={onSelectionChange}
            loading={vm.status === 'loading'}
            headings={[
              { title: t('columns.product') },
              { title: t('columns.questioner') },
              { title: t('columns.question') },
              { title: t('columns.answers') },
              { title: t('columns.status') },
              { title: t('columns.asked') },
              { title: t('columns.actions') },
            ]}
            promotedBulkActions={[
              { content: t('actions.publish'), onAction: () => void vm.setQuestionsPublished(selectedIds, true), disabled: vm.busy },
              { content: t('actions.unpublish'), onAction: () => void vm.setQuestionsPublished(selectedIds, false), disabled: vm.busy },
              { content: t('actions.delete'), onAction: () => vm.askDelete(selectedIds), disabled: vm.busy },
            ]}
            emptyState={<QuestionsEmptyState vm={vm} />}
            pagination={{
              hasNext: vm.hasNextPage,
              hasPrevious: vm.hasPreviousPage,
              onNext: () => vm.nextPage(),
              onPrevious: () => vm.previousPage(),
              label: `${vm.state.page} / ${vm.pageCount}`,
            }}
          >
            {vm.items.map((question, position) => (
              <QuestionRow
                key={question.id}
                vm={vm}
                question={question}
                position={position}
                selected={selectedIds.includes(question.id)}
                formatDate={formatDate}
                stacked={narrow}
              />
            ))}
          </IndexTable>
        </Card>
        <Text as="p" visuallyHidden>
          <span aria-live="polite">
            {focused ? t('focused', { position: vm.focusedIndex + 1, total: vm.items.length, name: focused.questioner_name }) : ''}
          </span>
        </Text>
        <QaSettingsCard />
      </BlockStack>
      <AnswerModal vm={vm} formatDate={formatDate} />
      <ShortcutHelpModal
        open={vm.helpOpen}
        onClose={() => vm.setHelpOpen(false)}
        title={t('shortcuts.title')}
        closeLabel={t('shortcuts.close')}
        rows={SHORTCUT_KEYS.filter(({ action }) => QUESTION_SHORTCUTS.includes(action)).map(({ key, action }) => ({
          keys: key,
          label: t(`shortcuts.${action}`),
        }))}
      />
      <Modal
        open={vm.pendingDelete !== null}
        onClose={() => vm.cancelDelete()}
        title={t('deleteModal.title', { count: vm.pendingDelete?.ids.length ?? 0 })}
        primaryAction={{ content: t('deleteModal.confirm'), destructive: true, loading: vm.busy, onAction: () => void vm.confirmDelete() }}
        secondaryActions={[{ content: t('deleteModal.cancel'), onAction: () => vm.cancelDelete() }]}
      >
        <Modal.Section>
          <Text as="p">{t('deleteModal.body')}</Text>
        </Modal.Section>
      </Modal>
      <ResourcePickerDialog
        open={vm.pickerOpen}
        type="product"
        action="Select"
        selectedIds={vm.state.productIds}
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
  readonly stacked: boolean;
}

const QuestionRow = observer(function QuestionRow({ vm, question, position, selected, formatDate, stacked }: QuestionRowProps) {
  return (
    <IndexTable.Row id={String(question.id)} position={position} selected={selected} tone={vm.focusedIndex === position ? 'subdued' : undefined}>
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
    </IndexTable.Row>
  );
});

const QuestionsEmptyState = observer(function QuestionsEmptyState({ vm }: { vm: QuestionsViewModel }) {
  const { t } = useTranslation('questions');
  if (vm.emptyKind === 'noMatch') {
    return (
      <EmptyState heading={t('empty.noMatchTitle')} image="" action={{ content: t('empty.clear'), onAction: () => vm.clearAll() }}>
        <p>{t('empty.noMatch')}</p>
      </EmptyState>
    );
  }
  if (vm.emptyKind === 'noQuestions') {
    return (
      <EmptyState heading={t('empty.noQuestionsTitle')} image="">
        <p>{t('empty.noQuestions')}</p>
      </EmptyState>
    );
  }
  return null;
});

/** j/k/p/u/x/r on the focused row and ? for the help overlay (src/ui/kit/keyboard-shortcuts), never while typing or in a dialog. */
function useKeyboardModeration(vm: QuestionsViewModel): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutFor(event, {
        target: target && { tagName: target.tagName, isContentEditable: target.isContentEditable, role: target.getAttribute('role') },
        modalOpen: vm.isModalOpen || document.querySelector('[role="dialog"]') !== null,
      });
      if (action === null || !vm.handleShortcut(action)) return;
      event.preventDefault();
      if (action === 'next' || action === 'previous') {
        const id = vm.focusedQuestion?.id;
        document.querySelector<HTMLElement>(`[${QUESTION_ROW_ATTRIBUTE}="${String(id)}"] button`)?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [vm]);
}
