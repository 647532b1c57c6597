import { describe, expect, it } from 'vitest';
import { createFrameVote, FRAMES_TO_LEAVE, type FrameRead } from './frameVote';

const read = (key: string): FrameRead => ({ kind: 'read', key });
const none: FrameRead = { kind: 'none' };
const unread: FrameRead = { kind: 'unread' };

function run(frames: FrameRead[]): (string | null)[] {
  const vote = createFrameVote();
  return frames.map((frame) => vote.observe(frame)).filter((key) => key !== null);
}

describe('frame vote', () => {
  it('adds a card when two consecutive frames agree', () => {
    expect(run([read('a'), read('a')])).toEqual(['a']);
  });

  it('never adds a card one frame named', () => {
    expect(run([read('a'), read('b'), read('a'), read('c')])).toEqual([]);
  });

  it('does not add a card again while it stays in view, even through unreadable frames', () => {
    expect(
      run([read('a'), read('a'), read('a'), unread, read('a'), read('a'), none, read('a'), read('a')]),
    ).toEqual(['a']);
  });

  it('adds the same card again once another card was added in between', () => {
    expect(run([read('a'), read('a'), read('b'), read('b'), read('a'), read('a')])).toEqual(['a', 'b', 'a']);
  });

  it('adds the same card again after it left the view', () => {
    const left = Array.from({ length: FRAMES_TO_LEAVE }, () => none);
    expect(run([read('a'), read('a'), ...left, read('a'), read('a')])).toEqual(['a', 'a']);
  });

  it('a tap adds the last read at once, and not twice', () => {
    const vote = createFrameVote();
    expect(vote.tap()).toBeNull();
    vote.observe(read('a'));
    expect(vote.tap()).toBe('a');
    expect(vote.tap()).toBeNull();
    expect(vote.observe(read('a'))).toBeNull();
  });
});
