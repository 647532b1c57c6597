import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../domain/format/errors';
import type { Share, ShareKind } from '../../domain/sharing/schema';
import { SHARE_TEXTS } from '../../domain/sharing/texts';
import { FormFailure } from '../../ui/FormFailure';
import { ShareForm } from './ShareForm';
import { ShareList } from './ShareList';
import type { ShareApi } from './shareApi';
import type { ShareTargets } from './shareTargets';

interface ShareManagerProps {
  api: ShareApi;
  online: boolean;
  kinds: readonly ShareKind[];
  targets: ShareTargets;
}

/** Make a link and see or revoke mine. Sharing needs the server, so offline it says so and waits. */
export function ShareManager({ api, online, kinds, targets }: ShareManagerProps) {
  const [shares, setShares] = useState<Share[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (!online) return;
    api.list().then(setShares, (error: unknown) => setFailure(errorMessage(error)));
  }, [api, online]);
  useEffect(reload, [reload]);

  const revoke = (id: string) => {
    setFailure(null);
    api.revoke(id).then(reload, (error: unknown) => setFailure(errorMessage(error)));
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{SHARE_TEXTS.title}</h2>
      <ShareForm api={api} online={online} kinds={kinds} targets={targets} onCreated={reload} />
      <FormFailure message={failure} />
      <h3 className="font-semibold">{SHARE_TEXTS.mine}</h3>
      {shares && <ShareList shares={shares} online={online} onRevoke={revoke} />}
    </div>
  );
}
