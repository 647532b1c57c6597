import { describe, expect, it } from 'vitest';
import { classifyResponse, serverMessage } from './classifyResponse';

const fresh = { op: 'update' as const, entity: 'cards' as const, refreshed: false };
const respond = (status: number, body: unknown = null, retryAfterMs?: number) =>
  ({ kind: 'response', status, body, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) }) as const;
const refused = (message: string) => ({ success: false, error: { message } });

describe('classifyResponse', () => {
  it('retries network errors, 408, 429 and 5xx', () => {
    expect(classifyResponse({ kind: 'network-error', message: 'Failed to fetch' }, fresh)).toEqual({
      action: 'retry',
      reason: 'Failed to fetch',
    });
    for (const status of [408, 500, 502, 503, 504]) {
      expect(classifyResponse(respond(status), fresh)).toEqual({ action: 'retry', reason: `HTTP ${status}` });
    }
    expect(classifyResponse(respond(429, refused('Too many requests'), 30_000), fresh)).toEqual({
      action: 'retry',
      reason: 'HTTP 429',
      retryAfterMs: 30_000,
    });
  });

  it('hands back the data of a 2xx envelope', () => {
    const record = { id: 'real-1', name: 'Binder' };
    expect(
      classifyResponse(respond(201, { success: true, data: record }), {
        op: 'create',
        entity: 'cards',
        refreshed: false,
      }),
    ).toEqual({
      action: 'done',
      data: record,
      gone: false,
    });
    expect(classifyResponse(respond(204), fresh)).toEqual({ action: 'done', data: null, gone: false });
  });

  it('refreshes once on 401, then reports the session as signed out', () => {
    expect(classifyResponse(respond(401), fresh)).toEqual({ action: 'refresh' });
    expect(classifyResponse(respond(401), { op: 'update', entity: 'cards', refreshed: true })).toEqual({
      action: 'signed-out',
    });
  });

  it('treats 404 on update or delete as done (delete wins), but parks a create that 404s', () => {
    for (const op of ['update', 'delete'] as const) {
      expect(
        classifyResponse(respond(404, refused('Card not found')), { op, entity: 'cards', refreshed: false }),
      ).toEqual({
        action: 'done',
        data: null,
        gone: true,
      });
    }
    expect(
      classifyResponse(respond(404, refused('Collection not found')), {
        op: 'create',
        entity: 'cards',
        refreshed: false,
      }),
    ).toEqual({
      action: 'park',
      message: 'Collection not found',
    });
  });

  it('parks a 404 about another record the call names: the record itself is not gone', () => {
    // A card filed into a binder another device deleted: the card stays, the filing waits for the user.
    expect(classifyResponse(respond(404, refused('Location not found')), fresh)).toEqual({
      action: 'park',
      message: 'Location not found',
    });
    expect(
      classifyResponse(respond(404, refused('Card not found')), {
        op: 'update',
        entity: 'locations',
        refreshed: false,
      }),
    ).toEqual({ action: 'park', message: 'Card not found' });
    expect(classifyResponse(respond(404), fresh)).toEqual({
      action: 'park',
      message: 'The server refused this change (HTTP 404)',
    });
  });

  it("parks other 4xx with the server's message", () => {
    expect(classifyResponse(respond(400, refused('name: Collection name is required')), fresh)).toEqual({
      action: 'park',
      message: 'name: Collection name is required',
    });
    expect(classifyResponse(respond(422, 'not json'), fresh)).toEqual({
      action: 'park',
      message: 'The server refused this change (HTTP 422)',
    });
  });
});

describe('serverMessage', () => {
  it('falls back when the envelope has no usable message', () => {
    expect(serverMessage(409, refused('  '))).toBe('The server refused this change (HTTP 409)');
    expect(serverMessage(409, { error: 'x' })).toBe('The server refused this change (HTTP 409)');
    expect(serverMessage(409, refused('Email already registered'))).toBe('Email already registered');
  });
});
