import { describe, expect, it } from 'vitest';
import { radixPureCalls } from './radix-pure-calls';

describe('radixPureCalls', () => {
  it("reads the context and scope factories from the installed Radix packages, next to React's forwardRef", () => {
    const names = radixPureCalls();
    // Found in the packages' code, not listed by hand: the build keeps finding them from build/.
    expect(names).toEqual(
      expect.arrayContaining(['createContextScope', 'createCollection', 'React.forwardRef']),
    );
    expect(names.filter((name) => !name.endsWith('forwardRef')).length).toBeGreaterThan(5);
  });
});
