import { type DragEvent, useId, useState } from 'react';
import { PEER_FORMATS } from '../../domain/importExport/formats';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import { importSizeProblem } from '../../domain/importExport/parsePeerCsv';
import { focusRing } from '../../ui/buttons';

interface FileChooserProps {
  onFile(name: string, text: string): void;
  /** A file past the import's size limit: refused before it is read into memory. */
  onRefused(name: string, message: string): void;
}

/** Choose a CSV file or drop one here; its text goes to the import (never uploaded). */
export function FileChooser({ onFile, onRefused }: FileChooserProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const read = async (file: File | undefined) => {
    if (!file) return;
    const tooLarge = importSizeProblem(file.size);
    if (tooLarge) return onRefused(file.name, tooLarge);
    let text: string;
    try {
      text = await file.text();
    } catch {
      // The browser lost the file between the choice and the read (moved, deleted, a revoked grant).
      return onRefused(file.name, IMPORT_TEXTS.unreadable);
    }
    onFile(file.name, text);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void read(event.dataTransfer.files[0]);
  };
  return (
    <div className="flex flex-col">
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center ${
          over ? 'border-primary bg-surface-hover' : 'border-border bg-surface'
        }`}
      >
        <span className="font-semibold text-primary underline">Choose a CSV file</span>
        <span className="text-sm text-text-secondary">
          or drop it here. An export of {PEER_FORMATS.map((format) => format.label).join(', ')}.
        </span>
      </label>
      <input
        id={id}
        name="importFile"
        type="file"
        accept=".csv,text/csv,text/plain"
        className={`sr-only ${focusRing}`}
        onChange={(event) => void read(event.target.files?.[0])}
      />
    </div>
  );
}
