import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@diary/common/ui';
import { session } from 'mf_auth/session';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);

  useEffect(() => {
    void session.checkAuth();
  }, []);

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
