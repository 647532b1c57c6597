import { useState } from 'react';
import { setDefaultCollection } from '../../../db/collections/setDefaultCollection';
import { useDatabase } from '../../../db/DatabaseProvider';
import { useCollections } from '../../../db/hooks/useCollections';
import { type DisplayCurrency, getDisplayCurrency } from '../../../domain/format';
import { FormFailure } from '../../../ui/FormFailure';
import { SelectField } from '../../../ui/SelectField';
import { AccountCard, failureText } from './AccountCard';
import { CURRENCY_OPTIONS, saveDisplaySettings } from './displaySettings';

/**
 * Default collection and display currency. Both work offline: the default is a synced change through
 * the outbox (PUT /collections/:id/set-default), the currency is this user's setting on the device.
 */
export function PreferencesSection({ userId }: { userId: string }) {
  const db = useDatabase();
  const collections = useCollections();
  const [currency, setCurrency] = useState<DisplayCurrency>(getDisplayCurrency());
  const [failure, setFailure] = useState<string | null>(null);
  const defaultId = collections?.find((collection) => collection.isDefault)?.id ?? '';

  function chooseDefault(id: string) {
    setFailure(null);
    setDefaultCollection(db, id).catch((error: unknown) => setFailure(failureText(error)));
  }

  function chooseCurrency(value: string) {
    const chosen = CURRENCY_OPTIONS.find((option) => option.value === value)?.value;
    if (!chosen) return;
    saveDisplaySettings(userId, { currency: chosen });
    setCurrency(chosen);
  }

  return (
    <AccountCard title="Preferences">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Default collection"
          name="defaultCollection"
          stacked
          value={defaultId}
          options={[
            ...(defaultId ? [] : [{ value: '', label: 'No default collection' }]),
            ...(collections ?? []).map((collection) => ({ value: collection.id, label: collection.name })),
          ]}
          onChange={chooseDefault}
        />
        <SelectField
          label="Currency display"
          name="currency"
          stacked
          value={currency}
          options={CURRENCY_OPTIONS}
          onChange={chooseCurrency}
        />
      </div>
      <FormFailure message={failure} />
    </AccountCard>
  );
}
