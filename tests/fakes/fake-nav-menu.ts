import { type NavMenu, type NavMenuItem } from '../../src/application/platform/nav-menu.port';

export class FakeNavMenu implements NavMenu {
  items: readonly NavMenuItem[] = [];

  setItems(items: readonly NavMenuItem[]): void {
    this.items = items;
  }
}
