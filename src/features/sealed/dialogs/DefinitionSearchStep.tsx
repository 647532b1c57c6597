import { useMemo, useState } from 'react';
import { useSealedDefinitions } from '../../../db/hooks/useSealedData';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../domain/limits';
import type { SealedDefinition } from '../../../domain/schemas';
import { searchSealedDefinitions } from '../../../domain/sealed/definitionSearch';
import { SEALED_TEXTS } from '../../../domain/texts';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

/**
 * Add Sealed Product, step 1 (part 2 §2, §5): the device's active definitions searched from 2
 * characters, 300 ms after typing stops, at most 20.
 */
export function DefinitionSearchStep({ onSelect }: { onSelect(definition: SealedDefinition): void }) {
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, DEBOUNCE_MS.definitions);
  const definitions = useSealedDefinitions();
  const results = useMemo(
    () => (definitions.status === 'ready' ? searchSealedDefinitions(definitions.data, settled) : []),
    [definitions, settled],
  );
  const searched = settled.trim().length >= SEARCH_MIN_CHARS && definitions.status === 'ready';

  return (
    <div className="flex flex-col gap-3">
      <FormField
        label="Search product definitions"
        hint="Name, set, type or description; at least 2 characters"
      >
        <input
          type="search"
          className={inputStyles}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. Booster Box"
        />
      </FormField>
      {searched && results.length === 0 && (
        <div role="status" className="rounded-md border border-dashed border-border px-3 py-4 text-center">
          <p className="font-semibold">{SEALED_TEXTS.noDefinitions}</p>
          <p className="text-sm text-text-secondary">{SEALED_TEXTS.noDefinitionsHint}</p>
        </div>
      )}
      {results.length > 0 && (
        <ul aria-label="Product definitions" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          {results.map((definition) => (
            <li
              key={definition.id}
              className="flex items-center gap-2 rounded-md border border-border-light p-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{definition.name}</p>
                <p className="truncate text-xs text-text-secondary">
                  {definition.set} · {definition.type}
                </p>
              </div>
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-label={`Select ${definition.name}`}
                onClick={() => onSelect(definition)}
              >
                Select
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
