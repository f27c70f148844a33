import { expect, test } from '@playwright/test';
import { acceptCookies, login, openFromMenu } from './support/portal';
import { adminCall, centreDay, journalLessons, PASSWORD } from './support/journal';

// The student's 'Посещаемость' (docs/product/beyond.md §3) on a phone.
test.use({ viewport: { width: 375, height: 667 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

test("a student marked present, late and absent today sees 'Посещаемость: 66,67 %' and the marks of the month", async ({
  page,
  request,
}) => {
  const j = await journalLessons(
    request,
    ['00:00', '00:10', '00:20'].map((time_start) => ({ time_start, duration_minutes: 5 })),
    1,
  );
  const student = j.students[0]!;
  const today = centreDay();
  const marks = [{ mark: 'present' }, { mark: 'late', minutesLate: 4 }, { mark: 'absent' }];
  for (const [i, mark] of marks.entries()) {
    await adminCall(request, j.api, 'put', `journal/${j.lessons[i]!.id}/${today}`, { marks: [{ studentId: student.id, ...mark }] });
  }

  await login(page, student.username, PASSWORD);
  await openFromMenu(page, 'Разделы ученика', 'Посещаемость');
  await expect(page).toHaveURL(/\/student\/attendance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Посещаемость' })).toBeVisible();
  await expect(page.getByText('Посещаемость: 66,67 %')).toBeVisible();
  const counts = page.getByRole('list', { name: 'Всего отметок' });
  await expect(counts.getByRole('listitem')).toHaveText([
    'Присутствовал: 1',
    'Опоздал: 1',
    'Отсутствовал: 1',
    'Уважительная причина: 0',
    'Всего отметок: 3',
  ]);

  const [year, month, day] = today.split('-');
  const thisMonth = page.getByRole('region', { name: `${MONTHS[Number(month) - 1]} ${year}` });
  const shownDay = `${day}.${month}.${year}`;
  await expect(thisMonth.getByRole('listitem')).toHaveText([
    `${shownDay} 00:20${j.subject.name}Отсутствовал`,
    `${shownDay} 00:10${j.subject.name}Опоздал4 мин`,
    `${shownDay} 00:00${j.subject.name}Присутствовал`,
  ]);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
});
