// Which partition Pulsar's Java producer sends a keyed message to, so a replay into a partitioned
// topic keeps each key on the partition its consumers expect: RoundRobinPartitionMessageRouterImpl
// (pulsar-client 4.0.7) hashes the key with Murmur3Hash32 (pulsar-common's Murmur3_32Hash: MurmurHash3
// x86 32-bit, seed 0, of the key's UTF-8 bytes, & Integer.MAX_VALUE) modulo the partitions. Messages
// without a key go round-robin, which the caller does.

function mix(k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  return Math.imul(k, 0x1b873593);
}

/** MurmurHash3 x86 32-bit with seed 0, as a signed 32-bit integer (Java's int). */
export function murmur3Hash32(bytes: Uint8Array): number {
  let h = 0;
  const blocks = bytes.length - (bytes.length % 4);
  for (let index = 0; index < blocks; index += 4) {
    const k =
      bytes[index]! | (bytes[index + 1]! << 8) | (bytes[index + 2]! << 16) | (bytes[index + 3]! << 24);
    h ^= mix(k);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let tail = 0;
  for (let index = blocks; index < bytes.length; index += 1) tail |= bytes[index]! << ((index - blocks) * 8);
  if (bytes.length % 4 !== 0) h ^= mix(tail);
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** The partition (0 … partitions-1) Pulsar's default router picks for a message with this key. */
export function partitionOfKey(key: string, partitions: number): number {
  return (murmur3Hash32(Buffer.from(key, 'utf8')) & 0x7fffffff) % partitions;
}
