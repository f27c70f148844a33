import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../src/app';
import type { TestApp } from './harness';

/** One line of the security log (securityEvent), as written. */
export interface SecurityLine {
  event: string;
  actorId: number | null;
  targetUserId?: number | null;
  username?: string;
  entity?: string;
  entityId?: number | string;
  detail?: string;
  requestId?: unknown;
}

/**
 * An app on the test's database whose logger keeps the security lines (the harness's app logs
 * nothing). Call inside a test: the database is ready then.
 */
export function withSecurityLog(t: TestApp): { http(): supertest.Agent; lines: SecurityLine[] } {
  const lines: SecurityLine[] = [];
  const stream = {
    write(line: string) {
      const entry = JSON.parse(line) as SecurityLine & { security?: boolean };
      if (entry.security) lines.push(entry);
    },
  };
  const app = createApp({ db: t.db, config: t.config, logger: pino({ level: 'warn' }, stream) });
  return { http: () => supertest.agent(app), lines };
}
