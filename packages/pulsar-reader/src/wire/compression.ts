// The codecs Pulsar compresses message payloads with (pulsar-common 4.0.7,
// org/apache/pulsar/common/compression/): LZ4 and Snappy as raw blocks (airlift's Lz4Compressor and
// SnappyCompressor, no frame), ZLIB as a zlib stream (java.util.zip.Deflater), ZSTD as a zstd
// frame. The metadata's uncompressed_size says how large the result must be.
import zlib from 'node:zlib';
import { uncompressSync as lz4SizePrepended } from 'lz4-napi';
import { uncompressSync as snappyRaw } from 'snappy';
import { COMPRESSION } from './pulsar-api.ts';
import { ProtocolError } from './frames.ts';

const CODEC_NAMES: Record<number, string> = { 0: 'NONE', 1: 'LZ4', 2: 'ZLIB', 3: 'ZSTD', 4: 'SNAPPY' };

export function codecName(compression: number): string {
  return CODEC_NAMES[compression] ?? `unknown (${compression})`;
}

export function decompress(compression: number, payload: Buffer, uncompressedSize: number): Buffer {
  const result = decompressed(compression, payload, uncompressedSize);
  if (result.length !== uncompressedSize) {
    throw new ProtocolError(
      `A ${codecName(compression)} payload decompressed to ${result.length} bytes, its metadata says ${uncompressedSize}`,
    );
  }
  return result;
}

function decompressed(compression: number, payload: Buffer, uncompressedSize: number): Buffer {
  switch (compression) {
    case COMPRESSION.NONE:
      return payload;
    case COMPRESSION.LZ4: {
      // lz4-napi reads a raw block behind its decompressed size (4 bytes, little-endian): the size
      // Pulsar keeps in the metadata instead.
      const sized = Buffer.allocUnsafe(4 + payload.length);
      sized.writeUInt32LE(uncompressedSize, 0);
      sized.set(payload, 4);
      return lz4SizePrepended(sized);
    }
    case COMPRESSION.ZLIB:
      // Pulsar's Deflater ends each payload with a sync flush, never a finished stream
      // (CompressionCodecZLib.encode: Deflater.SYNC_FLUSH), which inflateSync would call truncated.
      return zlib.inflateSync(payload, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case COMPRESSION.ZSTD:
      return zlib.zstdDecompressSync(payload);
    case COMPRESSION.SNAPPY:
      return snappyRaw(payload) as Buffer;
    default:
      throw new ProtocolError(
        `A message is compressed with a codec this reader does not know (${compression})`,
      );
  }
}
