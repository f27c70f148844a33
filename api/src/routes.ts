import type { AppContext } from './context';
import { openApiRoute } from './docs/openapi';
import type { RouteDefinition } from './http/routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { groupTypesRoutes } from './modules/group-types/group-types.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { subjectsRoutes } from './modules/subjects/subjects.routes';
import { usersRoutes } from './modules/users/users.routes';
import { achievementsRoutes } from './modules/achievements/achievements.routes';
import { difficultiesRoutes } from './modules/difficulties/difficulties.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { filialsRoutes } from './modules/filials/filials.routes';
import { cabinetsRoutes } from './modules/cabinets/cabinets.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { compensationRoutes } from './modules/compensation/compensation.routes';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { teacherLatenessRoutes } from './modules/teacher-lateness/teacher-lateness.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { journalRoutes } from './modules/journal/journal.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { importRoutes } from './modules/import/import.routes';
import { salaryRoutes } from './modules/salary/salary.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';

/** Every /api call, in matching order. New modules add their routes here. */
export function apiRoutes(ctx: AppContext): RouteDefinition[] {
  const routes = [
    ...healthRoutes(ctx),
    ...authRoutes(ctx),
    ...usersRoutes(ctx),
    ...subjectsRoutes(ctx),
    ...groupTypesRoutes(ctx),
    ...servicesRoutes(ctx),
    ...achievementsRoutes(ctx),
    ...difficultiesRoutes(ctx),
    ...statisticsRoutes(ctx),
    ...filialsRoutes(ctx),
    ...cabinetsRoutes(ctx),
    ...classesRoutes(ctx),
    ...scheduleRoutes(ctx),
    ...compensationRoutes(ctx),
    ...complaintsRoutes(ctx),
    ...teacherLatenessRoutes(ctx),
    ...feedbackRoutes(ctx),
    ...calendarRoutes(ctx),
    ...journalRoutes(ctx),
    ...auditRoutes(ctx),
    ...importRoutes(ctx),
    ...salaryRoutes(ctx),
    ...paymentsRoutes(ctx),
  ];
  return [...routes, openApiRoute(routes)];
}
