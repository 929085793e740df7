import { type NavMenu, type NavMenuItem } from '../../application/platform/nav-menu.port';

const HOME = '/';

/**
 * The Shopify admin's app menu: one `<ui-nav-menu>` whose first anchor (rel="home") names the
 * app's home and whose other anchors are the menu. Calling again (say, after a language change)
 * rewrites the anchors in place.
 */
export class AppBridgeNavMenu implements NavMenu {
  private menu: HTMLElement | null = null;

  constructor(private readonly document: Document) {}

  setItems(items: readonly NavMenuItem[]): void {
    const menu = this.element();
    const home = this.anchor(HOME, items.find((item) => item.destination === HOME)?.label ?? '');
    home.rel = 'home';
    const links = items.filter((item) => item.destination !== HOME).map((item) => this.anchor(item.destination, item.label));
    menu.replaceChildren(home, ...links);
  }

  private element(): HTMLElement {
    if (!this.menu) {
      this.menu = this.document.createElement('ui-nav-menu');
      this.document.body.append(this.menu);
    }
    return this.menu;
  }

  private anchor(href: string, label: string): HTMLAnchorElement {
    const anchor = this.document.createElement('a');
    anchor.href = href;
    anchor.textContent = label;
    return anchor;
  }
}
