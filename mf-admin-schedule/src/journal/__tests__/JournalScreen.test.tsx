import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from 'mf_auth/session';
import { can, type DayOff, type Occurrence, type Permission, type Role } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { typeDate } from '@diary/web-kit/testing';
import ScheduleRoutes from '../../expose/Routes';
import { makeDayOff, makeFilial, makeOccurrence } from '../../shared/__tests__/fakes';

// three DataGrids behind tabs: their first render outlasts the default second on a busy machine
configure({ asyncUtilTimeout: 5000 });

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn(), download: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

interface Data {
  day?: Occurrence[] | Error;
  unmarked?: Occurrence[];
  daysOff?: DayOff[];
}

function serve({ day = [], unmarked = [], daysOff = [] }: Data) {
  mockHttp.get.mockImplementation(async (path: string) => {
    switch (path) {
      case 'filials':
        return [makeFilial({ id: 1, name: 'Центральный' }), makeFilial({ id: 2, name: 'Северный' })];
      case 'users/teachers':
        return [{ id: 7, fullName: 'Учителева Анна' }];
      case 'journal/day':
        if (day instanceof Error) throw day;
        return { date: '2026-11-26', lessons: day };
      case 'journal/unmarked':
        return { items: unmarked, total: unmarked.length };
      case 'days-off':
        return daysOff;
      case 'audit':
        return {
          items: [
            {
              id: 5,
              at: '2026-11-26T08:00:00.000Z',
              actor: { id: 1, fullName: 'Админов Админ', role: 'ADMIN' },
              action: 'cancel',
              entity: 'attendance',
              entityId: 3,
              changes: { '2026-11-26:cancelled': [false, true], '2026-11-26:reason': [null, 'Праздник'] },
            },
          ],
          total: 1,
        };
      default:
        throw new Error(`no fake for GET ${path}`);
    }
  });
}

function renderAt(path = '/journal') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ScheduleRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const dayTable = () => screen.findByRole('grid', { name: 'Занятия дня' });

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
});

