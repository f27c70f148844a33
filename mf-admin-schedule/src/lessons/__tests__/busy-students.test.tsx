import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders, StudentSearch } from '@diary/web-kit';
import { studentsRoute } from '@diary/web-kit/testing';
import { BusyStudentsStore } from '../BusyStudentsStore';
import { StudentsDialog } from '../StudentsDialog';
import { failing, makeHttp, makeLesson } from '../../shared/__tests__/fakes';

const student = (id: number, first_name: string, second_name: string) => ({
  id,
  fullName: `${second_name} ${first_name}`,
  first_name,
  second_name,
  last_name: null,
});
const SIDOROV = student(30, 'Пётр', 'Сидоров');
const ORLOVA = student(31, 'Ольга', 'Орлова');
const KUZIN = student(32, 'Иван', 'Кузин');
const lesson = makeLesson({ id: 7, day_of_week: 2, time_start: '16:00', duration_minutes: 90, students: [SIDOROV] });

describe('busy students in the picker', () => {
  it('asks once, with the students not in the lesson, for its day and time; marks those who clash', async () => {
    const { http, calls } = makeHttp({
      'POST schedule/check-conflicts': () => ({
        hasConflicts: true,
        conflicts: [],
        clashes: [{ kind: 'student', lessonId: 9, personId: 31 }],
      }),
    });
    const busy = new BusyStudentsStore({ http });
    await busy.check(lesson, [SIDOROV, ORLOVA, KUZIN]);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'schedule/check-conflicts',
        arg: {
          cabinet_id: null,
          day_of_week: 2,
          time_start: '16:00',
          duration_minutes: 90,
          exclude_schedule_id: 7,
          teacher_id: null,
          student_ids: [31, 32],
        },
      },
    ]);
    expect([...busy.ids]).toEqual([31]);
    busy.clear();
    expect(busy.ids.size).toBe(0);
  });

  it('nobody to offer: nothing asked; a failed check marks nobody', async () => {
    const { http, calls } = makeHttp({ 'POST schedule/check-conflicts': failing(500) });
    const busy = new BusyStudentsStore({ http });
    await busy.check(lesson, [SIDOROV]);
    expect(calls).toHaveLength(0);
    await busy.check(lesson, [ORLOVA]);
    expect(busy.ids.size).toBe(0);
  });

  it("the picker searches on the server, marks a busy student '— занят в это время' and, once chosen, says why", async () => {
    const onSubmit = jest.fn(async () => false);
    const onOffered = jest.fn();
    const { http } = makeHttp({ 'GET users/students': studentsRoute([SIDOROV, ORLOVA, KUZIN]) });
    render(
      <AppProviders>
        <StudentsDialog
          title="Добавить студентов"
          search={new StudentSearch(http, { delay: 0 })}
          excludeIds={[30]}
          busyIds={new Set([31])}
          onOffered={onOffered}
          submitLabel={() => 'Добавить'}
          onSubmit={onSubmit}
          onCancel={jest.fn()}
        />
      </AppProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Добавить студентов' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Ученики' }));
    await screen.findAllByRole('option');
    // those in the lesson are not offered; who is busy is asked about the matches
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Орлова Ольга— занят в это время', 'Кузин Иван']);
    expect(onOffered).toHaveBeenLastCalledWith([SIDOROV, ORLOVA, KUZIN]);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: /Орлова Ольга/ })));
    expect(within(dialog).getByText('Ученик Орлова О. в это время на другом занятии')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' })));
    expect(onSubmit).toHaveBeenCalledWith([31]);
  });
});
