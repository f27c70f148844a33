import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@diary/common/format';
import { shownDate, typeStudent } from '@diary/web-kit/testing';
import { AppProviders } from '../../AppProviders';
import { AchievementForm, type AchievementFormProps } from '../AchievementForm';
import { AchievementFormDialog } from '../AchievementFormDialog';
import type { AchievementPayload, AchievementSaveResult } from '../types';
import { makeAchievement, makeHttp, STUDENTS } from './factories';
import { studentsRoute } from '@diary/web-kit/testing';
import { StudentSearch } from '../../students';

function renderForm(props: Partial<AchievementFormProps> = {}) {
  const onSubmit = jest.fn<Promise<AchievementSaveResult>, [AchievementPayload]>(async () => ({ ok: true }));
  render(
    <AppProviders>
      <AchievementForm
        studentSearch={new StudentSearch(makeHttp({ 'GET users/students': studentsRoute(STUDENTS) }).http, { delay: 0 })}
        subjects={['Физика', 'Химия']}
        ownSubject="Химия"
        onSubmit={onSubmit}
        {...props}
      />
    </AppProviders>,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const typeName = (value: string) => typeStudent(() => input(/^Выберите ученика из списка/), value);

async function pickStudent(name: string) {
  typeName(name.slice(0, 4));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('AchievementForm (create)', () => {
  it("is titled 'Дневник достижений' and starts with the documented defaults", () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Дневник достижений' })).toBeTruthy();
    expect(shownDate(/^Дата урока/)).toBe(formatDate(new Date()));
    expect(screen.getByRole('combobox', { name: /^Тип проверки/ }).textContent).toBe('Контрольная');
    expect(input(/^Предмет/).value).toBe('Химия');
    expect(input(/^Максимальный балл/).value).toBe('0');
    expect(input(/^Набранные баллы/).value).toBe('0');
    expect(screen.getByRole('button', { name: 'Создать' })).toBeTruthy();
  });

  it('when points exceed max points, then the alert shows and nothing is sent', async () => {
    const { onSubmit } = renderForm();
    await pickStudent('Ученов Пётр Петрович');
    type(/^Тема урока/, 'Дроби');
    type(/^Максимальный балл/, '5');
    type(/^Набранные баллы/, '6');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Количество баллов не может привышать максимальный балл');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the student was not chosen from the list, then the alert shows and nothing is sent', async () => {
    const { onSubmit } = renderForm();
    typeName('Кто-то Другой');
    type(/^Тема урока/, 'Дроби');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ученик с таким именем не найден! Попробуйте ввести его данные еще раз');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a full name is typed and sent before its matches came, then the student is found on the server', async () => {
    const { onSubmit } = renderForm();
    typeName('смирнова анна игоревна');
    type(/^Тема урока/, 'Дроби');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ studentId: 22, lessonTheme: 'Дроби' });
  });

  it("when 'Не оценивать ученика' is ticked, then the point fields hide and null scores are sent", async () => {
    const { onSubmit } = renderForm();
    await pickStudent('Смирнова Анна Игоревна');
    type(/^Тема урока/, 'Устный опрос');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Не оценивать ученика' }));
    expect(screen.queryByLabelText(/^Максимальный балл/)).toBeNull();
    expect(screen.queryByLabelText(/^Набранные баллы/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      studentId: 22,
      lessonTheme: 'Устный опрос',
      points: null,
      maxPoints: null,
      notes: null,
    });
  });

  it('sends the check type chosen, then resets with the student cleared', async () => {
    const { onSubmit } = renderForm();
    await pickStudent('Ученов Пётр Петрович');
    type(/^Тема урока/, 'Итоговый тест');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Тип проверки/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Пробный экзамен' }));
    type(/^Максимальный балл/, '20');
    type(/^Набранные баллы/, '18');
    type(/^Комментарий/, 'Отлично');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      studentId: 21,
      lessonDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lessonTheme: 'Итоговый тест',
      checkType: 'Пробный экзамен',
      subject: 'Химия',
      points: 18,
      maxPoints: 20,
      notes: 'Отлично',
    });
    await waitFor(() => expect(input(/^Выберите ученика из списка/).value).toBe(''));
    expect(input(/^Тема урока/).value).toBe('');
    expect(input(/^Максимальный балл/).value).toBe('0');
  });

  it('when «Создать» is pressed twice before the check is over, then the achievement is sent once', async () => {
    const { onSubmit } = renderForm();
    await pickStudent('Ученов Пётр Петрович');
    type(/^Тема урока/, 'Итоговый тест');
    const create = screen.getByRole('button', { name: 'Создать' });
    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(input(/^Тема урока/).value).toBe(''));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when the save fails, then the message is shown and the values stay', async () => {
    const onSubmit = jest.fn(async () => ({ ok: false as const, message: 'Произошла ошибка: Недостаточно прав' }));
    renderForm({ onSubmit });
    await pickStudent('Ученов Пётр Петрович');
    type(/^Тема урока/, 'Дроби');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Произошла ошибка: Недостаточно прав');
    expect(input(/^Тема урока/).value).toBe('Дроби');
  });
});

describe('AchievementForm (edit)', () => {
  it("keeps the fields disabled until the edit icon is pressed, then saves with 'Сохранить'", async () => {
    const achievement = makeAchievement({ lessonTheme: 'Кинематика', points: 6, maxPoints: 10 });
    const { onSubmit } = renderForm({ achievement });
    expect(input(/^Тема урока/).value).toBe('Кинематика');
    expect(input(/^Тема урока/).disabled).toBe(true);
    expect(input(/^Выберите ученика из списка/).value).toBe('Ученов Пётр Петрович');
    const save = screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Редактировать' }));
    expect(input(/^Тема урока/).disabled).toBe(false);
    type(/^Набранные баллы/, '9');
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ studentId: 21, lessonTheme: 'Кинематика', points: 9, maxPoints: 10 });
  });

  it('shows an ungraded achievement with the checkbox ticked', () => {
    renderForm({ achievement: makeAchievement({ points: null, maxPoints: null }) });
    expect((screen.getByRole('checkbox', { name: 'Не оценивать ученика' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/^Набранные баллы/)).toBeNull();
  });
});

describe('AchievementFormDialog', () => {
  it("says 'Произошла ошибка при загрузке данных' when given no achievement", () => {
    render(
      <AppProviders>
        <AchievementFormDialog achievement={null} subjects={[]} onSubmit={jest.fn()} onClose={jest.fn()} />
      </AppProviders>,
    );
    expect(screen.getByRole('dialog').textContent).toContain('Произошла ошибка при загрузке данных');
  });

  it('is a dialog named after the form', () => {
    render(
      <AppProviders>
        <AchievementFormDialog achievement={makeAchievement()} subjects={[]} onSubmit={jest.fn()} onClose={jest.fn()} />
      </AppProviders>,
    );
    expect(screen.getByRole('dialog', { name: 'Дневник достижений' })).toBeTruthy();
  });
});
