import { describe, expect, it } from 'vitest';
import { runWhileLeader } from './leader';
import { FakeLockManager } from './testing/fakeLocks';

const LOCK = 'cardfolio-sync-leader:test';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A tab's leader work: records when it starts and stops. */
function tab(name: string, log: string[]) {
  return () => {
    log.push(`${name} leads`);
    return () => log.push(`${name} stops`);
  };
}

describe('runWhileLeader', () => {
  it('lets one tab lead at a time and hands over when the leader stops', async () => {
    const locks = new FakeLockManager();
    const log: string[] = [];
    const first = runWhileLeader(locks, LOCK, tab('first', log));
    const second = runWhileLeader(locks, LOCK, tab('second', log));
    await settle();
    expect(log).toEqual(['first leads']);
    expect([first.isLeader(), second.isLeader()]).toEqual([true, false]);

    first.stop();
    await settle();
    expect(log).toEqual(['first leads', 'first stops', 'second leads']);
    expect([first.isLeader(), second.isLeader()]).toEqual([false, true]);
    second.stop();
    await settle();
    expect(locks.holder(LOCK)).toBeNull();
  });

  it('passes the lead on when the leading tab closes without stopping', async () => {
    const locks = new FakeLockManager();
    const log: string[] = [];
    runWhileLeader(locks, LOCK, tab('closing', log));
    const next = runWhileLeader(locks, LOCK, tab('next', log));
    await settle();
    locks.closeTab(LOCK);
    await settle();
    expect(log).toEqual(['closing leads', 'next leads']);
    expect(next.isLeader()).toBe(true);
  });

  it('leaves the line when stopped before its turn, so it never leads', async () => {
    const locks = new FakeLockManager();
    const log: string[] = [];
    const leader = runWhileLeader(locks, LOCK, tab('leader', log));
    const gone = runWhileLeader(locks, LOCK, tab('gone', log));
    await settle();
    gone.stop();
    expect(locks.waiting(LOCK)).toBe(0);
    leader.stop();
    await settle();
    expect(log).toEqual(['leader leads', 'leader stops']);
    expect(locks.holder(LOCK)).toBeNull();
  });

  it('passes the lead on when the leading tab is frozen, and queues again when it resumes', async () => {
    const locks = new FakeLockManager();
    const log: string[] = [];
    const page = new EventTarget();
    const sleeper = runWhileLeader(locks, LOCK, tab('sleeper', log), page);
    const other = runWhileLeader(locks, LOCK, tab('other', log));
    await settle();
    page.dispatchEvent(new Event('freeze'));
    await settle();
    expect(log).toEqual(['sleeper leads', 'sleeper stops', 'other leads']);
    expect([sleeper.isLeader(), other.isLeader()]).toEqual([false, true]);

    page.dispatchEvent(new Event('resume'));
    await settle();
    expect(locks.waiting(LOCK)).toBe(1);
    other.stop();
    await settle();
    expect(log.slice(3)).toEqual(['other stops', 'sleeper leads']);
    sleeper.stop();
    await settle();
    expect(locks.holder(LOCK)).toBeNull();
  });

  it('leaves the line while frozen, so the lock is never handed to a sleeping tab', async () => {
    const locks = new FakeLockManager();
    const log: string[] = [];
    const page = new EventTarget();
    const leader = runWhileLeader(locks, LOCK, tab('leader', log));
    const sleeper = runWhileLeader(locks, LOCK, tab('sleeper', log), page);
    await settle();
    page.dispatchEvent(new Event('freeze'));
    expect(locks.waiting(LOCK)).toBe(0);
    leader.stop();
    await settle();
    expect(locks.holder(LOCK)).toBeNull();
    page.dispatchEvent(new Event('resume'));
    await settle();
    expect(sleeper.isLeader()).toBe(true);
    sleeper.stop();
    // Stopped, it no longer listens: a later resume makes it queue no more.
    page.dispatchEvent(new Event('resume'));
    await settle();
    expect(log).toEqual(['leader leads', 'leader stops', 'sleeper leads', 'sleeper stops']);
    expect(locks.holder(LOCK)).toBeNull();
  });

  it('leads at once, alone, where the browser has no Web Locks', () => {
    const log: string[] = [];
    const only = runWhileLeader(null, LOCK, tab('only', log));
    expect(only.isLeader()).toBe(true);
    only.stop();
    only.stop();
    expect(log).toEqual(['only leads', 'only stops']);
  });
});
