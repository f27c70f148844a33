import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app';
import { loadConfig, publicUrlWarning, withSecrets, type Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/client';
import { preparePostgres } from './db/connect';
import { runMigrations } from './db/migrate';
import { recordCentreTimeZone } from './db/centre-settings';
import { KeptReads } from './auth/kept-reads';
import { createLogger } from './logger';
import { ensureFirstAdmin } from './modules/users/first-admin';
import { purgeSessions } from './auth/sessions';
import { StartupError } from './errors/startup-error';

export interface RunningServer {
  url: string;
  port: number;
  logger: Logger;
  stop(): Promise<void>;
}

const FORCE_CLOSE_AFTER_MS = 5000;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Порт ${port} уже занят другим процессом: освободите его или задайте другой PORT.`));
      else if (error.code === 'EACCES') reject(new StartupError(`Нет права слушать порт ${port}: задайте PORT больше 1024.`));
      else reject(error);
    };
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
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

/**
 * The migrated database of the configuration. A PostgreSQL server's database is created when it
 * is missing (and the user may); migrations run on a connection without the statement timeout,
 * since one may rewrite a large table. PGlite's folder is locked against a second process.
 */
async function openDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  if (!config.databaseUrl) {
    const database = await createDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
    try {
      await runMigrations(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const url = config.databaseUrl;
  const { created, target } = await preparePostgres(url);
  if (created) logger.info(`База данных ${target.label} не существовала: создана`);
  const onPoolError = (error: Error) =>
    logger.error({ err: error }, 'PostgreSQL: соединение пула потеряно, следующий запрос откроет новое');
  const migrating = await createDatabase({ url, onPoolError });
  try {
    await runMigrations(migrating);
  } finally {
    await migrating.close();
  }
  return createDatabase({ url, statementTimeoutMs: config.dbStatementTimeoutMs, onPoolError });
}

/** Reads the environment, migrates the database, creates the first admin if needed and listens. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = withSecrets(loadConfig(env));
  const logger = createLogger(config.nodeEnv, config.logLevel);
  const warning = publicUrlWarning(config);
  if (warning) logger.warn(warning);
  const database = await openDatabase(config, logger);
  let kept: KeptReads;
  try {
    await ensureFirstAdmin(database.db, config, logger);
    await recordCentreTimeZone(database.db, config.centreTimeZone);
    // Sessions that ended while the server was down go now, not at the first refresh.
    await purgeSessions(database.db);
    // One LISTEN connection per process: what each request reads first is kept until a change is notified.
    kept = await KeptReads.listen(database, { logger });
  } catch (error) {
    await database.close();
    throw error;
  }

  const closeDatabase = () => kept.close().then(() => database.close());
  const server = createServer(createApp({ db: database.db, config, logger, kept }));
  try {
    await listen(server, config.port);
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const shown = config.publicUrl ?? url;
  logger.info(`Дневник достижений работает: ${shown} (API ${shown}/api, документация ${shown}/api/docs)`);

  let stopping: Promise<void> | undefined;
  const handle: RunningServer = {
    url,
    port,
    logger,
    // The embedded database only writes its files out when closed.
    stop: () => (stopping ??= close(server).then(closeDatabase)),
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
      // A problem the operator fixes is one line; anything else keeps its stack for a bug report.
      console.error(error instanceof StartupError ? error.message : error);
      process.exit(1);
    },
  );
}
