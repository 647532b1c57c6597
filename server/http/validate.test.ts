import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CollectionInput, CollectionUpdate } from '../../src/domain/schemas';
import { StatusError } from '../errors/statusError';
import { isServerId, parseInput, parsePartialBody } from './validate';

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StatusError);
    expect((error as StatusError).statusCode).toBe(400);
    return (error as StatusError).message;
  }
  throw new Error('expected a 400');
};

describe('parseInput', () => {
  it('answers the parsed value', () => {
    expect(parseInput(CollectionInput, { name: ' Main ' }, 'body')).toEqual({
      name: 'Main',
      description: '',
    });
  });

  it('names the field and gives the schema’s message', () => {
    expect(messageOf(() => parseInput(CollectionInput, { name: '  ' }, 'body'))).toBe(
      'name: Collection name is required',
    );
  });

  it('says a missing field is required', () => {
    expect(messageOf(() => parseInput(CollectionInput, {}, 'body'))).toBe('name: is required');
  });

  it('names nested fields by their path', () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.number().min(1, 'too few') })) });
    expect(messageOf(() => parseInput(schema, { items: [{ quantity: 0 }] }, 'body'))).toBe(
      'items.0.quantity: too few',
    );
  });

  it('explains a body that is not an object', () => {
    expect(messageOf(() => parseInput(CollectionInput, undefined, 'body'))).toBe(
      'Request body must be a JSON object',
    );
    expect(messageOf(() => parseInput(CollectionInput, [1, 2], 'body'))).toBe(
      'Request body must be a JSON object',
    );
  });
});

describe('parsePartialBody', () => {
  it('keeps only the fields sent, so defaults never overwrite stored values', () => {
    expect(parsePartialBody(CollectionUpdate, { name: 'New' })).toEqual({ name: 'New' });
    expect(parsePartialBody(CollectionUpdate, { description: ' d ' })).toEqual({ description: 'd' });
    expect(parsePartialBody(CollectionUpdate, {})).toEqual({});
  });

  it('still validates what was sent', () => {
    expect(messageOf(() => parsePartialBody(CollectionUpdate, { name: '' }))).toBe(
      'name: Collection name is required',
    );
  });
});

describe('isServerId', () => {
  it('accepts uuids only', () => {
    expect(isServerId('0cd87d6f-11d3-4213-ba43-1fec145af268')).toBe(true);
    expect(isServerId('temp-0cd87d6f-11d3-4213-ba43-1fec145af268')).toBe(false);
    expect(isServerId('1')).toBe(false);
    expect(isServerId("' or 1=1 --")).toBe(false);
  });
});
