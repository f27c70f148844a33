import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import { lessonStudentRoutes } from './lesson-students.routes';
import { lessonWriteRoutes } from './lesson-writes.routes';
import { timetableReadRoutes } from './timetable-reads.routes';

/** The timetable's routes, the reads first: their paths with a fixed word come before '/schedule/:id…'. */
export function scheduleRoutes(ctx: AppContext): RouteDefinition[] {
  return [...timetableReadRoutes(ctx), ...lessonWriteRoutes(ctx), ...lessonStudentRoutes(ctx)];
}
