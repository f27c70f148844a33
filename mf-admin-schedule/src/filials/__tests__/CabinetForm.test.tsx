import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '@diary/web-kit';
import { CabinetForm } from '../CabinetForm';
import type { CabinetPayload } from '../filial-form-model';

function renderForm(onSubmit: (payload: CabinetPayload) => Promise<{ ok: true }>) {
  render(
    <AppProviders>
      <CabinetForm filialId={7} onSubmit={onSubmit} onCancel={jest.fn()} />
    </AppProviders>,
  );
}

describe('CabinetForm', () => {
  it("shows 'Название кабинета обязательно' and sends nothing for a blank name", () => {
    const onSubmit = jest.fn(async () => ({ ok: true as const }));
    renderForm(onSubmit);
    expect(screen.getByRole('dialog', { name: 'Создать кабинет' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Создать кабинет' }));
    expect(screen.getByText('Название кабинета обязательно')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the cabinet of this branch and reads 'Создание...' while saving", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    const onSubmit = jest.fn(() => new Promise<{ ok: true }>((resolve) => (finish = resolve)));
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText(/Название кабинета/), { target: { value: ' 101 ' } });
    fireEvent.change(screen.getByLabelText(/Вместимость/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать кабинет' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '101', filial_id: 7, quantity: 12, color: '#007bff' });
    expect((screen.getByRole('button', { name: 'Создание...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish({ ok: true }));
  });
});
