import { cardDefinitionKey } from '../../domain/cardDatabase/mapping';
import type { CardDefinition } from '../../domain/schemas';
import type { CardDefinitionRow } from '../rows';

export function toDefinitionRow(definition: CardDefinition): CardDefinitionRow {
  return {
    ...definition,
    nameKey: definition.name.trim().toLowerCase(),
    key: cardDefinitionKey(definition.name, definition.setCode),
  };
}

/** The row without its search keys, as the rest of the app knows a definition. */
export function fromDefinitionRow(row: CardDefinitionRow): CardDefinition {
  const { nameKey: _nameKey, key: _key, ...definition } = row;
  return definition;
}
