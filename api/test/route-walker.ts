import type { Express } from 'express';
import { guardOf, type Guard } from '../src/auth/guards';

/** An endpoint found in an Express app: a route's method, or a middleware mounted on a path ('USE'). */
export interface Endpoint {
  method: string;
  path: string;
  guard: Guard | undefined;
}

// The parts of Express 5's (router 2) internals that the walk reads.
interface LayerLike {
  handle: unknown;
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: LayerLike[] };
}

const isLayerList = (value: unknown): value is LayerLike[] =>
  Array.isArray(value) && value.every((layer) => typeof layer === 'object' && layer !== null && 'handle' in layer);

function stackOf(handler: unknown): LayerLike[] | undefined {
  if (typeof handler !== 'function' || !('stack' in handler)) return undefined;
  return isLayerList(handler.stack) ? handler.stack : undefined;
}

const join = (prefix: string, path: unknown) => `${prefix}${path === '/' ? '' : String(path ?? '')}` || '/';

function walk(stack: LayerLike[], prefix: string, publicSubtree: boolean, found: Endpoint[]): void {
  const publicMounts = new Set<string>();
  for (const layer of stack) {
    const path = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
    const inherited: Guard | undefined = publicSubtree || publicMounts.has(path) ? { kind: 'public' } : undefined;
    if (layer.route) {
      const guard = layer.route.stack.map((l) => guardOf(l.handle)).find(Boolean) ?? inherited;
      for (const method of Object.keys(layer.route.methods)) {
        found.push({ method: method.toUpperCase(), path: join(prefix, layer.route.path), guard });
      }
      continue;
    }
    const nested = stackOf(layer.handle);
    if (nested) {
      // A router whose first middleware is publicRoute is public as a whole (e.g. Swagger UI's files).
      const startsPublic = guardOf(nested[0]?.handle)?.kind === 'public';
      if (startsPublic) found.push({ method: 'USE', path: join(prefix, path), guard: { kind: 'public' } });
      walk(nested, join(prefix, path), publicSubtree || startsPublic, found);
    } else if (guardOf(layer.handle)?.kind === 'public') {
      publicMounts.add(path);
    } else if (path !== '/') {
      // Middleware mounted on a path answers requests there like a route does. (Middleware on
      // '/' is taken as pass-through: body parsing, cookies, the 404 answer.)
      found.push({ method: 'USE', path: join(prefix, path), guard: inherited });
    }
  }
}

/** Every endpoint of the app with the guard that protects it (undefined: none). */
export function endpointsOf(app: Express): Endpoint[] {
  const router: unknown = (app as unknown as { router: unknown }).router;
  const stack = stackOf(router);
  if (!stack) throw new Error('Express internals changed: app.router.stack not found');
  const found: Endpoint[] = [];
  walk(stack, '', false, found);
  return found;
}

/** The /api endpoints that have neither a role guard nor the public mark. */
export function unguardedApiEndpoints(app: Express): Endpoint[] {
  return endpointsOf(app).filter((e) => (e.path === '/api' || e.path.startsWith('/api/')) && !e.guard);
}
