import { useCallback, useId, useRef, useState } from 'react';
import type { User } from '../../domain/schemas/user';
import { ThemeOptions } from '../../features/themes/ThemeOptions';
import { buttonStyles } from '../../ui/buttons';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { useDismiss } from '../../ui/useDismiss';
import { MainTabs } from './MainTabs';

/**
 * Below the medium breakpoint (part 1 §2 "Header"): a menu toggle that reveals the tabs, the theme
 * picker and the user's name and email. The panel hangs under the sticky header across its width.
 */
export function MobileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, toggle);

  return (
    <div ref={root} className="md:hidden">
      <button
        ref={toggle}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={buttonStyles.icon}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-surface px-4 pt-3 pb-4 text-text shadow-xl"
        >
          <div className="flex items-center gap-3 pb-3">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-on-primary"
            >
              {user.username.slice(0, 1).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.username}</p>
              <p className="truncate text-sm text-text-secondary">{user.email}</p>
            </div>
          </div>
          <MainTabs onChosen={close} />
          <h2 className="pt-4 pb-2 text-sm font-semibold text-text-secondary">Theme</h2>
          <ThemeOptions />
        </div>
      )}
    </div>
  );
}
