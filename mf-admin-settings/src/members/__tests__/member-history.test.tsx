import { fireEvent, render, screen, within } from '@testing-library/react';
import { can, type Permission, type Role } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { MemberForm } from '../MemberForm';
import { makeUser } from './factories';

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = { get: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

function renderForm(user = makeUser({ id: 12 })) {
  render(
    <AppProviders>
      <MemberForm user={user} subjects={[]} canGrantAdmin onSubmit={jest.fn()} onCancel={jest.fn()} />
    </AppProviders>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
});

describe("the user form's 'История изменений'", () => {
  it("opens the user's history for ADMIN", async () => {
    mockHttp.get.mockResolvedValue({
      items: [
        {
          id: 3,
          at: '2026-11-20T10:00:00.000Z',
          actor: null,
          action: 'ban',
          entity: 'user',
          entityId: 12,
          changes: { banned: [false, true] },
        },
      ],
      total: 1,
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    const dialog = await screen.findByRole('dialog', { name: 'История изменений' });
    expect(await within(dialog).findByText('Заблокирован: Нет → Да')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('audit', { entity: 'user', entityId: 12, page: 1, limit: 20 });
  });

  it('is hidden from a MODERATOR', () => {
    mockViewer.role = 'MODERATOR';
    renderForm();
    expect(screen.queryByRole('button', { name: 'История изменений' })).toBeNull();
  });

  it('is not on the form of a new user', () => {
    render(
      <AppProviders>
        <MemberForm subjects={[]} canGrantAdmin onSubmit={jest.fn()} onCancel={jest.fn()} />
      </AppProviders>,
    );
    expect(screen.queryByRole('button', { name: 'История изменений' })).toBeNull();
  });
});
