import pino, { type Logger } from 'pino';
import type { LogLevel } from './config';

/** JSON lines on stdout; silent under test. The level comes from config (LOG_LEVEL). */
export function createLogger(nodeEnv: string, level: LogLevel = 'info'): Logger {
  return pino({ level: nodeEnv === 'test' ? 'silent' : level });
}
