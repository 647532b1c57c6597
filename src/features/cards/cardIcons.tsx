import { Icon } from '../../ui/icons';

type IconProps = { className?: string };

export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16l-6 7v6l-4 2v-8L4 5Z" />
  </Icon>
);
export const SortAscIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 18V6m0 0-3 3m3-3 3 3M14 7h6M14 12h4M14 17h2" />
  </Icon>
);
export const SortDescIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 6v12m0 0-3-3m3 3 3-3M14 7h2M14 12h4M14 17h6" />
  </Icon>
);
export const ImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <circle cx="9" cy="9" r="1.5" />
    <path d="m20 15-4-4-8 9" />
  </Icon>
);
