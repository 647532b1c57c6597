/**
 * What one camera frame showed: no card at all, a card the recogniser could not name, or a card
 * named by a key (the printing id plus finish: a foil and a non-foil copy are different rows).
 */
export type FrameRead = { kind: 'none' } | { kind: 'unread' } | { kind: 'read'; key: string };

/** Frames with no card in a row that mean the card left the view. */
export const FRAMES_TO_LEAVE = 2;

export interface FrameVote {
  /** The key to add to the tray now, or null: two agreeing frames add a card once while it stays. */
  observe(frame: FrameRead): string | null;
  /** The collector tapped the card in view: its last read, if it was not added already. */
  tap(): string | null;
}

/**
 * The vote over frames. A card is added when two consecutive reads agree (one misread frame names
 * a different printing, so it cannot add a wrong card on its own). The card added stays "in view"
 * until another card is added or the frame is empty for FRAMES_TO_LEAVE frames; frames that cannot
 * be read (glare, motion) do not end it, so a card held still is never added twice.
 */
export function createFrameVote(): FrameVote {
  let lastRead: string | null = null;
  let inView: string | null = null;
  let emptyFrames = 0;

  function accept(key: string): string | null {
    if (key === inView) return null;
    inView = key;
    return key;
  }

  return {
    observe(frame) {
      if (frame.kind === 'none') {
        emptyFrames++;
        lastRead = null;
        if (emptyFrames >= FRAMES_TO_LEAVE) inView = null;
        return null;
      }
      emptyFrames = 0;
      if (frame.kind === 'unread') return null;
      const agrees = frame.key === lastRead;
      lastRead = frame.key;
      return agrees ? accept(frame.key) : null;
    },
    tap() {
      return lastRead === null ? null : accept(lastRead);
    },
  };
}
