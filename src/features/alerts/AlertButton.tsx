import { useState } from 'react';
import { ALERT_TEXTS } from '../../domain/alerts/alertTexts';
import { buttonStyles } from '../../ui/buttons';
import NewAlertForm, { type AlertTarget } from './NewAlertForm';

/** "Add price alert" beside a want or a printing, opening the form in place. */
export function AlertButton({ target }: { target: AlertTarget }) {
  const [open, setOpen] = useState(false);
  if (open) return <NewAlertForm target={target} onDone={() => setOpen(false)} />;
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      aria-label={`${ALERT_TEXTS.add}: ${target.label}`}
      onClick={() => setOpen(true)}
    >
      {ALERT_TEXTS.add}
    </button>
  );
}
