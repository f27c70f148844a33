import { configureRemotes, preloadRemoteOf } from './remotes/remotes-config';

/** A task of its own for what follows (a long task blocks a phone's page as a whole). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The largest libraries run as soon as each has arrived, each in a task of its own: left to the
// bootstrap's imports, they all ran in one long task once the last of them (mf_auth) had come. MUI
// runs in three, its styling engine, its text fields and then the rest of its components (one file,
// fetched once). They are the shell's own, so they do not wait for the remotes config as the remotes do.
void import('react-dom/client');
void import('@mui/material/styles')
  .then(nextTask)
  .then(() => import('@diary/mui-first'))
  .then(nextTask)
  .then(() => import('@mui/material'));
void import('react-router-dom');
// The async boundary lets the shared singletons settle before React renders;
// the remotes are registered first because bootstrap imports mf_auth.
void configureRemotes().then(() => {
  preloadRemoteOf(location.pathname);
  return import('./bootstrap');
});
