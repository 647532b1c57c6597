// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAlert } from '../../db/alerts/alerts';
import { outboxCalls } from '../../db/testing/database';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { ALERT_TEXTS } from '../../domain/alerts/alertTexts';
import AlertBell from './AlertBell';

const frame = hookDatabase();
const LEA = 'b01d8e8d-8f97-5e56-9f70-cc2471e95c1b';

describe('AlertBell', () => {
  it('counts unseen fires, lists them in words and marks them seen', async () => {
    const db = frame.open();
    const fired = await createAlert(db, {
      printingId: LEA,
      label: 'Lightning Bolt (LEA)',
      kind: 'above',
      threshold: 5,
    });
    await createAlert(db, { printingId: LEA, label: 'Lightning Bolt (LEA)', kind: 'below', threshold: 2 });
    // The device's own evaluation of a price day, as evaluateDeviceAlerts stores it.
    await db.alertFirings.put({
      alertId: fired.id,
      holding: true,
      firedOn: '2026-11-23',
      firedPrice: 6.1,
      stateOn: '2026-11-23',
    });
    render(<AlertBell />, { wrapper: frame.wrapper });
    fireEvent.click(await screen.findByRole('button', { name: ALERT_TEXTS.bell(1) }));
    expect(await screen.findByText('Lightning Bolt (LEA) rose above $5.00: now $6.10')).toBeTruthy();
    expect(screen.getByText('Lightning Bolt (LEA): below $2.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: ALERT_TEXTS.markSeen }));
    await screen.findByRole('button', { name: ALERT_TEXTS.bell(0) });
    expect((await outboxCalls(db)).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /alerts',
      'POST /alerts',
    ]);
    expect((await db.alerts.get(fired.id))?.seenOn).toBe('2026-11-23');
  });

  it('deletes an alert from the panel', async () => {
    const db = frame.open();
    await createAlert(db, { printingId: LEA, label: 'Lightning Bolt (LEA)', kind: 'above', threshold: 5 });
    render(<AlertBell />, { wrapper: frame.wrapper });
    fireEvent.click(await screen.findByRole('button', { name: ALERT_TEXTS.bell(0) }));
    fireEvent.click(
      await screen.findByRole('button', { name: `${ALERT_TEXTS.delete}: Lightning Bolt (LEA)` }),
    );
    await waitFor(async () => expect(await db.alerts.count()).toBe(0));
    expect(await screen.findByText(ALERT_TEXTS.none)).toBeTruthy();
  });
});
