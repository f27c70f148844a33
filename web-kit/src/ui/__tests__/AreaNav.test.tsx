import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { pretendScreenWidth } from '@diary/web-kit/testing';
import { AppProviders } from '../AppProviders';
import { AreaNav, type AreaNavProps } from '../AreaNav';

const ENTRIES = [
  { label: 'Журнал', path: '/area/journal' },
  { label: 'Моё расписание', path: '/area/schedule' },
];

function Page() {
  return <p data-testid="page">{useLocation().pathname}</p>;
}

function renderNav(wide: AreaNavProps['wide'], at = '/area/journal') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[at]}>
        <AreaNav label="Разделы" entries={ENTRIES} wide={wide} />
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Разделы' });

describe('AreaNav on a wide screen', () => {
  it('is a sidebar of links, the page’s own marked', () => {
    renderNav('sidebar');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Журнал', '/area/journal'],
      ['Моё расписание', '/area/schedule'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
  });

  it('is tabs when asked, the page’s own selected', () => {
    renderNav('tabs', '/area/schedule');
    expect(within(nav()).getByRole('tab', { name: 'Моё расписание' }).getAttribute('aria-selected')).toBe('true');
    expect(within(nav()).getByRole('tab', { name: 'Журнал' }).getAttribute('aria-selected')).toBe('false');
  });
});

describe('AreaNav on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = pretendScreenWidth(375);
  });
  afterEach(() => restore());

  it.each(['sidebar', 'tabs'] as const)(
    '(%s on a wide screen) folds into the menu: the button names the page, the drawer holds the links',
    (wide) => {
      renderNav(wide);
      const menu = screen.getByRole('button', { name: 'Меню' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      expect(menu.parentElement!.textContent).toBe('Журнал');
      expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull();

      fireEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      expect(
        within(nav())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Журнал', 'Моё расписание']);
    },
  );

  it('goes to the chosen page and closes', async () => {
    renderNav('sidebar');
    fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
    fireEvent.click(within(nav()).getByRole('link', { name: 'Моё расписание' }));
    expect(screen.getByTestId('page').textContent).toBe('/area/schedule');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull());
    const menu = screen.getByRole('button', { name: 'Меню' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.parentElement!.textContent).toBe('Моё расписание');
  });

  it('stays open when the area’s bare address turns into its first page, and closes on a change of page', async () => {
    function Redirecting() {
      const { pathname } = useLocation();
      const navigate = useNavigate();
      return pathname === '/area' ? <button onClick={() => navigate('/area/journal', { replace: true })}>redirect</button> : null;
    }
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/area']}>
          <AreaNav label="Разделы" entries={ENTRIES} wide="sidebar" />
          <Redirecting />
        </MemoryRouter>
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
    fireEvent.click(screen.getByRole('button', { name: 'redirect', hidden: true }));
    expect(nav()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Меню', hidden: true }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(nav()).getByRole('link', { name: 'Моё расписание' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull());
  });

  it('closes on Escape, staying on the page', async () => {
    renderNav('sidebar');
    fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
    fireEvent.keyDown(nav(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull());
    expect(screen.getByTestId('page').textContent).toBe('/area/journal');
  });
});
