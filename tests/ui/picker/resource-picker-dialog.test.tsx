// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { ResourcePickerDialog } from '../../../src/ui/picker/resource-picker-dialog';
import { ResourcePickerPageScreen } from '../../../src/ui/picker/resource-picker-page.screen';
import { type FakePickerCatalog, fakeProduct } from '../../fakes/fake-picker-catalog';
import { type FakePickerEvents } from '../../fakes/fake-picker-events';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function containerWith(products = [fakeProduct('p1', 'Wool Scarf', ['Red', 'Blue'], '24.50'), fakeProduct('p2', 'Tea Tin', [], '8.00')]) {
  const container = createTestContainer();
  if (!container.isBound(TOKENS.Clock)) container.bind(TOKENS.Clock).toConstantValue({ now: () => 0 });
  const catalog = container.get<FakePickerCatalog>(TOKENS.PickerCatalog);
  catalog.products = products;
  catalog.currencyFormat = '£{{amount}}';
  return { container, catalog, events: container.get<FakePickerEvents>(TOKENS.PickerEvents) };
}

describe('ResourcePickerDialog', () => {
  it('lists products with variants, checks them by the tri-state rules and hands over the choice', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = containerWith();
    renderWithProviders(<ResourcePickerDialog open type="product" onSelect={onSelect} onCancel={() => undefined} />, { container });

    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    const scarf = await within(dialog).findByRole('checkbox', { name: 'Wool Scarf' });
    expect(within(dialog).getByText('0/2 products selected')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Select' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getAllByText('£24.50')).toHaveLength(2);

    await user.click(scarf);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Red' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Blue' }).checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blue' }));
    const mixed = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Wool Scarf' });
    expect(mixed.getAttribute('aria-checked')).toBe('mixed');
    expect(mixed.indeterminate).toBe(true);
    expect(within(dialog).getByText('1/2 products selected')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'p1', title: 'Wool Scarf', variants: [{ id: 'p1-v1', title: 'Red', price: '24.50' }] }),
    ]);
  });

  it('disables the other items at the limit and titles itself by the action', async () => {
    const user = userEvent.setup();
    const { container } = containerWith();
    renderWithProviders(<ResourcePickerDialog open type="product" action="Select" limit={1} onSelect={() => undefined} onCancel={() => undefined} />, {
      container,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select products' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Tea Tin' }));
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Wool Scarf' }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Red' }).disabled).toBe(true);
  });

  it('searches after typing stops and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { container, catalog } = containerWith();
    renderWithProviders(<ResourcePickerDialog open type="product" onSelect={() => undefined} onCancel={() => undefined} />, { container });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'Tea Tin' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search products' }), 'zzz');
    expect(await within(dialog).findByText('No products match your search.')).toBeTruthy();
    expect(catalog.listCalls.map((call) => call.params.keyword)).toEqual(['', 'zzz']);
  });

  it('counts the footer against the catalog while a search hides choices: 2/3, never 2/1', async () => {
    const user = userEvent.setup();
    const { container } = containerWith([fakeProduct('p1', 'Wool Scarf', ['Red'], '24.50'), fakeProduct('p2', 'Tea Tin', [], '8.00'), fakeProduct('p3', 'Mug')]);
    renderWithProviders(<ResourcePickerDialog open type="product" onSelect={() => undefined} onCancel={() => undefined} />, { container });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Tea Tin' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mug' }));
    expect(within(dialog).getByText('2/3 products selected')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search products' }), 'scarf');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Tea Tin' })).toBeNull());
    expect(within(dialog).getByRole('checkbox', { name: 'Wool Scarf' })).toBeTruthy();
    expect(within(dialog).getByText('2/3 products selected')).toBeTruthy();
  });

  it('shows the empty store and a cancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { container } = containerWith();
    container.get<FakePickerCatalog>(TOKENS.PickerCatalog).collections = [];
    renderWithProviders(<ResourcePickerDialog open type="collection" onSelect={() => undefined} onCancel={onCancel} />, { container });
    const dialog = await screen.findByRole('dialog', { name: 'Add collections' });
    expect(await within(dialog).findByText("Your store doesn't have any collections yet.")).toBeTruthy();
    expect(within(dialog).getByText('0/0 collections selected')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows a labelled spinner while loading and the network error in the dialog', async () => {
    const { container, catalog } = containerWith();
    const release = catalog.holdAppInfo();
    catalog.listAnswers.push(new TypeError('Failed to fetch'));
    renderWithProviders(<ResourcePickerDialog open type="product" onSelect={() => undefined} onCancel={() => undefined} />, { container });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading products');
    release();
    expect(await screen.findByText('Network error. Please try again later.')).toBeTruthy();
  });
});

describe('ResourcePickerPageScreen (public /resource_picker)', () => {
  it('opens from the window-name config, tells the host it is ready and posts the selection', async () => {
    const user = userEvent.setup();
    const { container, events } = containerWith();
    events.hostConfig = JSON.stringify({ appId: 'starling-qa', type: 'product', selectedIds: ['p2'], origin: 'https://qa.example', shop: 'demo-store.myshopify.com' });
    renderWithProviders(<ResourcePickerPageScreen />, { container, path: '/resource_picker' });
    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    await waitFor(() => expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Tea Tin' }).checked).toBe(true));
    expect(events.connectedOrigin).toBe('https://qa.example');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(events.types).toEqual(['ready', 'select']);
    expect(events.posted[1]?.payload).toMatchObject({ type: 'product', selection: [{ id: 'p2', title: 'Tea Tin' }] });
  });

  it('shows a clear error for a malformed window name instead of crashing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, events } = containerWith();
    events.hostConfig = '{not json';
    renderWithProviders(<ResourcePickerPageScreen />, { container, path: '/resource_picker' });
    expect(await screen.findByText("The picker's settings could not be read.")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events.posted).toEqual([]);
    error.mockRestore();
  });

  it('refuses a host origin that is not allowed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, events } = containerWith();
    events.hostConfig = JSON.stringify({ appId: 'starling-qa', origin: '*' });
    events.connectResult = 'origin-refused';
    renderWithProviders(<ResourcePickerPageScreen />, { container, path: '/resource_picker' });
    expect(await screen.findByText("The page that opened the picker isn't allowed to use it.")).toBeTruthy();
    error.mockRestore();
  });
});
