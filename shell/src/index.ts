import { configureRemotes } from './remotes/remotes-config';

// The async boundary lets the shared singletons settle before React loads;
// the remotes are registered first because bootstrap imports mf_auth.
void configureRemotes().then(() => import('./bootstrap'));
