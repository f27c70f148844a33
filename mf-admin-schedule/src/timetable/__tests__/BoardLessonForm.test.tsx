import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CheckConflictsAnswer } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { studentsRoute } from '@diary/web-kit/testing';
import { ClashCheckStore } from '../../lessons';
import { BoardChoicesStore } from '../BoardChoicesStore';
import { BoardLessonForm } from '../BoardLessonForm';
import { makeCabinet, makeClass, makeHttp, makeNotifier, makeViewer, settle } from '../../shared/__tests__/fakes';

const IVANOV = { id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' };
const PETROVA = { id: 11, first_name: 'Анна', second_name: 'Петрова', last_name: null };
const SIDOROV = { id: 30, fullName: 'Сидоров Пётр', first_name: 'Пётр', second_name: 'Сидоров', last_name: null };

async function setup() {
  const checks: unknown[] = [];
  const { http } = makeHttp({
    'GET classes': () => [
      makeClass({ id: 3, name: 'Иванов | Физика', teachers: [IVANOV] }),
      makeClass({ id: 4, name: 'Иванов, Петрова | Физика', teachers: [IVANOV, PETROVA] }),
    ],
    'GET services': () => [{ id: 1, name: 'Урок', duration_minutes: 60 }],
    'GET users/students': studentsRoute([SIDOROV]),
    'POST schedule/check-conflicts': (arg): CheckConflictsAnswer => {
      checks.push(arg);
      const { teacher_id, student_ids } = arg as { teacher_id: number | null; student_ids: number[] };
      return {
        hasConflicts: true,
        conflicts: [],
        clashes: [
          ...(teacher_id === 10 ? [{ kind: 'teacher' as const, lessonId: 9, personId: 10 }] : []),
          ...(student_ids.includes(30) ? [{ kind: 'student' as const, lessonId: 9, personId: 30 }] : []),
        ],
      };
    },
  });
  const deps = { http, viewer: makeViewer('ADMIN'), notify: makeNotifier() };
  const choices = new BoardChoicesStore(deps);
  await choices.load();
  render(
    <AppProviders>
      <BoardLessonForm
        cabinetId={5}
        cabinets={[makeCabinet({ id: 5, name: 'Зал' })]}
        day={1}
        lessonsOf={() => []}
        defaultStart="12:00"
        choices={choices}
        clashCheck={new ClashCheckStore(deps, 0)}
        onSubmit={jest.fn()}
        onCancel={jest.fn()}
      />
    </AppProviders>,
  );
  return { checks, dialog: screen.getByRole('dialog', { name: 'Добавить занятие' }) };
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: field }));
  await act(async () => fireEvent.click(screen.getByRole('option', { name: option })));
  await act(settle);
}

describe('the board lesson form', () => {
  it('the class’s only teacher comes with it; a class of several leaves the teacher to choose; the clashes are warned of', async () => {
    const { dialog, checks } = await setup();
    // nothing is asked before the service gives the duration
    await choose(dialog, 'Класс', 'Иванов | Физика');
    expect(checks).toHaveLength(0);
    expect(within(dialog).getByRole('combobox', { name: 'Преподаватель' }).textContent).toBe('Иванов Иван Иванович');
    await choose(dialog, 'Услуга (длительность)', 'Урок (60 мин)');
    expect(checks.at(-1)).toEqual({
      cabinet_id: 5,
      day_of_week: 1,
      time_start: '12:00',
      duration_minutes: 60,
      exclude_schedule_id: null,
      teacher_id: 10,
      student_ids: [],
    });
    const warning = await within(dialog).findByRole('alert', { name: 'Пересечения в расписании' });
    expect(warning.textContent).toBe('Преподаватель Иванов И. И. в это время ведёт другое занятие');

    await choose(dialog, 'Класс', 'Иванов, Петрова | Физика');
    expect(within(dialog).getByRole('combobox', { name: 'Преподаватель' }).textContent).toBe('Преподаватель не назначен');
    expect(within(dialog).queryByRole('alert', { name: 'Пересечения в расписании' })).toBeNull();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Ученики' }), { target: { value: 'Пётр' } });
    const option = await screen.findByRole('option', { name: 'Пётр Сидоров' });
    await act(async () => fireEvent.click(option));
    await act(settle);
    expect(checks.at(-1)).toMatchObject({ teacher_id: null, student_ids: [30] });
    expect((await within(dialog).findByRole('alert', { name: 'Пересечения в расписании' })).textContent).toBe(
      'Ученик Сидоров П. в это время на другом занятии',
    );
  });
});
