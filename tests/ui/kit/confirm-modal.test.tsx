// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmModal } from '../../../src/ui/kit/confirm-modal';
import { DialogAction } from '../../../src/ui/kit/dialog-action';
import { renderWithProviders } from '../../support/render-with-providers';

/** A delete confirmation made for this test: `answers` says how each press of Delete ends. */
const DeleteThing = observer(function DeleteThing({ answers }: { answers: (() => Promise<void>)[] }) {
  const [action] = useState(() => new DialogAction());
  const [open, setOpen] = useState(true);
  return (
    <ConfirmModal
      open={open}
      title="Delete the thing?"
      body="It cannot be brought back."
      confirmLabel="Delete"
      cancelLabel="Keep"
      destructive
      action={action}
      onConfirm={() => void action.run(answers.shift()!).then((done) => done && setOpen(false))}
      onCancel={() => setOpen(false)}
    />
  );
});

describe('ConfirmModal', () => {
  it('shows a refusal inside itself in the admin language, stays open, and closes once the retry succeeds', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const refused = new Promise<void>((_resolve, reject) => (refuse = reject));
    renderWithProviders(<DeleteThing answers={[() => refused, () => Promise.resolve()]} />, { language: 'de' });
    const user = userEvent.setup();
    await act(() => user.click(screen.getByRole('button', { name: 'Delete' })));
    // While it runs, Keep is off: the dialog cannot close under the running change.
    expect(screen.getByRole('button', { name: 'Keep' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      refuse(new Error('id: the thing is used by 3 e-mails'));
      await refused.catch(() => undefined);
    });
    expect(screen.getByText('Das konnte nicht ausgeführt werden')).toBeTruthy();
    expect(screen.getByText('id: the thing is used by 3 e-mails')).toBeTruthy();
    expect(screen.getByText('Delete the thing?')).toBeTruthy();

    await act(() => user.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(screen.queryByText('Delete the thing?')).toBeNull());
  });
});
