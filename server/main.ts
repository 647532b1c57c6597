import { buildApp } from './app';
import { readSettings } from './settings';

const settings = readSettings();
const app = await buildApp(settings);
await app.listen({ port: settings.port, host: settings.host });
