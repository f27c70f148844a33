import type { AppContext } from './context';
import { openApiRoute } from './docs/openapi';
import type { RouteDefinition } from './http/routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { groupTypesRoutes } from './modules/group-types/group-types.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { subjectsRoutes } from './modules/subjects/subjects.routes';
import { usersRoutes } from './modules/users/users.routes';

/** Every /api call, in matching order. New modules add their routes here. */
export function apiRoutes(ctx: AppContext): RouteDefinition[] {
  const routes = [...healthRoutes(ctx), ...authRoutes(ctx), ...usersRoutes(ctx), ...subjectsRoutes(ctx), ...groupTypesRoutes(ctx), ...servicesRoutes(ctx)];
  return [...routes, openApiRoute(routes)];
}
