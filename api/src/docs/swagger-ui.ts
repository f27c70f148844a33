import express, { type Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { publicRoute } from '../auth/guards';

/** Swagger UI for /api/openapi.json, mounted at /api/docs. */
export function swaggerUiRouter(): Router {
  const options = {
    swaggerUrl: '/api/openapi.json',
    customSiteTitle: 'Дневник достижений — API',
    // No calls to the public validator service: the page stays same-origin.
    swaggerOptions: { validatorUrl: null },
  };
  const router = express.Router();
  router.use(publicRoute, swaggerUi.serveFiles(undefined, options), swaggerUi.setup(undefined, options));
  return router;
}
