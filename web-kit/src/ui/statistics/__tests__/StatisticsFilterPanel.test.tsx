import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { typeDate } from '@diary/web-kit/testing';
import { AppProviders } from '../../AppProviders';
import { makeHttp } from '../../achievements/__tests__/factories';
import { StatisticsFilterPanel, type StatisticsFilterPanelProps } from '../StatisticsFilterPanel';
import type { StatisticsPersonFilterProps } from '../StatisticsPersonFilter';
import { StatisticsStore } from '../StatisticsStore';

async function setup(teacherSelectable: boolean, props: Partial<StatisticsFilterPanelProps> = {}) {
  const { http } = makeHttp({
    'GET statistics': () => ({ total: 1, items: [{ id: 21, fullName: 'Ученов Пётр Петрович' }] }),
    'GET subjects': () => [{ id: 1, name: 'Физика', createdAt: '' }],
    'GET users/teachers': () => [{ id: 7, fullName: 'Учителева Анна' }],
  });
  const store = new StatisticsStore({ http }, { teacherSelectable, ownId: 7 });
  await store.loadLists();
  const onShow = jest.fn();
  const onReset = jest.fn();
  const view = render(
    <AppProviders>
      <StatisticsFilterPanel store={store} busy={false} onShow={onShow} onReset={onReset} {...props} />
    </AppProviders>,
  );
  return { store, onShow, onReset, view };
}

function chooseOption(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('StatisticsFilterPanel', () => {
  it("when the screen has no chart choices and the teacher is pinned, then only the data filters show, the teacher's hidden", async () => {
    await setup(false);
    expect(screen.getByRole('group', { name: /^Дата начала/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Дата окончания/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Предмет/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Ученик/ }).getAttribute('placeholder')).toBe('Все ученики');
    expect(screen.getByRole('combobox', { name: /^Тип проверки/ })).toBeTruthy();
    expect(screen.queryByLabelText(/^Преподаватель/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Период/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Показатель/ })).toBeNull();
  });

  it('when the teacher may be chosen and the chart choices are asked for, then the choices land in the store', async () => {
    const { store } = await setup(true, { chartChoices: true });
    expect(screen.getByRole('combobox', { name: /^Преподаватель/ }).getAttribute('placeholder')).toBe('Все преподаватели');
    chooseOption(/^Период/, 'Учебный год');
    chooseOption(/^Показатель/, 'Кол-во отправленных отчетов');
    chooseOption(/^Предмет/, 'Физика');
    chooseOption(/^Тип проверки/, 'Итоговое тестирование');
    typeDate(/^Дата начала/, '01.03.2025');
    expect(store.filters).toMatchObject({
      grouping: 'year',
      metric: 'nr',
      subject: 'Физика',
      checkType: 'Итоговое тестирование',
      startDate: '2025-03-01',
    });
  });

  it("when 'Показать' and 'Сбросить фильтры' are pressed, then the screen's actions run; 'Показать' waits while busy", async () => {
    const { onShow, onReset, store, view } = await setup(false);
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(onShow).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    view.rerender(
      <AppProviders>
        <StatisticsFilterPanel store={store} busy onShow={onShow} onReset={onReset} />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Показать' }).hasAttribute('disabled')).toBe(true);
  });

  it('when the store has an error, then it shows under the filters', async () => {
    const { store } = await setup(false);
    act(() => {
      store.setFilter('startDate', '2025-03-05');
      store.setFilter('endDate', '2025-03-01');
      store.requestToShow();
    });
    expect(screen.getByText('Дата начала не может быть позже даты окончания')).toBeTruthy();
    store.dispose();
  });

  it('when a screen brings its own person field, then it serves the student and teacher filters', async () => {
    const PersonField = ({ label, value }: StatisticsPersonFilterProps) => <output aria-label={label}>{value ?? 'все'}</output>;
    const { store } = await setup(true, { PersonField });
    act(() => store.setFilter('teacher', 7));
    expect(screen.getByRole('status', { name: 'Преподаватель' }).textContent).toBe('7');
    expect(screen.getByRole('status', { name: 'Ученик' }).textContent).toBe('все');
  });
});
