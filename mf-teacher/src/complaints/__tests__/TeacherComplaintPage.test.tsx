import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@diary/common/ui';
import { validateTeacherComplaint } from '../complaint-model';
import { TeacherComplaintPage } from '../TeacherComplaintPage';
import { TeacherComplaintStore } from '../TeacherComplaintStore';

const TEACHERS = [
  { id: 7, fullName: 'Учителева Анна', first_name: 'Анна', second_name: 'Учителева', last_name: null },
  { id: 8, fullName: 'Преподов Олег', first_name: 'Олег', second_name: 'Преподов', last_name: null },
];

describe('validateTeacherComplaint (SPEC §5 "Complaint", teacher side)', () => {
  const teachers = TEACHERS.map(({ id, fullName }) => ({ id, fullName }));

  it('an unmatched name, a missing date and comment say the SPEC texts', () => {
    expect(validateTeacherComplaint(teachers, null, 'Неизвестный', '', '')).toEqual({
      ok: false,
      errors: {
        teacher: 'Учитель с таким именем не найден! Попробуйте ввести данные еще раз',
        incidentDate: 'Укажите дату инцидента',
        comment: 'Опишите проблему',
      },
    });
  });

  it('a typed full name resolves to the teacher (case and ё aside)', () => {
    expect(validateTeacherComplaint(teachers, null, 'преподов олег', '2025-03-14', ' Не пришёл ')).toEqual({
      ok: true,
      payload: { teacherId: 8, incidentDate: '2025-03-14', comment: 'Не пришёл' },
    });
  });
});

function setup(post: jest.Mock) {
  const http = { get: jest.fn(async () => TEACHERS), post };
  const store = new TeacherComplaintStore({ http: http as unknown as ConstructorParameters<typeof TeacherComplaintStore>[0]['http'], currentUserId: () => 7, log: jest.fn() });
  render(
    <AppProviders>
      <TeacherComplaintPage store={store} />
    </AppProviders>,
  );
  return { http, store };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('TeacherComplaintPage', () => {
  it("offers the other teachers, sends the complaint, says 'Успешно отправлено' and clears", async () => {
    const post = jest.fn(async () => ({ id: 1 }));
    const { http } = setup(post);
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('users/teachers'));
    expect(screen.getByRole('heading', { level: 1, name: 'Пожаловаться' })).toBeTruthy();
    expect(field(/^Учитель/).placeholder).toBe('Начните вводить имя учителя');
    fireEvent.change(field(/^Учитель/), { target: { value: 'Учит' } });
    expect(screen.queryByRole('option', { name: 'Учителева Анна' })).toBeNull();
    fireEvent.change(field(/^Учитель/), { target: { value: 'Преп' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Преподов Олег' }));
    fireEvent.change(field(/^Дата инцидента/), { target: { value: '2025-03-14' } });
    fireEvent.change(field(/^Опишите проблему/), { target: { value: 'Не пришёл на замену' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Успешно отправлено')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('complaint', { teacherId: 8, incidentDate: '2025-03-14', comment: 'Не пришёл на замену' });
    expect(field(/^Учитель/).value).toBe('');
    expect(field(/^Опишите проблему/).value).toBe('');
  });

  it('refuses an unknown teacher without sending, and shows the failure text when the API fails', async () => {
    const post = jest.fn(async () => {
      throw new Error('down');
    });
    setup(post);
    await act(async () => {});
    fireEvent.change(field(/^Учитель/), { target: { value: 'Никто Никакой' } });
    fireEvent.change(field(/^Опишите проблему/), { target: { value: 'Текст' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Учитель с таким именем не найден! Попробуйте ввести данные еще раз')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(field(/^Учитель/), { target: { value: 'Преподов Олег' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Произошла ошибка при отправке жалобы')).toBeTruthy();
  });
});
