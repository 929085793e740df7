import { Box, DescriptionList, Modal } from '@shopify/polaris';

/** One line of the overlay: the key(s) to press and what they do, both already translated. */
export interface ShortcutHelpRow {
  readonly keys: string;
  readonly label: string;
}

export interface ShortcutHelpModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly rows: readonly ShortcutHelpRow[];
  /** When given, the dialog also gets a footer button with this label that closes it. */
  readonly closeLabel?: string;
}

/** The "?" overlay of a list screen: every key it answers to and what it does. */
export function ShortcutHelpModal({ open, onClose, title, rows, closeLabel }: ShortcutHelpModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      {...(closeLabel === undefined ? {} : { secondaryActions: [{ content: closeLabel, onAction: onClose }] })}
    >
      <Modal.Section>
        <Box>
          <DescriptionList items={rows.map(({ keys, label }) => ({ term: <kbd>{keys}</kbd>, description: label }))} />
        </Box>
      </Modal.Section>
    </Modal>
  );
}
