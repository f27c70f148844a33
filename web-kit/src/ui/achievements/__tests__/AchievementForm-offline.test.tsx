import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../AppProviders';
import { AchievementForm } from '../AchievementForm';
import { studentsRoute, typeStudent } from '@diary/web-kit/testing';
import { StudentSearch } from '../../students';
import { makeHttp, STUDENTS } from './factories';

// The form's check loads the achievement schema when first used; here the schema cannot be had, as
// when its file cannot be fetched offline (the rest of the module is there: the kit imports it too).
jest.mock('@diary/common/schemas/achievements', () => ({
  ...jest.requireActual<object>('@diary/common/schemas/achievements'),
  get achievementSchema(): never {
    throw new Error('Loading chunk 9228 failed');
  },
}));

it('when the check cannot be loaded (no connection), then it says so and sends nothing', async () => {
  const onSubmit = jest.fn();
  render(
    <AppProviders>
      <AchievementForm
        studentSearch={new StudentSearch(makeHttp({ 'GET users/students': studentsRoute(STUDENTS) }).http, { delay: 0 })}
        subjects={['Физика']}
        onSubmit={onSubmit}
      />
    </AppProviders>,
  );
  typeStudent(() => screen.getByLabelText(/^Выберите ученика из списка/), 'Учен');
  fireEvent.click(await screen.findByRole('option', { name: 'Ученов Пётр Петрович' }));
  fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Нет соединения с сервером');
  expect(onSubmit).not.toHaveBeenCalled();
});
