import { TEMP_ID_PREFIX } from '../limits';

/** temp id → real id, as kept in the idMap table and answered by the server. */
export type TempIdMap = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

export function isTempId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith(TEMP_ID_PREFIX) && value.length > TEMP_ID_PREFIX.length
  );
}

function lookup(map: TempIdMap, id: string): string | undefined {
  if (map instanceof Map) return map.get(id);
  const record = map as Readonly<Record<string, string>>;
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

/**
 * Every temp id found in a value: strings that are temp ids as a whole, at any depth of objects and
 * arrays. Only whole values count, so user text that happens to contain "temp-" is never touched.
 */
export function findTempIds(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (isTempId(value)) {
    found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) findTempIds(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) findTempIds(item, found);
  }
  return found;
}

/** Temp ids of a REST path, one per path segment (`/collections/temp-…/set-default`). */
export function findTempIdsInPath(path: string, found: Set<string> = new Set()): Set<string> {
  for (const segment of pathSegments(path)) if (isTempId(segment)) found.add(segment);
  return found;
}

function pathSegments(path: string): string[] {
  const queryStart = path.indexOf('?');
  return (queryStart === -1 ? path : path.slice(0, queryStart)).split('/');
}

export function substituteTempIdsInPath(path: string, map: TempIdMap): string {
  const queryStart = path.indexOf('?');
  const route = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? '' : path.slice(queryStart);
  const segments = route.split('/');
  let changed = false;
  for (let i = 0; i < segments.length; i++) {
    const real = isTempId(segments[i]) ? lookup(map, segments[i]) : undefined;
    if (real !== undefined) {
      segments[i] = encodeURIComponent(real);
      changed = true;
    }
  }
  return changed ? segments.join('/') + query : path;
}

/**
 * The value with every temp id that the map knows replaced by its real id, at any depth. Parts that
 * hold no known temp id are returned as the same objects, so callers can tell with `===` whether
 * anything changed and skip writing it back.
 */
export function substituteTempIds<T>(value: T, map: TempIdMap): T {
  if (isTempId(value)) return (lookup(map, value) ?? value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const next = substituteTempIds(item, map);
      if (next !== item) {
        copy ??= value.slice();
        copy[index] = next;
      }
    });
    return (copy ?? value) as T;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const next = substituteTempIds(item, map);
      if (next !== item) {
        copy ??= { ...(value as Record<string, unknown>) };
        copy[key] = next;
      }
    }
    return (copy ?? value) as T;
  }
  return value;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Temp ids a mutation still carries that the map cannot resolve: the call must wait for their creates. */
export function unresolvedTempIds(path: string, body: unknown, map: TempIdMap): string[] {
  const ids = findTempIds(body, findTempIdsInPath(path));
  return [...ids].filter((id) => lookup(map, id) === undefined);
}
