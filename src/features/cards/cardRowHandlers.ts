import type { Card } from '../../domain/schemas';

/** What a row's buttons do; stable functions, so memoized rows do not re-render when the section does. */
export interface CardRowHandlers {
  onEdit(card: Card): void;
  onRemove(card: Card): void;
  onEnlarge(card: Card): void;
  /** Grade a copy (issue 25); absent where a view offers no grading. */
  onGrade?(card: Card): void;
}
