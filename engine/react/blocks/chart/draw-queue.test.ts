import { describe, expect, it } from 'vitest';
import { queueDraw } from './draw-queue.ts';

const tasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('charts drawn one per task', () => {
  it('draws in the order asked, one draw per task, the next after the one before has finished', async () => {
    const log: string[] = [];
    let finishFirst: () => void = () => {};
    queueDraw(() => {
      log.push('a');
      return new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
    });
    queueDraw(() => {
      log.push('b');
      return undefined;
    });
    expect(log).toEqual([]);
    await tasks();
    expect(log).toEqual(['a']);
    await tasks();
    expect(log).toEqual(['a']);
    finishFirst();
    await tasks();
    await tasks();
    expect(log).toEqual(['a', 'b']);
  });

  it('skips a cancelled draw and goes on after a draw that throws or rejects', async () => {
    const log: string[] = [];
    queueDraw(() => {
      throw new Error('no');
    });
    const cancel = queueDraw(() => {
      log.push('cancelled');
      return undefined;
    });
    queueDraw(() => Promise.reject(new Error('no')));
    queueDraw(() => {
      log.push('last');
      return undefined;
    });
    cancel();
    for (let i = 0; i < 6; i++) await tasks();
    expect(log).toEqual(['last']);
  });

  it('starts again when drawing is asked after the queue ran empty', async () => {
    const log: string[] = [];
    queueDraw(() => {
      log.push('one');
      return undefined;
    });
    for (let i = 0; i < 3; i++) await tasks();
    queueDraw(() => {
      log.push('two');
      return undefined;
    });
    for (let i = 0; i < 3; i++) await tasks();
    expect(log).toEqual(['one', 'two']);
  });
});
