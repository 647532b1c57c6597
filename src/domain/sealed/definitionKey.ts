/**
 * A sealed product definition is identified by its lowercase name|set|type (part 2 §3): two
 * definitions with the same three, ignoring case and surrounding spaces, are the same product.
 */
export interface DefinitionIdentity {
  name: string;
  set: string;
  type: string;
}

export function sealedDefinitionKey({ name, set, type }: DefinitionIdentity): string {
  return `${name.trim().toLowerCase()}|${set.trim().toLowerCase()}|${type.trim().toLowerCase()}`;
}

export function isSameDefinition(a: DefinitionIdentity, b: DefinitionIdentity): boolean {
  return sealedDefinitionKey(a) === sealedDefinitionKey(b);
}
