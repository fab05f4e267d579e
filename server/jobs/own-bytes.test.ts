import { describe, expect, it } from 'vitest';
import { ownBytes } from './own-bytes.ts';

describe('ownBytes', () => {
  it('copies bytes in shared memory into memory of their own, and leaves other bytes as they are', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(4));
    shared.set([1, 2, 3, 4]);
    const own = ownBytes(shared.subarray(1, 3));
    expect(own.buffer).toBeInstanceOf(ArrayBuffer);
    expect([...own]).toEqual([2, 3]);
    shared[1] = 9;
    expect(own[0]).toBe(2);
    const plain = new Uint8Array([5, 6]);
    expect(ownBytes(plain)).toBe(plain);
  });
});
