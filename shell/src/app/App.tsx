import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@diary/web-kit';
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
