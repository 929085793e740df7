/** A bulk action of a list's header or select-mode bar (`promoted` ones show as buttons, the others in its menu). */
export interface ListBulkAction {
  readonly content: string;
  readonly onAction: () => void;
  readonly promoted?: boolean;
  readonly destructive?: boolean;
  readonly disabled?: boolean;
}
