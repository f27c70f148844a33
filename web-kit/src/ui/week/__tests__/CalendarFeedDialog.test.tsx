import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { failing, makeHttp, makePersonWeek, type Route } from '@diary/web-kit/testing';
import { AppProviders } from '../../AppProviders';
import { CalendarFeedStore } from '../CalendarFeedStore';
import { PersonWeekScreen } from '../PersonWeekScreen';
import { PersonWeekStore } from '../PersonWeekStore';

const URL_1 = 'https://diary.example.ru/api/calendar/AbC_123-xyz.ics';
const URL_2 = 'https://diary.example.ru/api/calendar/Def_456-uvw.ics';

function renderScreen(feed: Route, copy: (text: string) => Promise<void> = jest.fn(async () => {}), endFeed: Route = () => ({})) {
  const { http, calls } = makeHttp({
    'GET schedule/student/5/week': () => makePersonWeek(),
    'POST calendar/feed': feed,
    'DELETE calendar/feed': endFeed,
  });
  render(
    <AppProviders>
      <PersonWeekScreen
        title="Расписание"
        person={{ kind: 'student', id: 5 }}
        store={new PersonWeekStore({ http }, { kind: 'student', id: 5 })}
        feedStore={new CalendarFeedStore({ http, copy })}
      />
    </AppProviders>,
  );
  return { calls, copy };
}

const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Подписаться в календаре' }));

describe("'Подписаться в календаре'", () => {
  it("asks for a feed, shows its address read-only with the hint, and 'Копировать' copies it: 'Адрес скопирован'", async () => {
    const { calls, copy } = renderScreen(() => ({ url: URL_1 }));
    subscribe();
    const dialog = await screen.findByRole('dialog', { name: 'Подписаться в календаре' });
    const address = (await within(dialog).findByLabelText('Адрес календаря')) as HTMLInputElement;
    expect(address.value).toBe(URL_1);
    expect(address.readOnly).toBe(true);
    expect(
      within(dialog).getByText(
        'Добавьте этот адрес в Google Календарь, Apple Календарь или Outlook как календарь по ссылке. Получив новый адрес, старый перестанет работать.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: 'calendar/feed', arg: undefined }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Адрес скопирован');
    expect(copy).toHaveBeenCalledWith(URL_1, address);
  });

  it("shows 'Готовим адрес...' while the address is made, and the error with 'Повторить' when it fails", async () => {
    let attempts = 0;
    let refuse: () => void = () => {};
    renderScreen(() => {
      attempts += 1;
      if (attempts === 1) return new Promise((_resolve, reject) => (refuse = () => reject(new Error('down'))));
      return { url: URL_1 };
    });
    subscribe();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Готовим адрес...')).toBeTruthy();
    await act(async () => refuse());
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Не удалось получить адрес календаря');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    expect(((await within(dialog).findByLabelText('Адрес календаря')) as HTMLInputElement).value).toBe(URL_1);
  });

  it('when the clipboard refuses, then it says to copy by hand; closing and opening again asks for a new address', async () => {
    const { calls } = renderScreen(
      () => ({ url: URL_1 }),
      async () => {
        throw new Error('denied');
      },
    );
    subscribe();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Адрес календаря');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Не удалось скопировать: выделите адрес и скопируйте его вручную');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    subscribe();
    await screen.findByLabelText('Адрес календаря');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it("'Отключить' ends the feed (DELETE calendar/feed): the dialog shows no address, says so, and 'Получить новый адрес' makes a new one", async () => {
    const addresses = [URL_1, URL_2];
    const { calls } = renderScreen(() => ({ url: addresses.shift() }));
    subscribe();
    const dialog = await screen.findByRole('dialog', { name: 'Подписаться в календаре' });
    await within(dialog).findByLabelText('Адрес календаря');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));

    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Календарь отключён: прежний адрес больше не работает. Удалите подписку из календаря или получите новый адрес.',
    );
    expect(within(dialog).queryByLabelText('Адрес календаря')).toBeNull();
    expect(within(dialog).queryByText(URL_1)).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: 'calendar/feed', arg: undefined },
      { method: 'DELETE', path: 'calendar/feed', arg: undefined },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Получить новый адрес' }));
    expect(((await within(dialog).findByLabelText('Адрес календаря')) as HTMLInputElement).value).toBe(URL_2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it("when 'Отключить' fails, then the address stays, with 'Не удалось отключить календарь' under it", async () => {
    renderScreen(() => ({ url: URL_1 }), undefined, failing(503, 'База данных недоступна. Повторите попытку позже', 'UNAVAILABLE'));
    subscribe();
    const dialog = await screen.findByRole('dialog');
    const address = (await within(dialog).findByLabelText('Адрес календаря')) as HTMLInputElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Не удалось отключить календарь');
    expect(address.value).toBe(URL_1);
    expect(within(dialog).getByRole('button', { name: 'Отключить' })).toBeTruthy();
  });
});
