import { useCallback, useMemo, useState } from 'react';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import { useMarketPrices } from '../../db/hooks/useMarketPrices';
import { useCollectionSealedProducts } from '../../db/hooks/useSealedData';
import type { SealedRow } from '../../domain/sealed/sealedRows';
import { SEALED_TEXTS, TEXTS } from '../../domain/texts';
import { useAddAction } from '../../shell/navigation/addActions';
import { DesktopAddButton, SectionHeading } from '../../ui/SectionHeading';
import { LoadingState, StatePanel } from '../../ui/StatePanel';
import { useCollectionPrices } from '../finance/useCollectionPrices';
import { SealedBody } from './SealedBody';
import { SealedDialogHost } from './SealedDialogHost';
import type { SealedRowHandlers } from './SealedRowActions';
import { SealedToolbar } from './SealedToolbar';
import { NO_SEALED_DIALOG, type SealedDialogState } from './sealedDialogState';

function CollectionSealed({ collectionId }: { collectionId: string }) {
  const [attempt, setAttempt] = useState(0);
  const products = useCollectionSealedProducts(collectionId, attempt);
  const prices = useCollectionPrices(useMarketPrices(collectionId));
  const [dialog, setDialog] = useState<SealedDialogState>(NO_SEALED_DIALOG);
  const openAdd = useCallback(() => setDialog({ kind: 'add' }), []);
  const close = useCallback(() => setDialog(NO_SEALED_DIALOG), []);
  // Mobile: the shell's floating add button opens the same Add Sealed Product dialog.
  useAddAction('sealed', 'Add sealed product', openAdd);
  const handlers = useMemo<SealedRowHandlers>(
    () => ({
      onEdit: (row: SealedRow) => setDialog({ kind: 'edit', row }),
      onDelete: (row: SealedRow) => setDialog({ kind: 'delete', row }),
      onEnlarge: (row: SealedRow) => setDialog({ kind: 'image', row }),
      onOpen: (row: SealedRow) => setDialog({ kind: 'open', row }),
    }),
    [],
  );

  return (
    <section aria-labelledby="sealed-title" className="flex min-w-0 flex-col gap-3 md:gap-4">
      <SectionHeading
        id="sealed-title"
        title={SEALED_TEXTS.title}
        subtitle={SEALED_TEXTS.subtitle}
        action={<DesktopAddButton label={SEALED_TEXTS.addProduct} onClick={openAdd} />}
      />
      <SealedToolbar />
      <SealedBody
        products={products}
        prices={prices}
        onRetry={() => setAttempt((n) => n + 1)}
        {...handlers}
      />
      <SealedDialogHost collectionId={collectionId} dialog={dialog} onClose={close} />
    </section>
  );
}

/** The Sealed Products section of the collection tab (part 2 §2), for the current collection. */
export default function SealedSection() {
  const collection = useCurrentCollection();
  if (collection === undefined) return <LoadingState text={SEALED_TEXTS.loading} />;
  if (collection === null) return <StatePanel title={TEXTS.noCollectionSelected} role="status" />;
  return <CollectionSealed key={collection.id} collectionId={collection.id} />;
}
