import { fireEvent, render, screen, within } from '@testing-library/react';
import { can, type Permission } from '@diary/common/constants/permissions';
import type { Role } from '@diary/common/constants/roles';
import { AppProviders } from '../../AppProviders';
import { AchievementFormDialog } from '../AchievementFormDialog';
import { makeAchievement } from './factories';

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = { get: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

function renderDialog() {
  render(
    <AppProviders>
      <AchievementFormDialog achievement={makeAchievement({ id: 31 })} subjects={[]} onSubmit={jest.fn()} onClose={jest.fn()} />
    </AppProviders>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
});

describe("the achievement modal's 'История изменений'", () => {
  it("opens the achievement's history for ADMIN", async () => {
    mockHttp.get.mockResolvedValue({
      items: [
        {
          id: 8,
          at: '2026-11-20T10:00:00.000Z',
          actor: { id: 4, fullName: 'Учителев Иван', role: 'TEACHER' },
          action: 'update',
          entity: 'achievement',
          entityId: 31,
          changes: { points: [3, 5] },
        },
      ],
      total: 1,
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    const dialog = await screen.findByRole('dialog', { name: 'История изменений' });
    expect(await within(dialog).findByText('Баллы: 3 → 5')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('audit', { entity: 'achievement', entityId: 31, page: 1, limit: 20 });
  });

  it('is hidden from a teacher editing their achievement', () => {
    mockViewer.role = 'TEACHER';
    renderDialog();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'История изменений' })).toBeNull();
  });
});
