import { BlockStack, Modal, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { type DialogActionState } from './dialog-action';
import { DialogFailure } from './dialog-failure';

export interface ConfirmModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly body: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** A confirmation that deletes or undoes something: its button is red. */
  readonly destructive?: boolean;
  /** The confirmed change's state: the button spins while it runs and its failure shows here. */
  readonly action: DialogActionState;
  /** Another change is running: the confirmation waits for it (its button spins). */
  readonly waiting?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * "Are you sure?": it stays open while the confirmed change runs (it cannot be dismissed then),
 * closes when the change is done, and shows a refusal inside itself (docs/product/errors.md#dialogs).
 */
export const ConfirmModal = observer(function ConfirmModal({ open, title, body, confirmLabel, cancelLabel, destructive = false, action, waiting = false, onConfirm, onCancel }: ConfirmModalProps) {
  const cancel = () => {
    if (!action.running) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      primaryAction={{ content: confirmLabel, destructive, loading: action.running || waiting, onAction: onConfirm }}
      secondaryActions={[{ content: cancelLabel, disabled: action.running, onAction: cancel }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          <DialogFailure action={action} />
          {typeof body === 'string' ? <Text as="p">{body}</Text> : body}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
});
