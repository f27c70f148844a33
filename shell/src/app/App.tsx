import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@diary/common/ui';
import { AppRoutes } from './router';

/** The portal; rendered once the session has been checked (bootstrap.tsx). */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
