import { useId, useState } from 'react';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { lookUpManualLine } from './scanLookups';
import type { ScannedCard } from './scannedCard';
import { SCAN_TEXTS } from './scanTexts';

/** "LEA 161", "mh2 138 foil": the card that will not read, typed beside the camera. */
export function ManualLineForm({ onCard }: { onCard(card: ScannedCard): void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  async function submit() {
    const found = await lookUpManualLine(text);
    if (found.kind === 'found') {
      onCard({
        printing: found.printing,
        candidates: found.candidates,
        foil: found.foil,
        printingUnsure: false,
        imageUrl: null,
      });
      setText('');
      setError(null);
    } else {
      setError(found.kind === 'invalid' ? SCAN_TEXTS.manualInvalid : SCAN_TEXTS.manualNotFound(text.trim()));
    }
  }

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {SCAN_TEXTS.manualLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          className={inputStyles}
          value={text}
          placeholder={SCAN_TEXTS.manualPlaceholder}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttonStyles.secondary}>
          {SCAN_TEXTS.manualAdd}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
