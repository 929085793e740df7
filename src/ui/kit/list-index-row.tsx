import { Checkbox, IndexTable, type IndexTableRowProps } from '@shopify/polaris';
import { createContext, type MouseEvent, useContext } from 'react';

/** What a stacked row needs while the list is in select mode; null outside it (and on wide screens). */
export interface ListRowSelectMode {
  /** Selects or unselects the row whose `IndexTable.Row` id is `rowId`. */
  readonly toggle: (rowId: string) => void;
  /** The checkbox's label when the row gives none ("Select order"). */
  readonly defaultLabel: string;
}

export const ListRowSelectModeContext = createContext<ListRowSelectMode | null>(null);

export type ListIndexRowProps = Pick<IndexTableRowProps, 'id' | 'position' | 'selected' | 'tone' | 'onClick' | 'accessibilityLabel' | 'children'>;

const keepClickOnCheckbox = (event: MouseEvent) => event.stopPropagation();

/**
 * A row of a kit list: Polaris' `IndexTable.Row`, plus, in the small screens' select mode, a
 * checkbox in front of the stacked row, and a tap anywhere on the row selects it instead of
 * opening it (Polaris 13 draws no checkboxes on condensed rows).
 */
export function ListIndexRow(props: ListIndexRowProps) {
  const selectMode = useContext(ListRowSelectModeContext);
  if (selectMode === null) return <IndexTable.Row {...props} />;
  const { id, children, accessibilityLabel, selected = false } = props;
  return (
    <IndexTable.Row {...props} onClick={() => selectMode.toggle(id)}>
      <div className="ListIndexRow-selectable">
        <div className="ListIndexRow-checkbox" onClick={keepClickOnCheckbox}>
          <Checkbox label={accessibilityLabel ?? selectMode.defaultLabel} labelHidden checked={selected} onChange={() => selectMode.toggle(id)} />
        </div>
        <div className="ListIndexRow-content">{children}</div>
      </div>
    </IndexTable.Row>
  );
}
