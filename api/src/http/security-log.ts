import type { Request } from 'express';
import type { Logger } from 'pino';

/** What the security log records: who did it is the request's user, to whom is `targetUserId`. */
export type SecurityEventName =
  | 'login.failed'
  | 'login.locked'
  | 'login.succeeded'
  | 'session.reused'
  | 'session.logout_everywhere'
  | 'user.created'
  | 'user.banned'
  | 'user.unbanned'
  | 'user.roles_changed'
  | 'user.password_changed'
  | 'user.deleted'
  | 'record.deleted';

export interface SecurityEventFields {
  targetUserId?: number | null;
  username?: string;
  entity?: string;
  entityId?: number | string;
  detail?: string;
}

/**
 * One log line per security event, at warn level so that it survives LOG_LEVEL=warn, marked
 * `security: true` for filtering, with the request's id, the acting user and the client's IP.
 */
export function securityEvent(logger: Logger, req: Request, event: SecurityEventName, fields: SecurityEventFields = {}): void {
  logger.warn({ security: true, event, requestId: req.id, actorId: req.user?.id ?? null, ip: req.ip, ...fields }, `security: ${event}`);
}

type FieldsOf<T> = SecurityEventFields | ((result: T) => SecurityEventFields);

/**
 * For a handler's `.then(…)`: once the change has succeeded, writes its event(s) and passes the
 * result on — `deleteLesson(db, id).then(logged(logger, req, 'record.deleted', { entity: 'lesson', entityId: id }))`.
 */
export function logged<T>(
  logger: Logger,
  req: Request,
  events: SecurityEventName | readonly SecurityEventName[],
  fields: FieldsOf<T> = {},
): (result: T) => T {
  return (result) => {
    const resolved = typeof fields === 'function' ? fields(result) : fields;
    for (const event of typeof events === 'string' ? [events] : events) securityEvent(logger, req, event, resolved);
    return result;
  };
}
