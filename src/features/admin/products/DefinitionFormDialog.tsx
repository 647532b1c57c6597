import { useId, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { InputError } from '../../../db/errors';
import { createSealedDefinition } from '../../../db/sealed/createSealedDefinition';
import { editSealedDefinition } from '../../../db/sealed/editSealedDefinition';
import {
  type SealedDefinition,
  type SealedDefinitionDraft,
  SealedDefinitionForm,
  type SealedDefinitionValues,
} from '../../../domain/schemas';
import { FALLBACK_MESSAGES, PRODUCT_ADMIN_TEXTS, TEXTS } from '../../../domain/texts';
import { SEALED_TYPES } from '../../../domain/valueSets';
import { inputStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { FormDialogActions } from '../../../ui/FormDialogActions';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { useFormSubmit } from '../../forms/useFormSubmit';

function draftOf(definition: SealedDefinition | null): SealedDefinitionDraft {
  return {
    name: definition?.name ?? '',
    set: definition?.set ?? '',
    type: (definition?.type ?? '') as SealedDefinitionDraft['type'],
    description: definition?.description ?? '',
    releaseDate: definition?.releaseDate ?? '',
    imageUrl: definition?.imageUrl ?? '',
    isActive: definition?.isActive ?? true,
  };
}

/**
 * Add New Sealed Product Definition, or Edit Product Definition when given one (part 2 §2, §5). A new
 * definition whose name, set and type the device already has is not made twice: the form says so.
 */
export function DefinitionFormDialog({
  definition,
  onClose,
}: {
  definition: SealedDefinition | null;
  onClose(): void;
}) {
  const db = useDatabase();
  const formId = useId();
  const [draft, setDraft] = useState(() => draftOf(definition));
  const change = (patch: Partial<SealedDefinitionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, failure, pending, onSubmitOf } = useFormSubmit(SealedDefinitionForm, {
    action: async (values: SealedDefinitionValues) => {
      if (definition) return editSealedDefinition(db, definition.id, values);
      const answer = await createSealedDefinition(db, values);
      if (!answer.created) throw new InputError(TEXTS.definitionExists, { name: TEXTS.definitionExists });
      return answer.definition;
    },
    onDone: onClose,
    failureText: definition ? FALLBACK_MESSAGES.updateDefinition : FALLBACK_MESSAGES.createDefinition,
  });

  const title = definition ? PRODUCT_ADMIN_TEXTS.editTitle : PRODUCT_ADMIN_TEXTS.addTitle;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <FormDialogActions
          formId={formId}
          pending={pending}
          submitLabel={definition ? 'Save Changes' : PRODUCT_ADMIN_TEXTS.addProduct}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={onSubmitOf(draft)}
        aria-label={title}
        className="flex flex-col gap-3"
      >
        <FormField label="Name" error={errors.name}>
          <input
            className={inputStyles}
            value={draft.name}
            onChange={(e) => change({ name: e.target.value })}
          />
        </FormField>
        <FormField label="Set" error={errors.set}>
          <input
            className={inputStyles}
            value={draft.set}
            onChange={(e) => change({ set: e.target.value })}
          />
        </FormField>
        <FormField label="Type" error={errors.type}>
          <select
            className={inputStyles}
            value={draft.type}
            onChange={(e) => change({ type: e.target.value as SealedDefinitionDraft['type'] })}
          >
            <option value="">Choose a type</option>
            {SEALED_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Description" error={errors.description}>
          <textarea
            className={inputStyles}
            rows={2}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Release Date" error={errors.releaseDate}>
            <input
              className={inputStyles}
              type="date"
              value={draft.releaseDate}
              onChange={(e) => change({ releaseDate: e.target.value })}
            />
          </FormField>
          <FormField label="Image URL" error={errors.imageUrl}>
            <input
              className={inputStyles}
              type="url"
              value={draft.imageUrl}
              onChange={(e) => change({ imageUrl: e.target.value })}
            />
          </FormField>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={draft.isActive}
            onChange={(e) => change({ isActive: e.target.checked })}
          />
          Active
        </label>
        <FormFailure message={failure} />
      </form>
    </Dialog>
  );
}
