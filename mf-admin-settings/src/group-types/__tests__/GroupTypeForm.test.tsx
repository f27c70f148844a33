import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { GroupTypeInput } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { GroupTypeForm, type GroupTypeFormProps } from '../GroupTypeForm';
import { validateGroupTypeForm } from '../group-type-form-model';
import { makeGroupType } from '../../shared/__tests__/fakes';

function renderForm(props: Partial<GroupTypeFormProps> = {}) {
  const onSubmit = jest.fn<ReturnType<GroupTypeFormProps['onSubmit']>, [GroupTypeInput]>(async () => ({ ok: true }));
  render(
    <AppProviders>
      <GroupTypeForm onSubmit={onSubmit} onCancel={jest.fn()} {...props} />
    </AppProviders>,
  );
  return { onSubmit };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const unlimited = () => screen.getByRole('checkbox', { name: 'Неограниченное количество учеников' }) as HTMLInputElement;

describe('GroupTypeForm', () => {
  it('starts with 10 places and the box unticked', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Добавить тип занятия' })).toBeTruthy();
    expect(input(/^Количество мест/).value).toBe('10');
    expect(unlimited().checked).toBe(false);
  });

  it("shows 'Введите название типа занятия' for a blank name and sends nothing", async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите название типа занятия')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['0', '', '-3', '2.5', 'abc'])("refuses %j places with 'Введите корректное количество мест (минимум 1)'", async (places) => {
    const { onSubmit } = renderForm();
    fireEvent.change(input(/^Название/), { target: { value: 'Группа' } });
    fireEvent.change(input(/^Количество мест/), { target: { value: places } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите корректное количество мест (минимум 1)')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and the number of places', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(input(/^Название/), { target: { value: ' Мини-группа ' } });
    fireEvent.change(input(/^Количество мест/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Мини-группа', total_places: 4 }));
  });

  it('when unlimited is ticked, then the places field is disabled and 0 is sent', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(input(/^Название/), { target: { value: 'Лекция' } });
    fireEvent.change(input(/^Количество мест/), { target: { value: '0' } });
    fireEvent.click(unlimited());
    expect(input(/^Количество мест/).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Лекция', total_places: 0 }));
  });

  it('opens an unlimited type with the box ticked', () => {
    renderForm({ groupType: makeGroupType({ name: 'Лекция', total_places: 0 }) });
    expect(screen.getByRole('heading', { name: 'Редактировать тип занятия' })).toBeTruthy();
    expect(input(/^Название/).value).toBe('Лекция');
    expect(unlimited().checked).toBe(true);
    expect(input(/^Количество мест/).disabled).toBe(true);
  });

  it('opens a limited type with its places, and unticking keeps them', async () => {
    const { onSubmit } = renderForm({ groupType: makeGroupType({ name: 'Пара', total_places: 2 }) });
    expect(input(/^Количество мест/).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Пара', total_places: 2 }));
  });

  it('puts a server field error on its field and keeps the form open', async () => {
    const onSubmit = jest.fn(async () => ({ ok: false as const, fieldErrors: { name: 'Такой тип уже есть' }, message: null }));
    renderForm({ onSubmit });
    fireEvent.change(input(/^Название/), { target: { value: 'Группа' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Такой тип уже есть')).toBeTruthy();
    expect(input(/^Название/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('validateGroupTypeForm', () => {
  it('ignores whatever is in the places field when unlimited', () => {
    expect(validateGroupTypeForm({ name: 'Лекция', unlimited: true, places: '' })).toEqual({
      ok: true,
      input: { name: 'Лекция', total_places: 0 },
    });
  });
});
