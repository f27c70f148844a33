import { http, session } from 'mf_auth/session';
import { toast } from '../toast';
import type { StoreDeps } from './store-deps';

/**
 * A screen's stores' dependencies in the portal: the session's HTTP client, the session as the
 * viewer, the toasts. One object for every screen; each is read when a store uses it, so a test
 * that stands in for the session module is seen.
 */
export const appDeps = {
  get http() {
    return http;
  },
  get viewer() {
    return session;
  },
  notify: toast,
} satisfies StoreDeps<typeof http>;
