import { useState } from 'react';
import { SHARE_TEXTS } from '../../domain/sharing/texts';
import { buttonStyles, inputStyles } from '../../ui/buttons';

/** The link just made, with "Copy link": the server keeps only its hash, so it is shown this once. */
export function ShareLink({ path }: { path: string }) {
  const url = `${window.location.origin}${path}`;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };
  return (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1 text-sm">
        {SHARE_TEXTS.link}
        <input className={inputStyles} readOnly value={url} onFocus={(event) => event.target.select()} />
      </label>
      <p className="text-xs text-text-secondary">{SHARE_TEXTS.linkOnce}</p>
      <div className="flex items-center gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={copy}>
          {SHARE_TEXTS.copy}
        </button>
        {copied && <span role="status">{SHARE_TEXTS.copied}</span>}
      </div>
    </div>
  );
}
