import express from 'express';
import { PERMISSIONS } from '@diary/common';
import { createApp } from '../src/app';
import { publicRoute, requireRole } from '../src/auth/guards';
import type { Database } from '../src/db/client';
import { isFileAnswer, PUBLIC } from '../src/http/route';
import { endpointsOf, unguardedApiEndpoints } from './route-walker';
import { routeDefinitions, silentLogger, testConfig } from './harness';

// Walking the router needs no database: nothing is called.
const db = {} as Database;
const config = testConfig();
const app = createApp({ db, config, logger: silentLogger });
const registry = routeDefinitions();
const PUBLIC_CALLS = [
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/health',
  'GET /api/openapi.json',
  // the calendar feed: the token in the address is the credential (calendar programs send no header)
  'GET /api/calendar/:token.ics',
];

describe('every /api route is guarded', () => {
  it('when the app’s router is walked, then no /api endpoint lacks a role guard or the public mark', () => {
    const endpoints = endpointsOf(app).filter((e) => e.path.startsWith('/api'));
    expect(endpoints.length).toBeGreaterThan(15);
    expect(unguardedApiEndpoints(app)).toEqual([]);
  });

  it('when walked, then exactly the agreed calls (and the Swagger UI files) are public', () => {
    const publicOnes = endpointsOf(app)
      .filter((e) => e.path.startsWith('/api') && e.guard?.kind === 'public')
      .map((e) => `${e.method} ${e.path}`);
    expect(publicOnes.sort()).toEqual([...PUBLIC_CALLS, 'USE /api/docs'].sort());
  });

  it('when the registry and the router are compared, then each registered route is mounted with its own guard', () => {
    const mounted = new Map(endpointsOf(app).map((e) => [`${e.method} ${e.path}`, e.guard]));
    for (const definition of registry) {
      const guard = mounted.get(`${definition.method.toUpperCase()} /api${definition.path}`);
      expect(guard).toEqual(definition.access === PUBLIC ? { kind: 'public' } : { kind: 'role', permission: definition.access });
    }
    const routeCount = [...mounted.keys()].filter((key) => key.includes(' /api/') && !key.startsWith('USE')).length;
    expect(routeCount).toBe(registry.length);
  });

  it('when the registry is read, then every access is public or a permission of the PERMISSIONS table', () => {
    for (const definition of registry) {
      expect(definition.access === PUBLIC || definition.access in PERMISSIONS).toBe(true);
    }
  });

  it('when the registry is read, then every route declares its answer: a zod schema or a file type', () => {
    const undeclared = registry.filter((definition) => {
      const { response } = definition as { response?: (typeof definition)['response'] };
      return !response || (isFileAnswer(response) && typeof response.file !== 'string');
    });
    expect(undeclared.map((definition) => `${definition.method.toUpperCase()} ${definition.path}`)).toEqual([]);
  });
});

describe('the walk itself can fail', () => {
  const handler: express.RequestHandler = (_req, res) => {
    res.json({});
  };

  it('when a throwaway app has an unguarded /api route or mount, then they are reported', () => {
    const throwaway = express();
    const api = express.Router();
    api.get('/guarded', requireRole('users.list'), handler);
    api.post('/open', handler);
    api.get('/public', publicRoute, handler);
    api.use('/sneaky', handler);
    api.use('/docs', publicRoute, handler);
    const nested = express.Router();
    nested.delete('/:id', handler);
    api.use('/nested', nested);
    throwaway.use('/api', api);
    throwaway.get('/not-api', handler);

    expect(unguardedApiEndpoints(throwaway).map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /api/open',
      'USE /api/sneaky',
      'DELETE /api/nested/:id',
    ]);
  });
});
