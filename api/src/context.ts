import type { Logger } from 'pino';
import type { LoginRateLimiter } from './auth/login-rate-limit';
import type { Config } from './config';
import type { Database } from './db/client';

/** What route modules are built with. */
export interface AppContext {
  db: Database;
  config: Config;
  logger: Logger;
  loginLimiter: LoginRateLimiter;
}
