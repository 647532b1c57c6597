import { type FormEvent, useId, useState } from 'react';
import type { CollectionInput } from '../../domain/schemas/collection';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';

interface CollectionFormDialogProps {
  mode: 'create' | 'edit';
  initial?: { name: string; description: string };
  onSubmit(input: CollectionInput): Promise<void>;
  onClose(): void;
}

/** "Create New Collection" and "Edit Collection" (part 1 §2): name required after trimming. */
export function CollectionFormDialog({ mode, initial, onSubmit, onClose }: CollectionFormDialogProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const blank = name.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    try {
      await onSubmit({ name, description });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Dialog
      title={mode === 'create' ? 'Create New Collection' : 'Edit Collection'}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={buttonStyles.primary} disabled={blank}>
            {mode === 'create' ? 'Create Collection' : 'Save Changes'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Collection Name *
          <input className={inputStyles} value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Description
          <textarea
            className={inputStyles}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
