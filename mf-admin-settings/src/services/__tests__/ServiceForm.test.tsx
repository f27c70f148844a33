import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_MESSAGES, serviceSchema } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { ServiceForm, type ServiceFormProps } from '../ServiceForm';
import { validateServiceForm, type ServicePayload } from '../service-form-model';
import { makeGroupType, makeService } from '../../shared/__tests__/fakes';

const group = makeGroupType({ id: 1, name: 'Групповое' });
const solo = makeGroupType({ id: 2, name: 'Индивидуальное' });

function renderForm(props: Partial<ServiceFormProps> = {}) {
  const onSubmit = jest.fn<ReturnType<ServiceFormProps['onSubmit']>, [ServicePayload]>(async () => ({ ok: true }));
  render(
    <AppProviders>
      <ServiceForm groupTypes={[group, solo]} groupTypesLoading={false} onSubmit={onSubmit} onCancel={jest.fn()} {...props} />
    </AppProviders>,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

async function chooseGroupType(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Тип группы/ }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

describe('service form validation (docs/product/rules.md "Service")', () => {
  it('reports the missing fields in the documented order', () => {
    const parsed = serviceSchema.safeParse({ name: '', group_type_id: '', duration_minutes: '', price: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([
      SERVICE_MESSAGES.nameRequired,
      SERVICE_MESSAGES.groupTypeRequired,
      SERVICE_MESSAGES.durationRequired,
      SERVICE_MESSAGES.priceRequired,
    ]);
  });

  it('gives each field its first message: missing before invalid', () => {
    expect(validateServiceForm({ name: 'X', group_type_id: '1', duration_minutes: '', price: '-5' })).toEqual({
      ok: false,
      errors: { duration_minutes: SERVICE_MESSAGES.durationRequired, price: SERVICE_MESSAGES.priceInvalid },
    });
    expect(validateServiceForm({ name: 'X', group_type_id: '1', duration_minutes: '1.5', price: '0' })).toEqual({
      ok: false,
      errors: { duration_minutes: SERVICE_MESSAGES.durationInvalid, price: SERVICE_MESSAGES.priceInvalid },
    });
  });

  it('sends duration as an integer and price as a decimal number', () => {
    expect(validateServiceForm({ name: ' Химия ', group_type_id: '2', duration_minutes: '90', price: '1499,9' }, 5)).toEqual({
      ok: true,
      payload: { kind: 'update', id: 5, input: { name: 'Химия', group_type_id: 2, duration_minutes: 90, price: 1499.9 } },
    });
  });
});

describe('ServiceForm', () => {
  it('shows the four required messages on their fields and sends nothing', async () => {
    const { onSubmit } = renderForm();
    expect(screen.getByRole('heading', { name: 'Создать услугу' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Создать услугу' }));
    expect(await screen.findByText('Название услуги обязательно')).toBeTruthy();
    expect(screen.getByText('Тип группы обязателен')).toBeTruthy();
    expect(screen.getByText('Длительность обязательна')).toBeTruthy();
    expect(screen.getByText('Стоимость обязательна')).toBeTruthy();
    expect(input(/^Название услуги/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a zero duration and a negative price with the documented texts', async () => {
    const { onSubmit } = renderForm();
    type(/^Название услуги/, 'Химия');
    await chooseGroupType('Групповое');
    type(/^Длительность \(мин\)/, '0');
    type(/^Стоимость \(руб\.\)/, '-100');
    fireEvent.click(screen.getByRole('button', { name: 'Создать услугу' }));
    expect(await screen.findByText('Длительность должна быть положительным числом')).toBeTruthy();
    expect(screen.getByText('Стоимость должна быть положительным числом')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('creates a service with the chosen group type', async () => {
    const { onSubmit } = renderForm();
    type(/^Название услуги/, 'Химия, группа');
    await chooseGroupType('Индивидуальное');
    type(/^Длительность \(мин\)/, '45');
    type(/^Стоимость \(руб\.\)/, '1500');
    expect(input(/^Длительность \(мин\)/).min).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Создать услугу' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        kind: 'create',
        input: { name: 'Химия, группа', group_type_id: 2, duration_minutes: 45, price: 1500 },
      }),
    );
  });

  it("shows 'Загрузка...' while the group types load", () => {
    renderForm({ groupTypes: [], groupTypesLoading: true });
    expect(screen.getByRole('combobox', { name: /Тип группы/ }).textContent).toContain('Загрузка...');
  });

  it('edits: the fields come from the row and the button saves the changes', async () => {
    const service = makeService({ id: 12, name: 'Английский', groupType: group, group_type_id: 1, duration_minutes: 60, price: 990.5 });
    const { onSubmit } = renderForm({ service });
    expect(screen.getByRole('heading', { name: 'Редактировать услугу' })).toBeTruthy();
    expect(input(/^Название услуги/).value).toBe('Английский');
    expect(screen.getByRole('combobox', { name: /Тип группы/ }).textContent).toContain('Групповое');
    expect(input(/^Длительность \(мин\)/).value).toBe('60');
    expect(input(/^Стоимость \(руб\.\)/).value).toBe('990.5');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        kind: 'update',
        id: 12,
        input: { name: 'Английский', group_type_id: 1, duration_minutes: 60, price: 990.5 },
      }),
    );
  });

  it('puts a server field error on its field', async () => {
    const onSubmit = jest.fn(async () => ({
      ok: false as const,
      fieldErrors: { group_type_id: 'Тип группы не найден' },
      message: null,
    }));
    renderForm({ onSubmit });
    type(/^Название услуги/, 'Химия');
    await chooseGroupType('Групповое');
    type(/^Длительность \(мин\)/, '45');
    type(/^Стоимость \(руб\.\)/, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Создать услугу' }));
    expect(await screen.findByText('Тип группы не найден')).toBeTruthy();
  });
});
