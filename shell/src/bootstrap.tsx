import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Installable, and 'Нет соединения с сервером' without a connection (shell/public/sw.js); not in development.
// Registered once the page has loaded, so that its install does not compete with the first screen's scripts.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
