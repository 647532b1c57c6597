/** The card dialogs the cards section opens (issue 6 contract). */
export { AddCardDialog, type AddCardDialogProps } from './AddCardDialog';
export { EditCardDialog } from './EditCardDialog';
export { RemoveCardDialog } from './RemoveCardDialog';
