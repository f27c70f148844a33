import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@diary/web-kit';
import { ShownAddress } from '@diary/web-kit/testing';
import ReportsRoutes from '../../expose/Routes';

/**
 * The API double a screen test hands the remote as `mf_auth/session`'s http (jest.mock stays in each
 * test file, reading it through a getter: `get http() { return mockHttp; }`).
 */
export const mockReportsHttp = () => ({ get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), download: jest.fn() });

/** The remote's routes at `path` (its pages' own paths: '/payments?view=debtors'), the address shown (`shownAddress()`). */
export function renderReportsAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ReportsRoutes />
        <ShownAddress />
      </MemoryRouter>
    </AppProviders>,
  );
}
