import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmission } from './use-submission';

/** A piece of work the test finishes (or fails) when it chooses. */
function deferred() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

describe('useSubmission', () => {
  it('is submitting while the work runs, and refuses a second send until it ends', async () => {
    const { result } = renderHook(() => useSubmission());
    expect(result.current.submitting).toBe(false);
    const first = deferred();
    let runs = 0;
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.send(() => {
        runs += 1;
        return first.done;
      });
    });
    expect(result.current.submitting).toBe(true);
    // A second tap before the first answer: nothing is sent again.
    await act(() =>
      result.current.send(async () => {
        runs += 1;
      }),
    );
    expect(runs).toBe(1);
    await act(async () => {
      first.finish();
      await sent;
    });
    expect(result.current.submitting).toBe(false);
    // Once the first has ended, the form can be sent again.
    await act(() =>
      result.current.send(async () => {
        runs += 1;
      }),
    );
    expect(runs).toBe(2);
  });

  it('ends submitting when the work fails, and lets the failure through', async () => {
    const { result } = renderHook(() => useSubmission());
    const work = deferred();
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.send(() => work.done);
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      work.fail(new Error('refused'));
      await expect(sent).rejects.toThrow('refused');
    });
    expect(result.current.submitting).toBe(false);
  });
});
