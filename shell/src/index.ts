import { configureRemotes, preloadAreaOf } from './remotes/remotes-config';

// The async boundary lets the shared singletons settle before React loads;
// the remotes are registered first because bootstrap imports mf_auth.
void configureRemotes().then(() => {
  preloadAreaOf(location.pathname);
  // The largest libraries run as soon as each has arrived, each in a task of its own: left to the
  // bootstrap's imports, they all ran in one long task once the last of them (mf_auth) had come.
  void import('react-dom/client');
  void import('@mui/material');
  void import('react-router-dom');
  return import('./bootstrap');
});
