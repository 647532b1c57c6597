/** The two sizes the shell is tested at (issue 5): a phone below the md breakpoint and a laptop. */
export const SHELL_VIEWPORTS = [
  { name: 'mobile', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
