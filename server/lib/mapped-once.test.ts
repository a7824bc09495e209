import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';
import { mappedOnce } from './mapped-once';

describe('mappedOnce', () => {
  const double = mappedOnce((item: { n: number }) => ({ twice: item.n * 2 }));

  it('maps a frozen list of frozen items once, into one frozen answer', () => {
    const list = deepFreeze([{ n: 1 }, { n: 2 }]);
    const answer = double(list);
    expect(answer).toEqual([{ twice: 2 }, { twice: 4 }]);
    expect(double(list)).toBe(answer);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer[0])).toBe(true);
    // An equal but other list is another answer.
    expect(double(deepFreeze([{ n: 1 }, { n: 2 }]))).not.toBe(answer);
  });

  it('maps anything that could change afresh on every call', () => {
    const open = [{ n: 1 }];
    const first = double(open);
    open[0] = { n: 5 };
    expect(double(open)).toEqual([{ twice: 10 }]);
    expect(Object.isFrozen(first)).toBe(false);
    const items = Object.freeze([{ n: 1 }]);
    expect(double(items)).not.toBe(double(items));
  });
});
