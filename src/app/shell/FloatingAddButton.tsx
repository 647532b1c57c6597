import { useCurrentAddAction } from '../../shell/navigation/addActions';
import { focusRing } from '../../ui/buttons';
import { PlusIcon } from '../../ui/icons';

/** The round add button above the bottom bar on mobile; only where the section registered an add flow. */
export function FloatingAddButton() {
  const action = useCurrentAddAction();
  if (!action) return null;
  return (
    <button
      type="button"
      aria-label={action.label}
      data-testid="floating-add"
      title={action.label}
      onClick={action.run}
      className={`fixed right-4 bottom-[calc(60px+1rem+env(safe-area-inset-bottom))] z-30 flex h-14 w-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg hover:bg-primary-hover md:hidden ${focusRing}`}
    >
      <PlusIcon className="h-6 w-6" />
    </button>
  );
}
