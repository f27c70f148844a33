import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from 'mf_auth/session';
import { App } from './app/App';

/*
 * The portal renders once the session is known, and as a transition: React draws the page in slices
 * with the main thread free between them. Rendered before, it drew 'Загрузка...' and then, when the
 * session came, the whole page in one go (a store's change re-renders synchronously).
 * Until then the page shows index.html's own 'Загрузка...'.
 */
const root = createRoot(document.getElementById('root')!);

void session.checkAuth().then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
