jest.mock('mf_auth/session', () => ({
  session: {
    user: {
      id: 7,
      first_name: 'Иван',
      second_name: 'Иванов',
      last_name: 'Иванович',
      roles: [{ value: 'TEACHER', description: 'Преподаватель' }],
    },
    isAuthenticated: true,
    logout: jest.fn(async () => undefined),
    logoutEverywhere: jest.fn(async () => undefined),
  },
  errorMessage: (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback),
}));

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@diary/web-kit';
import { session } from 'mf_auth/session';
import { Header } from '../Header';

const mockSession = session as unknown as {
  isAuthenticated: boolean;
  logout: jest.Mock<Promise<void>, []>;
  logoutEverywhere: jest.Mock<Promise<void>, []>;
};

function renderHeader() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/teacher']}>
        <Routes>
          <Route path="/teacher" element={<Header />} />
          <Route path="/" element={<p>Вход</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  mockSession.isAuthenticated = true;
  mockSession.logout.mockClear();
  mockSession.logoutEverywhere.mockReset();
  mockSession.logoutEverywhere.mockImplementation(async () => undefined);
});

const openUserMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Иванов И. И.' }));

describe("the header's user menu", () => {
  it("offers 'Выйти на всех устройствах', which ends every session on the server and then this one, and goes to '/'", async () => {
    renderHeader();
    openUserMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Выйти на всех устройствах' }));

    expect(await screen.findByText('Вход')).toBeTruthy();
    expect(mockSession.logoutEverywhere).toHaveBeenCalledTimes(1);
    expect(mockSession.logout).not.toHaveBeenCalled();
  });

  it('when the server does not end the sessions, then it says so and the user stays signed in, on the page', async () => {
    mockSession.logoutEverywhere.mockImplementation(async () => {
      throw new Error('');
    });
    renderHeader();
    openUserMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Выйти на всех устройствах' }));

    expect(await screen.findByText('Не удалось выйти на всех устройствах')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.queryByText('Вход')).toBeNull();
    expect(screen.getByRole('button', { name: 'ВЫХОД' })).toBeTruthy();
  });

  it("keeps 'ВЫХОД', which ends this device's session only", async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'ВЫХОД' }));
    expect(await screen.findByText('Вход')).toBeTruthy();
    expect(mockSession.logout).toHaveBeenCalledTimes(1);
    expect(mockSession.logoutEverywhere).not.toHaveBeenCalled();
  });
});
