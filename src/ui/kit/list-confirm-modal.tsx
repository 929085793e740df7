import { Modal, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactElement } from 'react';
import { type ListShape } from '../../application/lists/list-definition';
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
  const pending = list.bulk.pending;
  return (
    <Modal
      open={pending !== null}
      onClose={() => list.bulk.cancel()}
      title={title(pending?.count ?? 0)}
      primaryAction={{ content: confirmLabel, destructive: true, onAction: () => void list.bulk.confirm() }}
      secondaryActions={[{ content: cancelLabel, onAction: () => list.bulk.cancel() }]}
    >
      <Modal.Section>
        <Text as="p">{body}</Text>
      </Modal.Section>
    </Modal>
  );
}

/** The "are you sure?" of a destructive change to rows (a delete), asked with `list.bulk.ask`. */
export const ListConfirmModal = observer(ListConfirmModalView) as <L extends ListShape>(props: ListConfirmModalProps<L>) => ReactElement;
