import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from '../NotFoundPage';
import { PageHeader } from '../PageHeader';

describe('the page title', () => {
  it('when a screen with a header is shown, then the tab names it, and the portal again once it goes', () => {
    const { unmount } = render(<PageHeader title="Пользователи" />);
    expect(document.title).toBe('Пользователи — Дневник достижений');
    unmount();
    expect(document.title).toBe('Дневник достижений');
  });

  it('when no page is at the address, then the tab says so', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Страница не найдена — Дневник достижений');
  });
});
