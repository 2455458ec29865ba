// src/api/toggle-state.ts (issue 26, item 3): "set this state" over an API that only flips.
// Read first, flip only where it differs, correct once when the flip's reply shows the other
// state (someone flipped between our read and our flip), then give up with ToggleStateError.
import { describe, expect, it } from 'vitest';
import { setByToggle, setManyByToggle, ToggleStateError } from '@/api/toggle-state';
import { NoAnswerError } from '@/lib/http/api-error';

/** A fake record store: `flips` lists the states others set just before our flip lands. */
function store(initial: boolean, { othersBeforeFlip = [] as boolean[] } = {}) {
  let state = initial;
  const log: string[] = [];
  const calls = {
    read: async () => {
      log.push(`read:${String(state)}`);
      return { on: state };
    },
    stateOf: (record: { on: boolean }) => record.on,
    flip: async () => {
      const other = othersBeforeFlip.shift();
      if (other !== undefined) state = other;
      state = !state;
      log.push(`flip:${String(state)}`);
      return { now: state };
    },
    flippedState: (reply: { now: boolean }) => reply.now,
  };
  return { calls, log, state: () => state };
}

describe('setByToggle', () => {
  // MANY-OUTCOME: a flip answered 504 (or never) may have been done: found out by a read.
  const lostReply = (calls: ReturnType<typeof store>['calls'], carriedOut: boolean) => ({
    ...calls,
    flip: async () => {
      if (carriedOut) await calls.flip();
      throw new NoAnswerError('gateway', true);
    },
  });

  it('reads the record after a flip with no answer, and succeeds when the flip was done', async () => {
    const { calls, log, state } = store(true);
    const heard: boolean[] = [];
    await expect(
      setByToggle(lostReply(calls, true), 'x', false, (_id, s) => heard.push(s)),
    ).resolves.toEqual({ state: false, already: false });
    expect(log).toEqual(['read:true', 'flip:false', 'read:false']);
    expect(heard).toEqual([true, false]);
    expect(state()).toBe(false);
  });

  it('reports a flip with no answer that was not done, with the state read, and never flips again', async () => {
    const { calls, log } = store(true);
    const heard: boolean[] = [];
    await expect(
      setByToggle(lostReply(calls, false), 'x', false, (_id, s) => heard.push(s)),
    ).rejects.toBeInstanceOf(NoAnswerError);
    expect(log).toEqual(['read:true', 'read:true']);
    expect(heard).toEqual([true, true]);
  });

  it('flips once when the record is in the other state', async () => {
    const { calls, log } = store(true);
    await expect(setByToggle(calls, 'x', false)).resolves.toEqual({ state: false, already: false });
    expect(log).toEqual(['read:true', 'flip:false']);
  });

  it('never flips a record already in the asked state, and says so', async () => {
    const { calls, log } = store(false);
    await expect(setByToggle(calls, 'x', false)).resolves.toEqual({ state: false, already: true });
    expect(log).toEqual(['read:false']);
  });

  it('reads again and flips once more when someone flipped it between the read and the flip', async () => {
    // Read says active; a colleague pauses it just before our flip, which turns it on again.
    const { calls, log, state } = store(true, { othersBeforeFlip: [false] });
    const heard: boolean[] = [];
    await expect(setByToggle(calls, 'x', false, (_id, s) => heard.push(s))).resolves.toEqual({
      state: false,
      already: false,
    });
    expect(log).toEqual(['read:true', 'flip:true', 'read:true', 'flip:false']);
    expect(heard).toEqual([true, true, true, false]);
    expect(state()).toBe(false);
  });

  it('stops after the correction when the record is already as asked on the second read', async () => {
    const { calls, log } = store(true);
    let flipped = false;
    const racing = {
      ...calls,
      // Our flip's reply says active (someone flipped), then someone pauses it again.
      flip: async () => {
        flipped = true;
        log.push('flip:true');
        return { now: true };
      },
      read: async () => {
        log.push(`read:${String(!flipped)}`);
        return { on: !flipped };
      },
    };
    await expect(setByToggle(racing, 'x', false)).resolves.toEqual({
      state: false,
      already: false,
    });
    expect(log).toEqual(['read:true', 'flip:true', 'read:false']);
  });

  it('gives up with ToggleStateError after one correction, never flipping a third time', async () => {
    const { calls, log } = store(true, { othersBeforeFlip: [false, false] });
    const error = await setByToggle(calls, 'x', false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToggleStateError);
    expect((error as ToggleStateError).state).toBe(true);
    expect(log).toEqual(['read:true', 'flip:true', 'read:true', 'flip:true']);
  });

  it('passes a failed read or flip on as it is', async () => {
    const { calls } = store(true);
    const down = new Error('down');
    await expect(
      setByToggle({ ...calls, read: () => Promise.reject(down) }, 'x', false),
    ).rejects.toBe(down);
  });
});

describe('setManyByToggle', () => {
  it('sorts each record into done, already and failed', async () => {
    const states: Record<string, boolean> = { a: true, b: false };
    const outcome = await setManyByToggle(
      {
        read: async (id: string) => {
          if (!(id in states)) throw new Error(`no ${id}`);
          return states[id]!;
        },
        stateOf: (on: boolean) => on,
        flip: async (id: string) => (states[id] = !states[id]),
        flippedState: (on: boolean) => on,
      },
      ['a', 'b', 'c'],
      false,
      2,
    );
    expect(outcome.done).toEqual(['a']);
    expect(outcome.already).toEqual(['b']);
    expect(outcome.failed.map((f) => f.id)).toEqual(['c']);
    expect(states).toEqual({ a: false, b: false });
  });
});
