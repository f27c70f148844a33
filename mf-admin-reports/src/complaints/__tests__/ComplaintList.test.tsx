import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { can, type Permission } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { studentsRoute, typeStudent } from '@diary/web-kit/testing';
import { ComplaintList } from '../ComplaintList';
import { makeComplaint, makeFeedback, pagedRecords, STUDENTS, TEACHERS } from '../../record-screens/__tests__/fakes';

const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn(), download: jest.fn() };
let mockRole = 'ADMIN';

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: {
    get user() {
      return { id: 1 };
    },
    can: (permission: Permission) => can(mockRole as 'ADMIN', permission),
  },
}));

beforeEach(() => {
  jest.clearAllMocks();
  mockRole = 'ADMIN';
  const complaints = [
    makeComplaint({ id: 1, comment: 'Опоздал на урок' }),
    makeComplaint({
      id: 2,
      comment: 'Сорвал занятие',
      studentId: 22,
      student: { id: 22, first_name: 'Анна', second_name: 'Смирнова', last_name: 'Игоревна' },
    }),
  ];
  mockHttp.get.mockImplementation(async (path: string, query?: unknown) => {
    if (path === 'complaint') return pagedRecords(() => complaints)(query);
    if (path === 'feedback') return pagedRecords(() => [makeFeedback({ id: 5, note: 'Хочу больше задач' })])(query);
    if (path === 'users/teachers') return TEACHERS;
    if (path === 'users/students') return studentsRoute(STUDENTS)(query);
    if (path === 'users/22') return { ...STUDENTS[1], id: 22 };
    throw new Error(path);
  });
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderPage(path = '/admin/complaints') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ComplaintList />
        <Address />
      </MemoryRouter>
    </AppProviders>,
  );
}

const complaintCalls = () => mockHttp.get.mock.calls.filter(([path]) => path === 'complaint').map(([, query]) => query);

describe('ComplaintList', () => {
  it('lists complaints with the documented columns, and the ADMIN sees the export', async () => {
    renderPage();
    expect(await screen.findByText('Опоздал на урок')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Жалобы' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Учитель',
      'Ученик',
      'Дата инцидента',
      'Комментарий',
      'Дата создания',
      'Действия',
    ]);
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать жалобу' })).toBeTruthy();
  });

  it("validates the admin form with 'Выберите учителя!' and 'Выберите ученика!'", async () => {
    renderPage();
    await screen.findByText('Опоздал на урок');
    fireEvent.click(screen.getByRole('button', { name: 'Создать жалобу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать жалобу' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать жалобу' }));
    expect(await within(dialog).findByText('Выберите учителя!')).toBeTruthy();
    expect(within(dialog).getByText('Выберите ученика!')).toBeTruthy();
    expect(within(dialog).getByText('Опишите проблему')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();
  });

  it('the feedback tab lists the students’ feedback and opens the file', async () => {
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockHttp.download.mockResolvedValue(new Blob(['%PDF']));
    mockRole = 'MODERATOR';
    renderPage('/admin/complaints?tab=feedback');
    expect(await screen.findByText('Хочу больше задач')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'справка.pdf' }));
    await waitFor(() => expect(saved).toEqual(['справка.pdf']));
    expect(mockHttp.download).toHaveBeenCalledWith('feedback/5/attachment');
    click.mockRestore();
  });

  it('pages on the server: a page of the active complaints, then the student filter, searched on the server, asks the API again', async () => {
    renderPage();
    expect(await screen.findByText('Сорвал занятие')).toBeTruthy();
    expect(complaintCalls()).toEqual([{ page: 1, limit: 100, sort: 'createdAt', order: 'desc', archived: undefined }]);
    // no whole list of students: the filter searches as it is typed
    expect(mockHttp.get.mock.calls.filter(([path, query]) => path === 'users/students' && query === undefined)).toEqual([]);
    typeStudent(() => screen.getByRole('combobox', { name: 'Ученик' }), 'смир');
    fireEvent.click(await screen.findByRole('option', { name: 'Смирнова Анна Игоревна' }));
    await waitFor(() => expect(complaintCalls().at(-1)).toMatchObject({ page: 1, studentId: 22 }));
    await waitFor(() => expect(screen.queryByText('Опоздал на урок')).toBeNull());
    expect(screen.getByText('Сорвал занятие')).toBeTruthy();
    expect(screen.getByLabelText('address').textContent).toBe('?student=22');
  });

  it('a link with a student filter shows the student’s name (asked of the API) and the filtered page', async () => {
    renderPage('/admin/complaints?student=22&view=archived');
    await waitFor(() => expect(complaintCalls()[0]).toMatchObject({ studentId: 22, archived: true }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Ученик' }) as HTMLInputElement).value).toBe('Смирнова Анна Игоревна'),
    );
    await act(async () => undefined);
  });

  it('shows the error state with a retry', async () => {
    mockHttp.get.mockImplementation(async (path: string) => {
      if (path === 'complaint') throw new Error('down');
      return [];
    });
    renderPage();
    expect(await screen.findByText('Не удалось загрузить жалобы')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
