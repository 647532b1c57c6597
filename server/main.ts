import { buildApp } from './app';
import { readSettings } from './settings';

const settings = readSettings();
const app = await buildApp(settings);
await app.listen({ port: settings.port, host: settings.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
