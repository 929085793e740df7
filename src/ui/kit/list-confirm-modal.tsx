import { observer } from 'mobx-react-lite';
import { type ReactElement } from 'react';
import { type ListShape } from '../../application/lists/list-definition';
import { ConfirmModal } from './confirm-modal';
import { type ListViewModel } from './list-view-model';

export interface ListConfirmModalProps<L extends ListShape> {
  readonly list: ListViewModel<L>;
  /** The question, for the number of rows the change touches. */
  readonly title: (count: number) => string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
}

function ListConfirmModalView<L extends ListShape>({ list, title, body, confirmLabel, cancelLabel }: ListConfirmModalProps<L>) {
  const { pending, confirmation } = list.bulk;
  return (
    <ConfirmModal
      open={pending !== null}
      title={title(pending?.count ?? 0)}
      body={body}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive
      action={confirmation}
      waiting={list.bulk.running && !confirmation.running}
      onConfirm={() => void list.bulk.confirm()}
      onCancel={() => list.bulk.cancel()}
    />
  );
}

/** The "are you sure?" of a destructive change to rows (a delete), asked with `list.bulk.ask`. */
export const ListConfirmModal = observer(ListConfirmModalView) as <L extends ListShape>(props: ListConfirmModalProps<L>) => ReactElement;
