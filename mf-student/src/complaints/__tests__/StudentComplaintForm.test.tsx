import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { can, type Permission } from '@diary/common';
import { AppProviders } from '@diary/common/ui';
import { ApiError } from 'mf_auth/session';
import { ComplaintPage } from '../ComplaintPage';
import { validateStudentComplaint } from '../complaint-model';
import { StudentComplaintForm } from '../StudentComplaintForm';

const TEACHERS = [
  { id: 7, fullName: 'Учителева Анна', first_name: 'Анна', second_name: 'Учителева', last_name: null },
  { id: 8, fullName: 'Преподов Олег', first_name: 'Олег', second_name: 'Преподов', last_name: null },
];

const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: {
    get user() {
      return { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: null };
    },
    can: (permission: Permission) => can('STUDENT', permission),
  },
}));

beforeEach(() => jest.clearAllMocks());

describe('validateStudentComplaint (SPEC §5 "Complaint")', () => {
  const teachers = TEACHERS.map(({ id, fullName }) => ({ id, fullName }));

  it('an unmatched name, a missing date and comment say the SPEC texts', () => {
    expect(validateStudentComplaint(teachers, null, 'Неизвестный', '', '')).toEqual({
      ok: false,
      errors: {
        teacher: 'Учитель с таким именем не найден! Попробуйте ввести данные еще раз',
        incidentDate: 'Укажите дату инцидента',
        comment: 'Опишите проблему',
      },
    });
  });

  it('a typed full name resolves to the teacher; the payload names no student (the API records the sender)', () => {
    expect(validateStudentComplaint(teachers, null, 'преподов олег', '2025-03-14', ' Кричал ')).toEqual({
      ok: true,
      payload: { teacherId: 8, incidentDate: '2025-03-14', comment: 'Кричал' },
    });
  });
});

function renderForm(post: jest.Mock, get: jest.Mock = jest.fn(async () => TEACHERS)) {
  render(
    <AppProviders>
      <StudentComplaintForm http={{ get, post } as never} />
    </AppProviders>,
  );
  return { get };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('StudentComplaintForm', () => {
  it("offers the teachers, sends POST complaint, says 'Успешно отправлено' and clears", async () => {
    const post = jest.fn(async () => ({ id: 1 }));
    const { get } = renderForm(post);
    await waitFor(() => expect(get).toHaveBeenCalledWith('users/teachers'));
    expect(screen.getByRole('heading', { level: 1, name: 'Жалоба на учителя' })).toBeTruthy();
    expect(field(/^Учитель/).placeholder).toBe('Начните вводить имя учителя');
    fireEvent.change(field(/^Учитель/), { target: { value: 'Преп' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Преподов Олег' }));
    fireEvent.change(field(/^Дата инцидента/), { target: { value: '2025-03-14' } });
    fireEvent.change(field(/^Опишите проблему/), { target: { value: 'Кричал на уроке' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Успешно отправлено')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('complaint', { teacherId: 8, incidentDate: '2025-03-14', comment: 'Кричал на уроке' });
    expect(field(/^Учитель/).value).toBe('');
    expect(field(/^Опишите проблему/).value).toBe('');
  });

  it('refuses an unknown teacher without sending; the API’s refusal or failure is shown', async () => {
    const post = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' }))
      .mockRejectedValueOnce(new Error('down'));
    renderForm(post);
    await act(async () => {});
    fireEvent.change(field(/^Учитель/), { target: { value: 'Никто Никакой' } });
    fireEvent.change(field(/^Опишите проблему/), { target: { value: 'Текст' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Учитель с таким именем не найден! Попробуйте ввести данные еще раз')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(field(/^Учитель/), { target: { value: 'Учителева Анна' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Недостаточно прав')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Произошла ошибка при отправке жалобы')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('complaint', expect.objectContaining({ teacherId: 7 }));
  });
});

describe("/student/create-complaint 'Отправить жалобу'", () => {
  function renderPage(path: string) {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <ComplaintPage />
        </MemoryRouter>
      </AppProviders>,
    );
  }

  it('opens on the complaint about a teacher; the tab switches to the feedback form', async () => {
    mockHttp.get.mockResolvedValue(TEACHERS);
    renderPage('/student/create-complaint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Жалоба на учителя' })).toBeTruthy();
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('users/teachers'));
    fireEvent.click(screen.getByRole('tab', { name: 'Обратная связь' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Обратная связь' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Жалоба на учителя' })).toBeNull();
  });

  it('?form=feedback opens the feedback form', () => {
    renderPage('/student/create-complaint?form=feedback');
    expect(screen.getByRole('heading', { level: 1, name: 'Обратная связь' })).toBeTruthy();
  });
});
