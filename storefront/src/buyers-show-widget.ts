/**
 * starling-buyers-show.js: a tile of the buyers' show opens its review in the native modal
 * <dialog> Liquid drew (focus kept inside, Escape closes); closing, by the button, Escape or a
 * click beside it, gives focus back to the tile (docs/product/storefront.md#showcase).
 */
function wireShows(section: HTMLElement): void {
  for (const opener of section.querySelectorAll<HTMLButtonElement>('[data-starling-open]')) {
    const dialog = document.getElementById(opener.dataset.starlingOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    opener.addEventListener('click', () => {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('[data-starling-close]')?.focus();
    });
    dialog.querySelector('[data-starling-close]')?.addEventListener('click', () => dialog.close());
    // A click on the backdrop lands on the dialog itself, outside its content.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => opener.focus());
  }
}

for (const section of document.querySelectorAll<HTMLElement>('[data-starling-shows]')) wireShows(section);
