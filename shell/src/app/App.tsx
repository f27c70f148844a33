import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@diary/common/ui';
import { createRouter } from './router';

/** The portal; rendered once the session has been checked (bootstrap.tsx). */
export function App() {
  const [router] = useState(createRouter);

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
