import { describe, expect, it } from 'vitest';
import { murmur3Hash32, partitionOfKey } from './partition-of-key.ts';

// The hashes Pulsar's own Murmur3_32Hash.getInstance().makeHash(key.getBytes(UTF_8)) answers
// (pulsar-common 4.0.7, run with Java 17): keys of every tail length, empty and non-ASCII.
const JAVA_HASHES: Record<string, number> = {
  'key-0': 1664612543,
  'key-1': 414258592,
  'customer-7': 1913901718,
  a: 1009084850,
  '': 0,
  'héllo-wörld-1234': 1379756665,
};

describe("Pulsar's key routing", () => {
  it('hashes keys as Pulsar 4.0.7 does', () => {
    for (const [key, hash] of Object.entries(JAVA_HASHES)) {
      expect(murmur3Hash32(Buffer.from(key, 'utf8')) & 0x7fffffff, key).toBe(hash);
    }
  });

  it('picks the partition from the hash modulo the partitions', () => {
    expect(partitionOfKey('key-0', 3)).toBe(1664612543 % 3);
    expect(partitionOfKey('customer-7', 7)).toBe(1913901718 % 7);
  });
});
