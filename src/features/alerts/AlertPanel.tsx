import { useState } from 'react';
import { deleteAlert, markAlertSeen } from '../../db/alerts/alerts';
import type { AlertWithFiring } from '../../db/alerts/useAlerts';
import { useDatabase } from '../../db/DatabaseProvider';
import { ALERT_TEXTS, alertRuleText, firedAlertText } from '../../domain/alerts/alertTexts';
import { errorMessage } from '../../domain/format/errors';
import { buttonStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { TrashIcon } from '../../ui/icons';
import { NotifyButton } from './NotifyButton';

const alertLine = ({ alert, firing }: AlertWithFiring) =>
  firing.firedPrice !== null
    ? firedAlertText({ ...alert, firedPrice: firing.firedPrice })
    : alertRuleText(alert);

/** The bell's panel: fired alerts first (new ones marked), then the rest; mark seen, delete. */
export function AlertPanel({ id, alerts }: { id: string; alerts: AlertWithFiring[] }) {
  const db = useDatabase();
  const [failure, setFailure] = useState<string | null>(null);
  const unseen = alerts.filter((entry) => entry.unseen);
  const run = (work: Promise<unknown>) => {
    setFailure(null);
    work.catch((error: unknown) => setFailure(errorMessage(error)));
  };
  const markAllSeen = () =>
    run(
      Promise.all(unseen.map(({ alert, firing }) => markAlertSeen(db, alert.id, firing.firedOn as string))),
    );

  return (
    <section
      id={id}
      aria-label={ALERT_TEXTS.title}
      className="absolute right-0 z-40 mt-2 flex w-80 flex-col gap-2 rounded-md border border-border bg-surface p-3 shadow-lg"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{ALERT_TEXTS.title}</h2>
        {unseen.length > 0 && (
          <button type="button" className={buttonStyles.ghost} onClick={markAllSeen}>
            {ALERT_TEXTS.markSeen}
          </button>
        )}
      </div>
      <FormFailure message={failure} />
      {alerts.length === 0 ? (
        <p className="text-text-secondary">{ALERT_TEXTS.none}</p>
      ) : (
        <ul className="flex max-h-96 flex-col divide-y divide-border overflow-y-auto">
          {alerts.map((entry) => (
            <li key={entry.alert.id} className="flex items-start gap-2 py-2">
              <span className={`flex-1 ${entry.unseen ? 'font-semibold' : 'text-text-secondary'}`}>
                {alertLine(entry)}
              </span>
              <button
                type="button"
                className={buttonStyles.icon}
                aria-label={`${ALERT_TEXTS.delete}: ${entry.alert.label}`}
                onClick={() => run(deleteAlert(db, entry.alert.id))}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-text-muted">{ALERT_TEXTS.currencyNote}</p>
      <NotifyButton />
    </section>
  );
}
