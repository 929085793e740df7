export interface NavMenuItem {
  readonly label: string;
  readonly destination: string;
}

/** The platform's app navigation (App Bridge `ui-nav-menu`); standalone shows its own top bar instead. */
export interface NavMenu {
  setItems(items: readonly NavMenuItem[]): void;
}
