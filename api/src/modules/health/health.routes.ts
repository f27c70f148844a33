import { healthAnswer } from '@diary/common';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { PUBLIC, route, type RouteDefinition } from '../../http/route';

export function healthRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/health',
      access: PUBLIC,
      tag: 'Служебное',
      summary: 'Работает ли API и отвечает ли база данных',
      response: healthAnswer,
      async handler(_input, _req, res) {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok', db: 'ok' } as const;
        } catch (error) {
          logger.error({ err: error }, 'health check: database unreachable');
          res.status(503);
          return { status: 'error', db: 'error' } as const;
        }
      },
    }),
  ];
}
