import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { failing, makeHttp, shownDate, TEACHERS, typeDate, type Route } from '@diary/web-kit/testing';
import { formatDate } from '@diary/common/format';
import { AppProviders } from '../../AppProviders';
import { ComplaintForm, type ComplaintFormProps } from '../ComplaintForm';
import { ComplaintStore } from '../ComplaintStore';

function renderForm(routes: Record<string, Route> = {}, props: Partial<ComplaintFormProps> = {}) {
  const { http, calls } = makeHttp({ 'GET users/teachers': () => TEACHERS, 'POST complaint': () => ({ id: 1 }), ...routes });
  const log = jest.fn();
  // the signed-in teacher is Учителева Анна (7)
  const store = new ComplaintStore({ http, currentUserId: () => 7, log });
  render(
    <AppProviders>
      <ComplaintForm title="Пожаловаться" store={store} {...props} />
    </AppProviders>,
  );
  return { http, calls, log };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

describe('ComplaintForm', () => {
  it("offers the other teachers, sends POST complaint, says 'Успешно отправлено' and clears", async () => {
    const { http, calls } = renderForm();
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('users/teachers'));
    expect(screen.getByRole('heading', { level: 1, name: 'Пожаловаться' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Пожаловаться' })).toBeTruthy();
    expect(field(/^Учитель/).placeholder).toBe('Начните вводить имя учителя');
    expect(shownDate(/^Дата инцидента/)).toBe(formatDate(new Date()));
    expect(field(/^Опишите проблему/).placeholder).toBe('Опишите проблему');
    type(/^Учитель/, 'Учит');
    expect(screen.queryByRole('option', { name: 'Учителева Анна' })).toBeNull();
    type(/^Учитель/, 'Преп');
    fireEvent.click(await screen.findByRole('option', { name: 'Преподов Олег' }));
    typeDate(/^Дата инцидента/, '14.03.2025');
    type(/^Опишите проблему/, 'Не пришёл на замену');
    send();
    expect((await screen.findByRole('status')).textContent).toBe('Успешно отправлено');
    expect(posts(calls)).toEqual([
      { method: 'POST', path: 'complaint', arg: { teacherId: 8, incidentDate: '2025-03-14', comment: 'Не пришёл на замену' } },
    ]);
    expect(field(/^Учитель/).value).toBe('');
    expect(field(/^Опишите проблему/).value).toBe('');
  });

  it("refuses an unknown teacher without sending; a failure says 'Произошла ошибка при отправке жалобы', whatever the API said", async () => {
    const { calls } = renderForm({ 'POST complaint': failing(403, 'Недостаточно прав', 'FORBIDDEN') });
    await act(async () => {});
    type(/^Учитель/, 'Никто Никакой');
    type(/^Опишите проблему/, 'Текст');
    send();
    expect(await screen.findByText('Учитель с таким именем не найден! Попробуйте ввести данные еще раз')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    type(/^Учитель/, 'Преподов Олег');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Произошла ошибка при отправке жалобы');
    expect(posts(calls)).toHaveLength(1);
  });

  it("with serverMessages, the API's refusal is shown; any other failure says 'Произошла ошибка при отправке жалобы'", async () => {
    let refusals = 0;
    const { calls } = renderForm(
      {
        'POST complaint': (arg) => {
          refusals += 1;
          if (refusals === 1) return failing(403, 'Недостаточно прав', 'FORBIDDEN')(arg);
          throw new Error('down');
        },
      },
      { serverMessages: true },
    );
    await act(async () => {});
    type(/^Учитель/, 'Преподов Олег');
    type(/^Опишите проблему/, 'Текст');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Недостаточно прав');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Произошла ошибка при отправке жалобы'));
    expect(posts(calls)).toHaveLength(2);
  });

  it('when the teachers do not load, then by default it is only logged', async () => {
    const { log } = renderForm({ 'GET users/teachers': failing(500) });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Ошибка при загрузке учителей', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("with reportTeachersFailure, a list that does not load says 'Не удалось загрузить список учителей'", async () => {
    renderForm({ 'GET users/teachers': failing(500) }, { reportTeachersFailure: true, title: 'Жалоба на учителя' });
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось загрузить список учителей');
    expect(screen.getByRole('heading', { level: 1, name: 'Жалоба на учителя' })).toBeTruthy();
  });
});
