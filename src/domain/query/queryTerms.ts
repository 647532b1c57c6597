import { CATALOGUE_FIELDS } from './catalogueTerms';
import { COLLECTION_FIELDS } from './collectionTerms';
import type { QueryField } from './queryFields';

/** Every term the language reads, in the order Advanced Search offers them. */
export const QUERY_FIELDS: readonly QueryField[] = [...CATALOGUE_FIELDS, ...COLLECTION_FIELDS];

const BY_NAME = new Map(QUERY_FIELDS.flatMap((field) => field.names.map((name) => [name, field] as const)));

/** The term a field typed as `name` is (any of its names, lower case); undefined when none is. */
export const fieldNamed = (name: string): QueryField | undefined => BY_NAME.get(name);
