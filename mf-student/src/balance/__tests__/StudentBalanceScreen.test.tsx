import { act, render, screen, within } from '@testing-library/react';
import { AppProviders, StudentBalanceStore } from '@diary/web-kit';
import { failing, makeHttp, makeStudentBalance, plain, pretendScreenWidth, type Route } from '@diary/web-kit/testing';
import { StudentBalanceScreen } from '../StudentBalanceScreen';

function renderScreen(answer: Route) {
  const { http, calls } = makeHttp({ 'GET balance/student/21': answer });
  const store = new StudentBalanceStore({ http }, 21);
  render(
    <AppProviders>
      <StudentBalanceScreen store={store} />
    </AppProviders>,
  );
  return { calls };
}

const ERROR_RED = 'rgb(211, 47, 47)';

describe("/student/balance 'Баланс'", () => {
  it('shows a debt in red, what was paid and charged, and the payments and charges newest first, signed', async () => {
    const { calls } = renderScreen(() => makeStudentBalance());
    expect(screen.getByRole('heading', { level: 1, name: 'Баланс' })).toBeTruthy();
    expect(document.title).toBe('Баланс — Дневник достижений');
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    const debt = await screen.findByText(/^Долг:/);
    expect(plain(debt.textContent)).toBe('Долг: 1 750,00 ₽');
    expect(getComputedStyle(debt).color).toBe(ERROR_RED);
    expect(calls).toEqual([{ method: 'GET', path: 'balance/student/21', arg: undefined }]);
    expect(plain(screen.getByText('Оплачено:').parentElement!.textContent)).toBe('Оплачено:1 000,00 ₽');
    expect(plain(screen.getByText('Начислено:').parentElement!.textContent)).toBe('Начислено:2 750,00 ₽');
    const operations = within(screen.getByRole('list', { name: 'Оплаты и списания' })).getAllByRole('listitem');
    expect(operations.map((li) => plain(li.textContent))).toEqual([
      '10.11.2026ФизикаЗанятие−1 500,00 ₽',
      '05.11.2026Оплата: КартаЗа ноябрь+1 000,00 ₽',
      '03.11.2026ХимияЗанятие−1 250,00 ₽',
    ]);
  });

  it("shows 'Баланс: …' when nothing is owed, not in red", async () => {
    renderScreen(() => makeStudentBalance({ paid: 3000, charged: 2750, balance: 250 }));
    const balance = await screen.findByText(/^Баланс:/);
    expect(plain(balance.textContent)).toBe('Баланс: 250,00 ₽');
    expect(getComputedStyle(balance).color).not.toBe(ERROR_RED);
    expect(screen.queryByText(/^Долг:/)).toBeNull();
  });

  it("says 'Оплат и списаний пока нет' when there is nothing yet", async () => {
    renderScreen(() => makeStudentBalance({ paid: 0, charged: 0, balance: 0, items: [] }));
    expect(await screen.findByText('Оплат и списаний пока нет')).toBeTruthy();
    expect(plain(screen.getByText(/^Баланс:/).textContent)).toBe('Баланс: 0,00 ₽');
    expect(screen.queryByRole('list', { name: 'Оплаты и списания' })).toBeNull();
  });

  it("shows the server's refusal with 'Повторить', which reads again", async () => {
    let fail = true;
    const { calls } = renderScreen(() => (fail ? failing(403, 'Недостаточно прав', 'FORBIDDEN')() : makeStudentBalance()));
    expect((await screen.findByRole('alert')).textContent).toContain('Недостаточно прав');
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Повторить' }).click());
    expect(await screen.findByText(/^Долг:/)).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("falls back to 'Не удалось загрузить баланс' when the server says nothing useful", async () => {
    renderScreen(failing(500));
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить баланс');
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = pretendScreenWidth(375);
    });
    afterEach(() => restore());

    it('keeps the same list, one operation a row', async () => {
      renderScreen(() => makeStudentBalance());
      expect(within(await screen.findByRole('list', { name: 'Оплаты и списания' })).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.queryByRole('grid')).toBeNull();
    });
  });
});
