import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@diary/web-kit';
import SettingsRoutes from '../../expose/Routes';

/** The settings area at `path` (relative to /admin), as the shell mounts it. */
export function renderSettings(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <SettingsRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The table row that shows `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
