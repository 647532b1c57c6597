import type { ComponentType } from 'react';
import type { SectionId } from '../../shell/navigation/sections';
import { Icon } from '../../ui/icons';

type IconProps = { className?: string };

/** Drawn, not emoji: the machine may have no emoji font, and these follow the theme's text colour. */
export const SECTION_ICONS: Record<SectionId | 'admin', ComponentType<IconProps>> = {
  cards: (props) => (
    <Icon {...props}>
      <rect x="8" y="3" width="12" height="16" rx="2" />
      <path d="M5 6.5V19a2 2 0 0 0 2 2h9" />
    </Icon>
  ),
  sealed: (props) => (
    <Icon {...props}>
      <path d="M21 8 12 3 3 8v8l9 5 9-5Z" />
      <path d="m3 8 9 5 9-5M12 13v8" />
    </Icon>
  ),
  'advanced-search': (props) => (
    <Icon {...props}>
      <circle cx="10" cy="10" r="6.5" />
      <path d="m20 20-5.2-5.2M7.5 10h5M10 7.5v5" />
    </Icon>
  ),
  transactions: (props) => (
    <Icon {...props}>
      <path d="M4 8h15l-3.5-3.5M20 16H5l3.5 3.5" />
    </Icon>
  ),
  'profit-tracking': (props) => (
    <Icon {...props}>
      <path d="M3 20h18" />
      <path d="m4 15 5-5 4 3 7-7" />
      <path d="M15 6h5v5" />
    </Icon>
  ),
  admin: (props) => (
    <Icon {...props}>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6Z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  ),
};
