import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** tools/pulsar-standalone: the Maven project of our launcher, with Pulsar as its one dependency. */
export const STANDALONE_PROJECT = path.resolve(import.meta.dirname, '../../../../tools/pulsar-standalone');
const CLASSPATH_FILE = path.join(STANDALONE_PROJECT, 'target', 'classpath.txt');
const LAUNCHER_JAR = path.join(STANDALONE_PROJECT, 'target', 'pulsar-standalone-1.0.0.jar');

export class RealPulsarUnavailable extends Error {
  override name = 'RealPulsarUnavailable';
}

/** The newest modification time of any file under `directory`, in ms. */
export function newestChange(directory: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function upToDate(): boolean {
  if (!fs.existsSync(CLASSPATH_FILE) || !fs.existsSync(LAUNCHER_JAR)) return false;
  const built = Math.min(fs.statSync(CLASSPATH_FILE).mtimeMs, fs.statSync(LAUNCHER_JAR).mtimeMs);
  const sources = Math.max(
    fs.statSync(path.join(STANDALONE_PROJECT, 'pom.xml')).mtimeMs,
    newestChange(path.join(STANDALONE_PROJECT, 'src')),
  );
  return built >= sources;
}

/** Java and Maven on the PATH, or the reason they cannot be used. */
export function javaToolchainProblem(): string | undefined {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return 'java is not installed (a JDK 17 or newer is needed)';
  const version = /version "(\d+)/.exec(java.stderr)?.[1];
  if (version && Number(version) < 17) return `java ${version} is too old: Pulsar 4.0 needs 17 or newer`;
  const maven = spawnSync('mvn', ['-version'], { encoding: 'utf8' });
  if (maven.error || maven.status !== 0) return 'mvn (Apache Maven) is not installed';
  return undefined;
}

/**
 * Builds the launcher and writes the broker's classpath, once: later calls find both up to date and
 * return at once. Maven keeps what it downloads in ~/.m2 (about 320 MB for pulsar-broker 4.0.7).
 * Returns the classpath the JVM is started with.
 */
export function buildStandalone(log: (line: string) => void = () => {}): string {
  if (!upToDate()) {
    const problem = javaToolchainProblem();
    if (problem) throw new RealPulsarUnavailable(problem);
    log('Building tools/pulsar-standalone with Maven (the first build downloads Pulsar 4.0.7)…');
    const built = spawnSync('mvn', ['-B', '-q', '-s', 'settings.xml', 'package'], {
      cwd: STANDALONE_PROJECT,
      encoding: 'utf8',
    });
    if (built.status !== 0) {
      throw new RealPulsarUnavailable(
        `mvn package in tools/pulsar-standalone failed (exit ${String(built.status)}):\n${built.stdout}${built.stderr}`,
      );
    }
    // build-classpath leaves an unchanged classpath.txt as it was, older than the sources that made
    // this build run: without a touch, every later start would build again.
    const now = new Date();
    fs.utimesSync(CLASSPATH_FILE, now, now);
  }
  return `${LAUNCHER_JAR}${path.delimiter}${fs.readFileSync(CLASSPATH_FILE, 'utf8').trim()}`;
}
