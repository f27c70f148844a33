import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { typeDate, typeTime } from '@diary/web-kit/testing';
import { AppProviders } from '@diary/web-kit';
import { LatenessForm } from '../LatenessForm';
import { LatenessStore } from '../LatenessStore';
import { makeNotifier, makeStaffHttp, makeViewer, TEACHERS } from '../../record-screens/__tests__/fakes';

function setup() {
  const fake = makeStaffHttp({
    'GET users/teachers': () => TEACHERS,
    'POST teacher-lateness': () => ({}),
    'GET teacher-lateness': () => ({ teacherLateness: [], total: 0, page: 1, limit: 100, totalPages: 0 }),
  });
  const store = new LatenessStore({ http: fake.http, viewer: makeViewer('ADMIN'), notify: makeNotifier() });
  const onClose = jest.fn();
  render(
    <AppProviders>
      <LatenessForm store={store} onClose={onClose} />
    </AppProviders>,
  );
  return { store, fake, onClose };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('LatenessForm', () => {
  it('shows every docs/product text and refuses an actual time not after the planned one, without sending', async () => {
    const { store, fake, onClose } = setup();
    await act(() => store.loadLookups());
    typeDate(/^Дата инцидента/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить запись' }));
    for (const text of ['Выберите учителя', 'Выберите дату инцидента', 'Выберите плановое время', 'Выберите фактическое время']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    fireEvent.change(field(/^Учитель/), { target: { value: 'Преп' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Преподов Олег' }));
    typeDate(/^Дата инцидента/, '14.03.2025');
    typeTime(/^Плановое время/, '10:00');
    typeTime(/^Фактическое время/, '09:30');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить запись' }));
    expect(await screen.findByText('Фактическое время должно быть больше планового')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);

    typeTime(/^Фактическое время/, '10:25');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить запись' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.find((c) => c.method === 'POST')!.arg).toEqual({
      userId: 8,
      incidentDate: '2025-03-14',
      plannedTime: '10:00',
      actualTime: '10:25',
    });
  });
});
