import { type Translations } from '../../application/i18n/translations.port';
import { SAVE_BAR_ID, type SaveBar, type SaveBarState } from '../../application/platform/save-bar.port';
import { type ShopifyGlobal } from './shopify-global';

/**
 * The Shopify admin's contextual save bar: a `<ui-save-bar id="tt-save-bar">` made once, whose
 * primary button is Save and whose other button is Discard (App Bridge forwards the bar's clicks
 * to them). The message is the admin's own ("Unsaved changes").
 */
export class AppBridgeSaveBar implements SaveBar {
  private state: SaveBarState | null = null;
  private shown = false;
  private parts: { readonly save: HTMLButtonElement; readonly discard: HTMLButtonElement } | null = null;

  constructor(
    private readonly shopify: ShopifyGlobal,
    private readonly document: Document,
    private readonly translations: Translations,
  ) {}

  show(state: SaveBarState): void {
    this.state = state;
    const { save, discard } = this.elements();
    save.textContent = this.translations.translate('overlays:saveBar.save');
    discard.textContent = this.translations.translate('overlays:saveBar.discard');
    save.toggleAttribute('loading', state.saving);
    save.disabled = state.saveDisabled ?? false;
    discard.disabled = state.saving;
    if (!this.shown) {
      this.shown = true;
      void this.shopify.saveBar.show(SAVE_BAR_ID);
    }
  }

  hide(): void {
    this.state = null;
    if (!this.shown) return;
    this.shown = false;
    this.parts?.save.removeAttribute('loading');
    void this.shopify.saveBar.hide(SAVE_BAR_ID);
  }

  private elements() {
    if (this.parts) return this.parts;
    const bar = this.document.createElement('ui-save-bar');
    bar.id = SAVE_BAR_ID;
    const save = this.document.createElement('button');
    save.setAttribute('variant', 'primary');
    save.addEventListener('click', () => this.state?.onSave());
    const discard = this.document.createElement('button');
    discard.addEventListener('click', () => this.state?.onDiscard());
    bar.append(save, discard);
    this.document.body.append(bar);
    this.parts = { save, discard };
    return this.parts;
  }
}
