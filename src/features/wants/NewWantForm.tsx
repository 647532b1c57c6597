import { type FormEvent, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { createWant } from '../../db/wants/wants';
import { errorMessage } from '../../domain/format/errors';
import { WANT_TEXTS } from '../../domain/texts';
import { WANT_FINISHES, type WantFinish } from '../../domain/wants/schema';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';

const FINISH_LABELS: Record<WantFinish, string> = { any: 'Any finish', nonfoil: 'Non-foil', foil: 'Foil' };

/** A card name, optionally a set code (else any printing), how many and which finish. */
export function NewWantForm() {
  const db = useDatabase();
  const [name, setName] = useState('');
  const [setCode, setSetCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [finish, setFinish] = useState<WantFinish>('any');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await createWant(db, { name, setCode, quantity: Number(quantity), finish });
      setName('');
      setSetCode('');
      setQuantity('1');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} aria-label={WANT_TEXTS.newWant} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-sm">
        Card name
        <input className={inputStyles} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="flex flex-col text-sm">
        Set code
        <input
          className={inputStyles}
          value={setCode}
          placeholder={WANT_TEXTS.anyPrinting}
          onChange={(event) => setSetCode(event.target.value)}
        />
      </label>
      <label className="flex flex-col text-sm">
        Quantity
        <input
          className={inputStyles}
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </label>
      <label className="flex flex-col text-sm">
        Finish
        <select
          className={inputStyles}
          value={finish}
          onChange={(event) => setFinish(event.target.value as WantFinish)}
        >
          {WANT_FINISHES.map((value) => (
            <option key={value} value={value}>
              {FINISH_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonStyles.primary}>
        {WANT_TEXTS.addWant}
      </button>
      <FormFailure message={failure} />
    </form>
  );
}
