import type { ReactNode } from 'react';
import { buttonStyles } from './buttons';
import { Drawer } from './Drawer';

interface FilterDrawerProps {
  /** The button that closes the drawer and shows the result: "Show cards", "Show products". */
  showLabel: string;
  onClear(): void;
  onClose(): void;
  children: ReactNode;
}

/** The mobile Filters drawer of a section: its fields, Clear and a button to show the result. */
export function FilterDrawer({ showLabel, onClear, onClose, children }: FilterDrawerProps) {
  return (
    <Drawer
      onClose={onClose}
      footer={
        <>
          <button type="button" className={`${buttonStyles.secondary} flex-1`} onClick={onClear}>
            Clear
          </button>
          <button type="button" className={`${buttonStyles.primary} flex-1`} onClick={onClose}>
            {showLabel}
          </button>
        </>
      }
    >
      {children}
    </Drawer>
  );
}
