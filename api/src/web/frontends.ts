import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import { NO_CACHE, staticFiles } from './static-files';
import { defaultRemotesConfig, REMOTES, REMOTES_REGISTRY } from '@diary/common';

/** On any address but '/': start.js loads the portal (main.js) at once there. */
export const PORTAL_PRELOAD = '</main.js>; rel=preload; as=script';

/** Where the shell finds each remote when REMOTES_CONFIG is not set: same origin (the remotes registry). */
export const DEFAULT_REMOTES_CONFIG: Record<string, string> = defaultRemotesConfig();

export interface FrontendsOptions {
  staticRoot: string;
  remotesConfig: string | null;
}

/** The remotes config the server uses now: the REMOTES_CONFIG file (read each time) or the default. */
export async function readRemotesConfig(file: string | null): Promise<unknown> {
  return file ? JSON.parse(await readFile(file, 'utf8')) : DEFAULT_REMOTES_CONFIG;
}

/** Origins of remotes hosted elsewhere (absolute URLs in REMOTES_CONFIG): the CSP must allow them. */
export function remoteOrigins(file: string | null): string[] {
  if (!file) return [];
  const config: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const urls = typeof config === 'object' && config !== null ? Object.values(config) : [];
  const origins = urls.flatMap((url) => {
    if (typeof url !== 'string') return [];
    const address = /^(?:[\w-]+@)?(https?:\/\/[^/]+)/.exec(url);
    return address?.[1] ? [address[1]] : [];
  });
  return [...new Set(origins)];
}

/**
 * The built portal: the shell at /, each remote of the registry at its path (/mf-teacher), the remotes
 * config at /remotes.json, and the shell's index.html for every other path (client-side routing).
 */
export function frontendsRouter({ staticRoot, remotesConfig }: FrontendsOptions): Router {
  const router = express.Router();
  const shellDist = path.join(staticRoot, REMOTES_REGISTRY.shell.folder, 'dist');

  router.get('/remotes.json', async (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(await readRemotesConfig(remotesConfig));
  });
  for (const remote of REMOTES) {
    // A missing file of a remote is a 404, not the shell's page.
    router.use(remote.path, ...staticFiles(path.join(staticRoot, remote.folder, 'dist')), (_req, res) => {
      res.status(404).type('text').send('Not found');
    });
  }
  router.use(...staticFiles(shellDist));
  router.get('/{*splat}', (req, res) => {
    // The page's start.js loads the portal (main.js) at once on any address but '/', where a first visit
    // gets the login form alone (shell/src/start): the browser may fetch main.js beside start.js there.
    const headers = req.path === '/' ? { 'Cache-Control': NO_CACHE } : { 'Cache-Control': NO_CACHE, Link: PORTAL_PRELOAD };
    res.sendFile(path.join(shellDist, 'index.html'), { headers }, (error) => {
      if (error && !res.headersSent) {
        res.status(503).type('text').send('Интерфейс не собран: выполните npm run build. The frontend is not built: run npm run build.');
      }
    });
  });
  return router;
}
