import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../domain/format/errors';
import { SHARE_EXPIRY_DAYS } from '../../domain/sharing/limits';
import { type CreatedShare, ShareInput, type ShareKind } from '../../domain/sharing/schema';
import { SHARE_TEXTS } from '../../domain/sharing/texts';
import { buttonStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { SelectField } from '../../ui/SelectField';
import { ShareLink } from './ShareLink';
import type { ShareApi } from './shareApi';
import { type ShareTargets, targetOptions } from './shareTargets';

interface ShareFormProps {
  api: ShareApi;
  online: boolean;
  kinds: readonly ShareKind[];
  targets: ShareTargets;
  /** What "Share…" on a collection or a location opened the form on. */
  preset?: SharePreset;
  onCreated(): void;
}

export interface SharePreset {
  kind: ShareKind;
  targetId: string;
}

const EXPIRY_OPTIONS = [
  { value: '', label: SHARE_TEXTS.never },
  ...SHARE_EXPIRY_DAYS.map((days) => ({ value: String(days), label: SHARE_TEXTS.inDays(days) })),
];

/** "Share…": what, which one, prices or not, an expiry; the made link is shown once, to copy. */
export function ShareForm({ api, online, kinds, targets, preset, onCreated }: ShareFormProps) {
  const [kind, setKind] = useState<ShareKind>(preset?.kind ?? kinds[0] ?? 'collection');
  const options = targetOptions(kind, targets);
  const [targetId, setTargetId] = useState(preset?.targetId ?? '');
  const [showPrices, setShowPrices] = useState(false);
  const [expiry, setExpiry] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<CreatedShare | null>(null);
  const target = options.some((option) => option.value === targetId) ? targetId : (options[0]?.value ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setMade(null);
    const parsed = ShareInput.safeParse({
      kind,
      targetId: target || null,
      showPrices,
      expiresInDays: expiry ? Number(expiry) : null,
    });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? SHARE_TEXTS.targetRequired);
    setBusy(true);
    try {
      setMade(await api.create(parsed.data));
      onCreated();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={SHARE_TEXTS.share} className="flex flex-col gap-3">
      {!online && (
        <p role="status" className="rounded-md border border-warning bg-surface p-3 text-sm text-text">
          {SHARE_TEXTS.needsConnection}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          stacked
          label={SHARE_TEXTS.what}
          name="kind"
          value={kind}
          options={kinds.map((value) => ({ value, label: SHARE_TEXTS.kinds[value] }))}
          onChange={(value) => setKind(value as ShareKind)}
        />
        <SelectField
          stacked
          label={SHARE_TEXTS.target}
          name="target"
          value={target}
          options={options}
          onChange={setTargetId}
        />
        <SelectField
          stacked
          label={SHARE_TEXTS.expiry}
          name="expiry"
          value={expiry}
          options={EXPIRY_OPTIONS}
          onChange={setExpiry}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showPrices}
            onChange={(event) => setShowPrices(event.target.checked)}
          />
          {SHARE_TEXTS.showPrices}
        </label>
        <button type="submit" className={buttonStyles.primary} disabled={!online || busy}>
          {SHARE_TEXTS.create}
        </button>
      </div>
      <FormFailure message={failure} />
      {made && <ShareLink path={made.path} />}
    </form>
  );
}
