/**
 * A reason the server cannot start that the operator fixes (a setting, the database, a second
 * process): printed as one line, without a stack trace, and the process exits with code 1.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
