import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Confirm } from '../crud/store-deps';
import { useConfirm } from '../use-confirm';

function Harness({ onReady }: { onReady: (confirm: Confirm) => void }) {
  const [confirm, dialog] = useConfirm();
  onReady(confirm);
  return <>{dialog}</>;
}

function setup() {
  let confirm!: Confirm;
  render(<Harness onReady={(c) => (confirm = c)} />);
  return () => confirm;
}

describe('useConfirm', () => {
  it('resolves true on the confirm button and false on Отмена', async () => {
    const confirm = setup();
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = confirm()('Удалить?');
    });
    expect(screen.getByText('Удалить?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await expect(answer).resolves.toBe(true);

    await act(async () => {
      answer = confirm()('Точно?');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('Точно?')).toBeNull());
  });

  it("focuses 'Отмена', not the destructive button, so Enter out of habit changes nothing", async () => {
    const confirm = setup();
    await act(async () => {
      void confirm()('Удалить навсегда?');
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Отмена' })));
  });

  it('answers false to a question replaced by a new one', async () => {
    const confirm = setup();
    let first!: Promise<boolean>;
    await act(async () => {
      first = confirm()('Первый?');
      void confirm()('Второй?');
    });
    await expect(first).resolves.toBe(false);
    expect(screen.getByText('Второй?')).toBeTruthy();
  });
});
