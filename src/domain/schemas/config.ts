import { z } from 'zod';

/** `GET /api/v1/config` (no auth): what the app learns at run time from the server's settings. */
export const AppConfig = z.object({ cardDbUrl: z.url() });
export type AppConfig = z.infer<typeof AppConfig>;
