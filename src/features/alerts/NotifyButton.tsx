import { useState } from 'react';
import { ALERT_TEXTS } from '../../domain/alerts/alertTexts';
import { buttonStyles } from '../../ui/buttons';

/** Asks for notification permission, once, where the browser can show them through the service worker. */
export function NotifyButton() {
  const supported = typeof Notification !== 'undefined' && 'serviceWorker' in navigator;
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported || permission !== 'default') return null;
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      {ALERT_TEXTS.allowNotifications}
    </button>
  );
}