describe("'Журнал посещаемости'", () => {
  it("shows the day's occurrences: time, lesson, cabinet, teacher or 'Преподаватель не назначен', marked of all, status", async () => {
    serve({
      day: [
        makeOccurrence({ date: '2026-11-26', teacher: null, subject: 'Химия' }),
        makeOccurrence({
          date: '2026-11-26',
          status: 'cancelled',
          cancelReason: 'Болезнь преподавателя',
          time_start: '12:00',
          time_end: '13:00',
        }),
      ],
    });
    renderAt('/journal?date=2026-11-26');
    expect(await screen.findByRole('heading', { name: 'Журнал посещаемости' })).toBeTruthy();
    const table = await dayTable();
    expect(await within(table).findByText('Химия')).toBeTruthy();
    for (const header of ['Время', 'Занятие', 'Филиал', 'Кабинет', 'Преподаватель', 'Отмечено', 'Статус', 'Действия']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getByText('Преподаватель не назначен')).toBeTruthy();
    expect(within(table).getAllByText('0 из 2')).toHaveLength(2);
    expect(within(table).getByText('Отменено')).toBeTruthy();
    expect(within(table).getByText('Болезнь преподавателя')).toBeTruthy();
    expect(within(table).getByRole('button', { name: /^Вернуть занятие 12:00–13:00/ })).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('journal/day', { date: '2026-11-26', filialId: undefined });
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
  });

  it('asks the reason before cancelling, then shows the occurrence cancelled', async () => {
    const occurrence = makeOccurrence({ date: '2026-11-26' });
    serve({ day: [occurrence] });
    mockHttp.post.mockResolvedValue({ ...occurrence, status: 'cancelled', cancelReason: 'Праздник' });
    renderAt('/journal?date=2026-11-26');
    const table = await dayTable();
    fireEvent.click(await within(table).findByRole('button', { name: /^Отменить занятие 10:00–11:30 Физика/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить занятие' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить занятие' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина отмены/ }), { target: { value: 'Праздник' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить занятие' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockHttp.post).toHaveBeenCalledWith(`journal/${occurrence.lessonId}/2026-11-26/cancel`, { reason: 'Праздник' });
    expect(await within(table).findByText('Отменено')).toBeTruthy();
    expect(await screen.findByText('Занятие отменено')).toBeTruthy();
  });

  it("when the cancel is refused, then the server's message is the toast", async () => {
    const occurrence = makeOccurrence({ date: '2026-11-26' });
    serve({ day: [occurrence] });
    mockHttp.post.mockRejectedValue(new ApiError(404, { message: 'Занятие не найдено', code: 'NOT_FOUND' }));
    renderAt('/journal?date=2026-11-26');
    fireEvent.click(await within(await dayTable()).findByRole('button', { name: /^Отменить занятие/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина отмены/ }), { target: { value: 'Праздник' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить занятие' }));
    expect(await screen.findByText('Занятие не найдено')).toBeTruthy();
    expect(screen.queryByText('Занятие отменено')).toBeNull();
  });

  it("shows the error state of the day with 'Повторить', then its empty state", async () => {
    serve({ day: new ApiError(500, { message: 'boom' }) });
    renderAt();
    expect(await screen.findByText('Ошибка загрузки занятий дня')).toBeTruthy();
    serve({ day: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('В этот день занятий нет')).toBeTruthy();
  });

  it("lists the registers not taken newest first with dd.mm.yyyy dates, the teacher's name and the count in the tab", async () => {
    serve({
      unmarked: [
        makeOccurrence({ date: '2026-11-02', subject: 'Физика' }),
        makeOccurrence({ date: '2026-11-25', subject: 'Химия', teacher: { id: 8, fullName: 'Преподов Олег' } }),
      ],
    });
    renderAt();
    const tab = await screen.findByRole('tab', { name: 'Не отмечено (2)' });
    fireEvent.click(tab);
    const table = await screen.findByRole('grid', { name: 'Занятия без отметок' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual(['25.11.2026', '02.11.2026']);
    expect(within(rows[0]!).getByText('Преподов Олег')).toBeTruthy();
    for (const header of ['Дата', 'Время', 'Филиал', 'Кабинет', 'Занятие', 'Преподаватель', 'Учеников']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it("adds a day off: a reason is required, and a date already off says 'Этот день уже выходной'", async () => {
    serve({ daysOff: [makeDayOff({ date: '2026-12-31', filial_id: null, filial: null, reason: 'Новый год' })] });
    renderAt('/journal?tab=daysOff');
    const table = await screen.findByRole('grid', { name: 'Выходные дни' });
    expect(await within(table).findByText('Все филиалы')).toBeTruthy();
    expect(within(table).getByText('31.12.2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Добавить выходной' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить выходной' });
    typeDate(/^Дата/, '08.12.2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить выходной' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();

    mockHttp.post.mockRejectedValue(new ApiError(409, { message: 'Этот день уже выходной', code: 'CONFLICT' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина/ }), { target: { value: 'Ремонт' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить выходной' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledWith('days-off', { date: '2026-12-08', filial_id: null, reason: 'Ремонт' }));
    expect((await screen.findAllByText('Этот день уже выходной')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes a day off after the question', async () => {
    const dayOff = makeDayOff({ date: '2026-12-31', reason: 'Новый год' });
    serve({ daysOff: [dayOff] });
    mockHttp.delete.mockResolvedValue(undefined);
    renderAt('/journal?tab=daysOff');
    await screen.findByText('Новый год');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить выходной 31.12.2026 Центральный' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith(`days-off/${dayOff.id}`));
    await waitFor(() => expect(screen.queryByText('Новый год')).toBeNull());
  });

  it('MODERATOR sees the journal and cancels, but has no export', async () => {
    mockViewer.role = 'MODERATOR';
    serve({ day: [makeOccurrence({ date: '2026-11-26' })] });
    renderAt('/journal?date=2026-11-26');
    expect(await within(await dayTable()).findByRole('button', { name: /^Отменить занятие/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^История изменений/ })).toBeNull();
  });

  it("ADMIN opens a lesson's history of marks and cancellations from its row", async () => {
    serve({ day: [makeOccurrence({ date: '2026-11-26', lessonId: 3 })] });
    renderAt('/journal?date=2026-11-26');
    fireEvent.click(await within(await dayTable()).findByRole('button', { name: /^История изменений: 10:00–11:30 Физика/ }));
    const dialog = await screen.findByRole('dialog', { name: 'История изменений' });
    expect(await within(dialog).findByText('26.11.2026, причина отмены: — → Праздник')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('audit', { entity: 'attendance', entityId: 3, page: 1, limit: 20 });
  });
});
