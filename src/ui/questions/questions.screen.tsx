import {
  Badge,
  Banner,
  BlockStack,
  Button,
  ButtonGroup,
  Card,
  EmptyState,
  IndexFilters,
  IndexTable,
  type IndexTableProps,
  IndexTableSelectionType,
  InlineStack,
  Modal,
  Page,
  Text,
  Thumbnail,
  useSetIndexFiltersMode,
} from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHORTCUT_KEYS, shortcutFor } from '../kit/keyboard-shortcuts';
import { ShortcutHelpModal } from '../kit/shortcut-help-modal';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { AnswerModal } from './answer-modal';
import { QaSettingsCard } from './qa-settings-card';
import { questionFilters } from './question-filters';
import { QUESTION_SHORTCUTS, QUESTION_TABS, QuestionsViewModel } from './questions.view-model';
import { type QuestionItem } from '../../domain/questions/question-item';

type SelectionChange = NonNullable<IndexTableProps['onSelectionChange']>;

const ROW_ATTRIBUTE = 'data-question-row';

/** Manage Q&A (/qa): list, filter, search by questioner, answer, publish and delete questions. */
export const QuestionsScreen = observer(function QuestionsScreen() {
  const { t, i18n } = useTranslation('questions');
  const vm = useViewModel(QuestionsViewModel);
  const location = useLocation();
  const { mode, setMode } = useSetIndexFiltersMode();

  useEffect(() => vm.syncFromUrl(location.search), [vm, location.search]);

  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);

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
}

const QuestionRow = observer(function QuestionRow({ vm, question, position, selected, formatDate }: QuestionRowProps) {
  const { t } = useTranslation('questions');
  const answered = question.answers.length > 0;
  const product = question.product_title || t('productMissing');
  return (
    <IndexTable.Row id={String(question.id)} position={position} selected={selected} tone={vm.focusedIndex === position ? 'subdued' : undefined}>
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
        document.querySelector<HTMLElement>(`[${ROW_ATTRIBUTE}="${String(id)}"] button`)?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [vm]);
}
