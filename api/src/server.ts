import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app';
import { loadConfig, withSecrets } from './config';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createLogger } from './logger';
import { ensureFirstAdmin } from './modules/users/first-admin';

export interface RunningServer {
  url: string;
  port: number;
  logger: Logger;
  stop(): Promise<void>;
}

const FORCE_CLOSE_AFTER_MS = 5000;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

let running: RunningServer | undefined;

/** Reads the environment, migrates the database, creates the first admin if needed and listens. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = withSecrets(loadConfig(env));
  const logger = createLogger(config.nodeEnv);
  const database = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await runMigrations(database);
    await ensureFirstAdmin(database.db, config, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  const server = createServer(createApp({ db: database.db, config, logger }));
  try {
    await listen(server, config.port);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info(`Дневник достижений работает: ${url} (API ${url}/api, документация ${url}/api/docs)`);

  let stopping: Promise<void> | undefined;
  const handle: RunningServer = {
    url,
    port,
    logger,
    // The embedded database only writes its files out when closed.
    stop: () => (stopping ??= close(server).then(() => database.close())),
  };
  running = handle;
  return handle;
}

/** Stops the server that start() last started. */
export async function stop(): Promise<void> {
  await running?.stop();
  running = undefined;
}

if (require.main === module) {
  start().then(
    (server) => {
      const shutdown = (signal: string) => {
        server.logger.info(`${signal}: остановка / shutting down`);
        server.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            server.logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
