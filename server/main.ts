/** `npm start`: one Node process with the API, the built web app, the identity provider and the analysis worker. */
import { build } from './app.ts';
import { configFromEnv } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { createPgliteFolderApart } from './db/pglite-folder.ts';
import { DEMO_PASSWORD, demoAccounts } from './db/seed-accounts.ts';

const config = configFromEnv();

try {
  // A new PGlite folder is created in a child process: the first open's memory is not kept by this one.
  if (!config.databaseUrl) await createPgliteFolderApart(config.dataDir);
  const server = await build({ config, logger: process.env.LOG_LEVEL !== 'silent' });
  await server.app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `Lektør kører på ${config.publicUrl}`,
    config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: indbygget PGlite i ${config.dataDir}`,
  ];
  if (server.demo) {
    lines.push(`Demokonti (adgangskode: ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) lines.push(`  ${account.email.padEnd(22)} ${account.description}`);
  }
  console.log(lines.join('\n'));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: stopper Lektør…`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
