import { useState } from 'react';
import type { Share } from '../../domain/sharing/schema';
import { SHARE_TEXTS } from '../../domain/sharing/texts';
import { buttonStyles } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { shareLabel } from './shareTargets';

interface ShareListProps {
  shares: readonly Share[];
  online: boolean;
  onRevoke(id: string): void;
}

/** My links that still open (revoked ones are gone for good), each with Revoke after a confirm. */
export function ShareList({ shares, online, onRevoke }: ShareListProps) {
  const [asked, setAsked] = useState<Share | null>(null);
  const live = shares.filter((share) => share.revokedAt === null);
  if (live.length === 0) return <p className="text-text-secondary">{SHARE_TEXTS.none}</p>;
  return (
    <>
      <ul aria-label={SHARE_TEXTS.mine} className="flex flex-col divide-y divide-border">
        {live.map((share) => {
          const label = shareLabel(share.kind, share.targetName);
          const notes = [
            share.showPrices ? SHARE_TEXTS.withPrices : null,
            share.expiresAt ? SHARE_TEXTS.expires(new Date(share.expiresAt).toLocaleDateString()) : null,
          ].filter(Boolean);
          return (
            <li key={share.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="flex-1">
                <strong>{label}</strong>{' '}
                {notes.length > 0 && <span className="text-text-secondary">{notes.join(' · ')}</span>}
              </span>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={!online}
                aria-label={`${SHARE_TEXTS.revoke} ${label}`}
                onClick={() => setAsked(share)}
              >
                {SHARE_TEXTS.revoke}
              </button>
            </li>
          );
        })}
      </ul>
      {asked && (
        <ConfirmDialog
          title={SHARE_TEXTS.revoke}
          message={SHARE_TEXTS.confirmRevoke(shareLabel(asked.kind, asked.targetName))}
          confirmLabel={SHARE_TEXTS.revoke}
          onCancel={() => setAsked(null)}
          onConfirm={() => {
            setAsked(null);
            onRevoke(asked.id);
          }}
        />
      )}
    </>
  );
}
