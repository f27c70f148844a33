import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CheckConflictsAnswer } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { ClashCheckStore } from '../ClashCheckStore';
import { clashTexts } from '../clash-texts';
import { LessonChoicesStore } from '../LessonChoicesStore';
import { LessonForm } from '../LessonForm';
import { lessonSaveFailure } from '../lesson-requests';
import { failing, makeCabinet, makeHttp, makeLesson, makeNotifier, makeViewer, settle, type Route } from '../../shared/__tests__/fakes';

const IVANOV = { id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' };
const PETROVA = { id: 11, first_name: 'Анна', second_name: 'Петрова', last_name: null };
const SIDOROV = { id: 30, first_name: 'Пётр', second_name: 'Сидоров', last_name: null };
const people = { teachers: [IVANOV, PETROVA], students: [SIDOROV] };
const answer = (clashes: CheckConflictsAnswer['clashes'], conflicts = 0): CheckConflictsAnswer => ({
  hasConflicts: clashes.length + conflicts > 0,
  conflicts: Array.from({ length: conflicts }, () => makeLesson()),
  clashes,
});

const request = {
  cabinet_id: 5,
  day_of_week: 1,
  time_start: '10:00',
  duration_minutes: 60,
  exclude_schedule_id: null,
  teacher_id: 10,
  student_ids: [30],
};

describe('the clash warning of the lesson forms', () => {
  it('the server’s words with the names the form knows; the cabinet’s once; each text once', () => {
    expect(
      clashTexts(
        answer(
          [
            { kind: 'cabinet', lessonId: 2, personId: null },
            { kind: 'teacher', lessonId: 3, personId: 10 },
            { kind: 'student', lessonId: 3, personId: 30 },
            { kind: 'student', lessonId: 4, personId: 30 },
          ],
          1,
        ),
        people,
      ),
    ).toEqual([
      'Конфликт времени с существующими занятиями',
      'Преподаватель Иванов И. И. в это время ведёт другое занятие',
      'Ученик Сидоров П. в это время на другом занятии',
    ]);
    expect(clashTexts(answer([]), people)).toEqual([]);
    expect(clashTexts(null, people)).toEqual([]);
  });

  it('asks after a pause, only when the request changed; an incomplete form clears the warning', async () => {
    jest.useFakeTimers();
    try {
      const answers: Route[] = [() => answer([{ kind: 'teacher', lessonId: 3, personId: 10 }]), () => answer([])];
      const { http, calls } = makeHttp({ 'POST schedule/check-conflicts': () => answers.shift()!() });
      const check = new ClashCheckStore({ http }, 400);
      check.check(request);
      check.check({ ...request });
      await act(async () => jest.advanceTimersByTimeAsync(399));
      expect(calls).toHaveLength(0);
      await act(async () => jest.advanceTimersByTimeAsync(1));
      expect(calls).toEqual([{ method: 'POST', path: 'schedule/check-conflicts', arg: request }]);
      expect(check.answer?.clashes).toHaveLength(1);
      check.check({ ...request, teacher_id: 11 });
      await act(async () => jest.advanceTimersByTimeAsync(400));
      expect(calls).toHaveLength(2);
      expect(check.answer?.clashes).toEqual([]);
      check.check(null);
      expect(check.answer).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed check warns of nothing', async () => {
    const { http } = makeHttp({ 'POST schedule/check-conflicts': failing(500) });
    const check = new ClashCheckStore({ http }, 0);
    check.check(request);
    await settle();
    await settle();
    expect(check.answer).toBeNull();
  });

  it('a save refused for a person’s clash is told for the whole form; a cabinet’s overlap on the start time', () => {
    const teacherClash = failing(409, 'Преподаватель Иванов И. И. в это время ведёт другое занятие', 'CONFLICT', undefined, [
      { kind: 'teacher', lessonId: 3, personId: 10 },
    ]);
    const cabinetClash = failing(409, 'Конфликт времени с существующими занятиями', 'CONFLICT', undefined, [
      { kind: 'cabinet', lessonId: 3, personId: null },
    ]);
    const caught = (route: Route) => {
      try {
        route();
      } catch (error) {
        return error;
      }
    };
    expect(lessonSaveFailure(caught(teacherClash), ['time_start'], 'time_start')).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Преподаватель Иванов И. И. в это время ведёт другое занятие',
    });
    expect(lessonSaveFailure(caught(cabinetClash), ['time_start'], 'time_start')).toEqual({
      ok: false,
      fieldErrors: { time_start: 'Конфликт времени с существующими занятиями' },
      message: null,
    });
  });

  describe('the class page’s lesson form', () => {
    async function setup(check: Route) {
      const { http, calls } = makeHttp({
        'GET group-types': () => [{ id: 1, name: 'Групповое', total_places: 10 }],
        'GET cabinets': () => [makeCabinet({ id: 5, name: '101' })],
        'POST schedule/check-conflicts': check,
      });
      const deps = { http, viewer: makeViewer('ADMIN'), notify: makeNotifier() };
      const choices = new LessonChoicesStore(deps);
      await choices.load();
      const clashCheck = new ClashCheckStore(deps, 0);
      const lesson = makeLesson({ id: 44, teacher_id: 10, teacher: IVANOV, students: [SIDOROV] });
      const cls = { id: 1, teachers: [IVANOV, PETROVA], subjects: [{ id: 20, name: 'Физика' }] };
      render(
        <AppProviders>
          <LessonForm cls={cls} lesson={lesson} choices={choices} clashCheck={clashCheck} onSubmit={jest.fn()} onCancel={jest.fn()} />
        </AppProviders>,
      );
      await act(settle);
      return { calls, dialog: screen.getByRole('dialog') };
    }

    it('offers the class’s teachers; warns above the buttons of its teacher and students busy at that time', async () => {
      const { calls, dialog } = await setup((arg) =>
        (arg as { teacher_id: number }).teacher_id === 10
          ? answer([
              { kind: 'teacher', lessonId: 3, personId: 10 },
              { kind: 'student', lessonId: 3, personId: 30 },
            ])
          : answer([{ kind: 'student', lessonId: 3, personId: 30 }]),
      );
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        path: 'schedule/check-conflicts',
        arg: {
          cabinet_id: 5,
          day_of_week: 1,
          time_start: '16:00',
          duration_minutes: 90,
          exclude_schedule_id: 44,
          teacher_id: 10,
          student_ids: [30],
        },
      });
      const warning = await within(dialog).findByRole('alert', { name: 'Пересечения в расписании' });
      expect(warning.textContent).toContain('Преподаватель Иванов И. И. в это время ведёт другое занятие');
      expect(warning.textContent).toContain('Ученик Сидоров П. в это время на другом занятии');

      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Преподаватель' }));
      const options = screen.getAllByRole('option').map((o) => o.textContent);
      expect(options).toEqual(['Преподаватель не назначен', 'Иванов Иван Иванович', 'Петрова Анна']);
      await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Петрова Анна' })));
      await act(settle);
      expect(calls.at(-1)?.arg).toMatchObject({ teacher_id: 11 });
      expect(warning.textContent).not.toContain('Преподаватель Иванов');
      expect(warning.textContent).toContain('Ученик Сидоров П. в это время на другом занятии');
    });

    it('nothing to warn of: no warning', async () => {
      const { dialog, calls } = await setup(() => answer([]));
      expect(calls.some((c) => c.path === 'schedule/check-conflicts')).toBe(true);
      expect(within(dialog).queryByRole('alert', { name: 'Пересечения в расписании' })).toBeNull();
    });
  });
});
