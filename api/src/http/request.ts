import type { TokenUser } from '@diary/common';
import type { AnswerVersions } from '../db/answer-versions';
import type { ValidInput } from './validate';

declare global {
  // Express's own extension point for request properties.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requestLog: this request's id, echoed in X-Request-Id and in every log line about it. */
      id?: string;
      /** Set by authenticate: the caller as the database knows them now. */
      user?: TokenUser;
      /** Set by authenticate, read in the caller's own statement: the versions a cached answer is checked against. */
      answerVersions?: AnswerVersions;
      /** Set by validate: the parsed body, query and params. */
      valid?: ValidInput;
    }
  }
}

export {};
