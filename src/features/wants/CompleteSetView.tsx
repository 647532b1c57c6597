import { useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { useCatalogueSets, useCompleteSet } from '../../db/wants/useCompleteSet';
import { addMissingToWantList } from '../../db/wants/wants';
import { formatMoney } from '../../domain/format';
import { errorMessage } from '../../domain/format/errors';
import type { CompleteSetResult } from '../../domain/wants/completeSet';
import { WANT_VIEW_TEXTS as TEXTS } from '../../domain/wants/wantViewTexts';
import { buttonStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { SelectField } from '../../ui/SelectField';
import { LoadingState } from '../../ui/StatePanel';
import { CollectionChoice } from './CollectionChoice';

/**
 * "Complete a set" (issue 26), offline on the device catalogue: the printings of a set the collector
 * lacks, how many, and what they cost at market prices in the display currency.
 */
export default function CompleteSetView() {
  const sets = useCatalogueSets();
  const [setCode, setSetCode] = useState('');
  const [collectionId, setCollectionId] = useState<string | null>(null);
  if (sets === undefined) return <LoadingState text={TEXTS.loading} />;
  if (sets === null) return <p className="text-text-secondary">{TEXTS.noCatalogue}</p>;
  return (
    <section aria-label={TEXTS.completeSet} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <SelectField
          label={TEXTS.set}
          name="complete-set"
          stacked
          value={setCode}
          options={[
            { value: '', label: TEXTS.chooseSet },
            ...sets.map((set) => ({
              value: set.setCode,
              label: `${set.setName} (${set.setCode.toUpperCase()})`,
            })),
          ]}
          onChange={setSetCode}
        />
        <CollectionChoice value={collectionId} onChange={setCollectionId} />
      </div>
      {setCode !== '' && <SetProgress setCode={setCode} collectionId={collectionId} />}
    </section>
  );
}

function SetProgress({ setCode, collectionId }: { setCode: string; collectionId: string | null }) {
  const result = useCompleteSet(setCode, collectionId);
  if (!result) return <LoadingState text={TEXTS.loading} />;
  return (
    <div className="flex flex-col gap-2">
      <p role="status">
        <strong>{TEXTS.missingCount(result.missing.length, result.total)}</strong> · {TEXTS.costToComplete}{' '}
        <strong>{formatMoney(result.cost)}</strong>
        {result.unpriced > 0 && (
          <span className="text-text-secondary"> ({TEXTS.unpriced(result.unpriced)})</span>
        )}
      </p>
      {result.missing.length === 0 ? (
        <p>{TEXTS.complete}</p>
      ) : (
        <MissingList result={result} collectionId={collectionId} />
      )}
    </div>
  );
}

function MissingList({ result, collectionId }: { result: CompleteSetResult; collectionId: string | null }) {
  const db = useDatabase();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addMissing = () => {
    setFailure(null);
    const printings = result.missing.map((entry) => entry.printing);
    addMissingToWantList(db, printings, collectionId)
      .then((added) => setMessage(TEXTS.addedMissing(added.length)))
      .catch((error: unknown) => setFailure(errorMessage(error)));
  };
  return (
    <>
      <div className="flex items-center gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={addMissing}>
          {TEXTS.addMissing}
        </button>
        {message && <span>{message}</span>}
      </div>
      <FormFailure message={failure} />
      <ul aria-label={TEXTS.missingPrintings} className="flex flex-col divide-y divide-border">
        {result.missing.map(({ printing, price }) => (
          <li key={printing.id} className="flex gap-2 py-1">
            <span className="w-12 text-text-secondary">{printing.collectorNumber}</span>
            <span className="flex-1">{printing.name}</span>
            <span>{price === undefined ? TEXTS.noPrice : formatMoney(price)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
