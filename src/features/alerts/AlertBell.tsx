import { useAlerts } from '../../db/alerts/useAlerts';
import { ALERT_TEXTS } from '../../domain/alerts/alertTexts';
import { buttonStyles } from '../../ui/buttons';
import { useDisclosure } from '../../ui/useDisclosure';
import { AlertPanel } from './AlertPanel';
import { BellIcon } from './BellIcon';

/** The header's bell (issue 26): how many fired alerts are unseen, and the panel that lists them. */
export default function AlertBell() {
  const alerts = useAlerts() ?? [];
  const unseen = alerts.filter((entry) => entry.unseen).length;
  const { open, panelId, root, toggleProps } = useDisclosure();
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={ALERT_TEXTS.bell(unseen)}
        className={`${buttonStyles.icon} relative`}
        {...toggleProps}
      >
        <BellIcon />
        {unseen > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-error px-1 text-xs text-surface"
          >
            {unseen}
          </span>
        )}
      </button>
      {open && <AlertPanel id={panelId} alerts={alerts} />}
    </div>
  );
}
