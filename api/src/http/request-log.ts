import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or the client may pass on: short, and nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming X-Request-Id when it is sane, otherwise a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * A calendar feed's address holds its token, which is the credential: the log names the call
 * without it. In any case, as Express routes it (`/API/Calendar/<token>.ICS` is the same feed).
 */
const CALENDAR_FEED = /^\/api\/calendar\/[^/?]+\.ics/i;

/** The API's calls, in any case, as Express routes them (the rest is the portal's files: debug). */
const API_PATH = /^\/api/i;

/** The URL as the log shows it. */
export const loggedUrl = (url: string) => url.replace(CALENDAR_FEED, '/api/calendar/[token].ics');

/**
 * Gives every request an id (req.id, echoed as X-Request-Id) and logs one line per request when it
 * is answered: id, method, url, status, duration in ms and the user (known once authenticate ran).
 * Static files only at debug level.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    req.id = requestIdOf(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, req.id);
    res.on('finish', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const level = API_PATH.test(req.originalUrl) || res.statusCode >= 400 ? 'info' : 'debug';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          requestId: req.id,
          method: req.method,
          url: loggedUrl(req.originalUrl),
          status: res.statusCode,
          ms,
          userId: req.user?.id ?? null,
          ip: req.ip,
        },
        'request',
      );
    });
    next();
  };
}
