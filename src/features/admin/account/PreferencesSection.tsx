import { useMemo, useState } from 'react';
import { setDefaultCollection } from '../../../db/collections/setDefaultCollection';
import { useDatabase } from '../../../db/DatabaseProvider';
import { useExchangeRates } from '../../../db/hooks/useCatalogueState';
import { useCollections } from '../../../db/hooks/useCollections';
import { type DisplayCurrency, getDisplayCurrency } from '../../../domain/format';
import { FormFailure } from '../../../ui/FormFailure';
import { SelectField } from '../../../ui/SelectField';
import { AccountCard, failureText } from './AccountCard';
import { currencyOptions, saveDisplaySettings } from './displaySettings';

/**
 * Default collection and display currency (USD, EUR, GBP and any other the exchange rates carry). Both work offline: the default is a synced change through
 * the outbox (PUT /collections/:id/set-default), the currency is this user's setting on the device.
 */
export function PreferencesSection({ userId }: { userId: string }) {
  const db = useDatabase();
  const collections = useCollections();
  const [currency, setCurrency] = useState<DisplayCurrency>(getDisplayCurrency());
  const [failure, setFailure] = useState<string | null>(null);
  const rates = useExchangeRates();
  const options = useMemo(() => currencyOptions(rates ?? [], currency), [rates, currency]);
  const defaultId = collections?.find((collection) => collection.isDefault)?.id ?? '';

  function chooseDefault(id: string) {
    setFailure(null);
    setDefaultCollection(db, id).catch((error: unknown) => setFailure(failureText(error)));
  }

  function chooseCurrency(value: string) {
    const chosen = options.find((option) => option.value === value)?.value;
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
          options={options}
          onChange={chooseCurrency}
        />
      </div>
      <FormFailure message={failure} />
    </AccountCard>
  );
}
