import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** One log line per request: method, url, status and duration in ms. Static files only at debug level. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const level = req.originalUrl.startsWith('/api') || res.statusCode >= 400 ? 'info' : 'debug';
      logger[level]({ method: req.method, url: req.originalUrl, status: res.statusCode, ms }, 'request');
    });
    next();
  };
}
