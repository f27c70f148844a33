import pino, { type Logger } from 'pino';

/** JSON lines on stdout; silent under test. */
export function createLogger(nodeEnv: string): Logger {
  return pino({ level: nodeEnv === 'test' ? 'silent' : (process.env.LOG_LEVEL ?? 'info') });
}
