import { SEALED_DEFINITION_RESULTS_MAX, SEARCH_MIN_CHARS } from '../limits';
import type { SealedDefinition } from '../schemas';

/** Whether a definition's name, set, type or description holds `needle` (already lower case). */
export function definitionMatches(definition: SealedDefinition, needle: string): boolean {
  return (
    definition.name.toLowerCase().includes(needle) ||
    definition.set.toLowerCase().includes(needle) ||
    definition.type.toLowerCase().includes(needle) ||
    definition.description.toLowerCase().includes(needle)
  );
}

/**
 * Add Sealed Product's step 1 (part 2 §5, §9): from 2 characters on, the active definitions whose
 * name, set, type or description hold the text, ignoring case, at most 20, by name.
 */
export function searchSealedDefinitions(
  definitions: readonly SealedDefinition[],
  query: string,
): SealedDefinition[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_CHARS) return [];
  return definitions
    .filter((definition) => definition.isActive && definitionMatches(definition, needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, SEALED_DEFINITION_RESULTS_MAX);
}
