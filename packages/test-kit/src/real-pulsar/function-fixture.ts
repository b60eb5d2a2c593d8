import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { RealPulsarUnavailable, javaToolchainProblem, newestChange } from './build.ts';

// tools/pulsar-functions-fixture: a jar with a function, a source and a sink of our own (Exclaim,
// Ticks, Discard in dev.beacon.fixture), which the contract suite deploys on the real broker's
// functions worker and, the same bytes, on the simulator. Built with Maven once; later calls find
// the jar up to date and return at once.

export const FUNCTION_FIXTURE_PROJECT = path.resolve(
  import.meta.dirname,
  '../../../../tools/pulsar-functions-fixture',
);
const FIXTURE_JAR = path.join(FUNCTION_FIXTURE_PROJECT, 'target', 'pulsar-functions-fixture-1.0.0.jar');

/** The classes in the fixture jar, by what they are. */
export const FIXTURE_CLASSES = {
  /** Function<String, String>: the input with "!" appended; a user exception for "fail…". */
  exclaim: 'dev.beacon.fixture.Exclaim',
  /** Source<String>: "tick-1", "tick-2", … every `configs.intervalMs` (500 ms by default). */
  ticks: 'dev.beacon.fixture.Ticks',
  /** Sink<String>: acknowledges every message. */
  discard: 'dev.beacon.fixture.Discard',
} as const;

function upToDate(): boolean {
  if (!fs.existsSync(FIXTURE_JAR)) return false;
  const sources = Math.max(
    fs.statSync(path.join(FUNCTION_FIXTURE_PROJECT, 'pom.xml')).mtimeMs,
    newestChange(path.join(FUNCTION_FIXTURE_PROJECT, 'src')),
  );
  return fs.statSync(FIXTURE_JAR).mtimeMs >= sources;
}

/** Builds the fixture jar when it is missing or older than its sources; returns its path. */
export function buildFunctionFixture(log: (line: string) => void = () => {}): string {
  if (upToDate()) return FIXTURE_JAR;
  const problem = javaToolchainProblem();
  if (problem) throw new RealPulsarUnavailable(problem);
  log('Building tools/pulsar-functions-fixture with Maven…');
  const built = spawnSync('mvn', ['-B', '-q', '-s', 'settings.xml', 'package'], {
    cwd: FUNCTION_FIXTURE_PROJECT,
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    throw new RealPulsarUnavailable(
      `mvn package in tools/pulsar-functions-fixture failed (exit ${String(built.status)}):\n${built.stdout}${built.stderr}`,
    );
  }
  // The jar plugin leaves a jar whose classes did not change as it was (a pom edit, say).
  const now = new Date();
  fs.utimesSync(FIXTURE_JAR, now, now);
  return FIXTURE_JAR;
}

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

/**
 * The jar with one more entry, `padding.bin`, stored (not compressed) and `paddingBytes` long: a
 * package of a connector's size that the worker still loads as the same jar. Written by hand (local
 * header and data before the central directory, the directory with the new entry, a new end record)
 * so that no zip library is needed; ZIP64 is not, below 4 GiB.
 */
export function paddedJar(jar: Buffer, paddingBytes: number): Buffer {
  const endAt = jar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a zip file: no end of central directory record');
  const entries = jar.readUInt16LE(endAt + 10);
  const directorySize = jar.readUInt32LE(endAt + 12);
  const directoryAt = jar.readUInt32LE(endAt + 16);
  const name = Buffer.from('padding.bin');
  const data = Buffer.alloc(paddingBytes);
  const checksum = crc32(data);
  // Version 10, no flags, stored, DOS time and date 0 (1980-01-01).
  const common = [u16(10), u16(0), u16(0), u16(0), u16(0x21)];
  const local = Buffer.concat([
    u32(0x04034b50),
    ...common,
    u32(checksum),
    u32(data.length),
    u32(data.length),
    u16(name.length),
    u16(0),
    name,
  ]);
  const central = Buffer.concat([
    u32(0x02014b50),
    u16(10),
    ...common,
    u32(checksum),
    u32(data.length),
    u32(data.length),
    u16(name.length),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    u32(0),
    u32(directoryAt),
    name,
  ]);
  const newDirectoryAt = directoryAt + local.length + data.length;
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries + 1),
    u16(entries + 1),
    u32(directorySize + central.length),
    u32(newDirectoryAt),
    u16(0),
  ]);
  return Buffer.concat([
    jar.subarray(0, directoryAt),
    local,
    data,
    jar.subarray(directoryAt, directoryAt + directorySize),
    central,
    end,
  ]);
}
