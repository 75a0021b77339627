import { describe, expect, it } from 'vitest';
import { QUERY_PINCODE_FALLBACK, resolveQueryPincode } from './query-pincode.ts';

describe('resolveQueryPincode', () => {
  it('is null without a pincode query', () => {
    expect(resolveQueryPincode(null)).toBeNull();
  });

  it('uses six digits not starting with 0', () => {
    expect(resolveQueryPincode('560001')).toBe(560001);
    expect(resolveQueryPincode('110001')).toBe(110001);
    expect(resolveQueryPincode(' 400070 ')).toBe(400070);
  });

  it('falls back to 400001 for anything else', () => {
    for (const raw of ['', '012345', '56000', '5600011', '56000a', 'abcdef', '5600.1', '-56000', '1e5000', '５６０００１']) {
      expect(resolveQueryPincode(raw), raw).toBe(QUERY_PINCODE_FALLBACK);
    }
  });
});
