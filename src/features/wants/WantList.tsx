import { useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { useWantList } from '../../db/wants/useWants';
import { deleteWant } from '../../db/wants/wants';
import { errorMessage } from '../../domain/format/errors';
import { WANT_TEXTS } from '../../domain/texts';
import { buttonStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { LoadingState } from '../../ui/StatePanel';
import { AlertButton } from '../alerts/AlertButton';
import { NewWantForm } from './NewWantForm';

/** The want list (issue 26), offline: each want with the copies you have of it and how many are still missing. */
export function WantList() {
  const db = useDatabase();
  const list = useWantList();
  const [failure, setFailure] = useState<string | null>(null);
  if (!list) return <LoadingState text="Loading the want list…" />;

  const remove = (id: string) => {
    setFailure(null);
    deleteWant(db, id).catch((error: unknown) => setFailure(errorMessage(error)));
  };

  return (
    <div className="flex flex-col gap-4">
      <NewWantForm />
      <FormFailure message={failure} />
      {list.length === 0 ? (
        <p className="text-text-secondary">{WANT_TEXTS.empty}</p>
      ) : (
        <ul aria-label={WANT_TEXTS.title} className="flex flex-col divide-y divide-border">
          {list.map(({ want, progress }) => (
            <li key={want.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="flex-1">
                <strong>{want.name}</strong>{' '}
                <span className="text-text-secondary">
                  {want.setCode === '' ? WANT_TEXTS.anyPrinting : want.setCode.toUpperCase()} · ×
                  {want.quantity}
                </span>
              </span>
              <span>
                {WANT_TEXTS.have} {progress.have} · {WANT_TEXTS.missing} {progress.missing}
              </span>
              <AlertButton target={{ wantId: want.id, finish: want.finish, label: wantLabel(want) }} />
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-label={`${WANT_TEXTS.remove} ${want.name}`}
                onClick={() => remove(want.id)}
              >
                {WANT_TEXTS.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How the bell names a want: "Lightning Bolt (LEA)", or the name alone for any printing. */
const wantLabel = (want: { name: string; setCode: string }) =>
  want.setCode === '' ? want.name : `${want.name} (${want.setCode.toUpperCase()})`;
