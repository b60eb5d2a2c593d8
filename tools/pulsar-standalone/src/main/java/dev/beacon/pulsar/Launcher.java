package dev.beacon.pulsar;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import org.apache.pulsar.PulsarStandaloneStarter;

/**
 * Starts Pulsar's own standalone (broker, one bookie, RocksDB metadata, the functions worker) with
 * the arguments and configuration files that tools/pulsar-standalone/start.ts wrote, then prints
 * one line the parent process waits for:
 *
 * <pre>BEACON-PULSAR-READY startMillis=&lt;ms since the JVM started&gt;</pre>
 *
 * <p>Why a class of our own instead of PulsarStandaloneStarter alone: the broker is a child of a
 * Node process (a test run, the demo, `npm run pulsar`), and a JVM left behind by a parent that was
 * killed would hold its ports and a core. The parent keeps our stdin open; when it closes (the parent
 * exited, however it exited) the broker is stopped, and halted if stopping hangs.
 */
public final class Launcher {
  private static final long STOP_GRACE_MILLIS = 10_000;

  private Launcher() {}

  public static void main(String[] args) throws Exception {
    watchParent(System.in);
    PulsarStandaloneStarter standalone = new PulsarStandaloneStarter(args);
    try {
      standalone.start();
    } catch (Throwable failure) {
      System.err.println("BEACON-PULSAR-FAILED " + failure);
      failure.printStackTrace(System.err);
      Runtime.getRuntime().halt(1);
    }
    long startMillis = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    System.out.println("BEACON-PULSAR-READY startMillis=" + startMillis);
    System.out.flush();
  }

  /** Stops the JVM when the parent closes our stdin; PulsarStandaloneStarter's hook closes the broker. */
  private static void watchParent(InputStream parent) {
    Thread watcher =
        new Thread(
            () -> {
              try {
                while (parent.read() != -1) {
                  // The parent never writes; anything it sends is ignored.
                }
              } catch (IOException closed) {
                // A broken pipe means the same as end of input: the parent is gone.
              }
              haltAfterGrace();
              System.exit(0);
            },
            "beacon-parent-watch");
    watcher.setDaemon(true);
    watcher.start();
  }

  /** Shutdown hooks that hang (a bookie waiting for its journal) must not keep the JVM alive. */
  private static void haltAfterGrace() {
    Thread halter =
        new Thread(
            () -> {
              try {
                Thread.sleep(STOP_GRACE_MILLIS);
              } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
              }
              Runtime.getRuntime().halt(0);
            },
            "beacon-halt-after-grace");
    halter.setDaemon(true);
    halter.start();
  }
}
