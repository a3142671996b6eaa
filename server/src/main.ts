import { buildApp } from './app';
import { startDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const { handle, generatedAdminPassword } = await startDatabase(config);
  if (generatedAdminPassword) {
    // Shown once, on the console only: the database keeps just the hash.
    process.stdout.write(
      `\nFirst administrator created. Username: admin  Password: ${generatedAdminPassword}\n` +
        'Store it now; it will not be shown again.\n\n',
    );
  }
  const app = await buildApp({ config, database: handle });

  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: say which setting, without a stack trace.
  if (error instanceof ConfigError) process.stderr.write(`Configuration error: ${error.message}\n`);
  else
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});
