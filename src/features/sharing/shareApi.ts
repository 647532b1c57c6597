import type { ApiClient } from '../../api/apiClient';
import { API, pathOf } from '../../domain/api';
import type { ShareInput } from '../../domain/sharing/schema';

const { list, create, revoke } = API.shares;
const FAILED = 'Could not reach the server for share links. Please try again.';

/**
 * The share-link calls. They go straight to the server, never through the outbox: a link exists
 * only once the server has made its token (issue 26).
 */
export function createShareApi(client: ApiClient) {
  return {
    list: () => client.request(list.method, list.path, { schema: list.answer, fallbackMessage: FAILED }),
    create: (body: ShareInput) =>
      client.request(create.method, create.path, { body, schema: create.answer, fallbackMessage: FAILED }),
    revoke: (id: string) =>
      client.request(revoke.method, pathOf(revoke, { id }), {
        schema: revoke.answer,
        fallbackMessage: FAILED,
      }),
  };
}
export type ShareApi = ReturnType<typeof createShareApi>;
