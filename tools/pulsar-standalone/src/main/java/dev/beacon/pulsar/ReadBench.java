package dev.beacon.pulsar;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.apache.pulsar.client.api.AuthenticationFactory;
import org.apache.pulsar.client.api.ClientBuilder;
import org.apache.pulsar.client.api.Message;
import org.apache.pulsar.client.api.MessageId;
import org.apache.pulsar.client.api.Producer;
import org.apache.pulsar.client.api.PulsarClient;
import org.apache.pulsar.client.api.Reader;
import org.apache.pulsar.client.api.Schema;

/**
 * The reference for Beacon's reader benchmark (bench/workbench-read.ts): Pulsar's own Java client
 * filling a topic and reading it back with a non-durable reader, as Dekaf does.
 *
 * <pre>
 * ReadBench produce &lt;serviceUrl&gt; &lt;topic&gt; &lt;count&gt; &lt;bytes per message&gt;
 *   prints "BEACON-PRODUCED n"
 * ReadBench read &lt;serviceUrl&gt; &lt;topic&gt; &lt;count&gt; &lt;rounds&gt;
 *   prints "BEACON-READ n elapsedNanos cpuNanos" for each round (a fresh reader from the earliest
 *   message each time; the first rounds warm the JIT)
 * </pre>
 *
 * <p>Message i is the JSON {"orderId":i,"note":"xx…"} padded to the size asked, sent in the
 * client's default batches. A token in PULSAR_TOKEN authenticates the client.
 */
public final class ReadBench {
  private ReadBench() {}

  public static void main(String[] args) throws Exception {
    ClientBuilder builder = PulsarClient.builder().serviceUrl(args[1]);
    String token = System.getenv("PULSAR_TOKEN");
    if (token != null && !token.isEmpty()) {
      builder.authentication(AuthenticationFactory.token(token));
    }
    try (PulsarClient client = builder.build()) {
      if ("produce".equals(args[0])) {
        produce(client, args[2], Integer.parseInt(args[3]), Integer.parseInt(args[4]));
      } else {
        for (int round = 0; round < Integer.parseInt(args[4]); round++) {
          read(client, args[2], Integer.parseInt(args[3]));
        }
      }
    }
  }

  static byte[] message(int index, int size) {
    String head = "{\"orderId\":" + index + ",\"note\":\"";
    StringBuilder text = new StringBuilder(head);
    while (text.length() < size - 2) {
      text.append('x');
    }
    return text.append("\"}").toString().getBytes(StandardCharsets.UTF_8);
  }

  static void produce(PulsarClient client, String topic, int count, int size) throws Exception {
    try (Producer<byte[]> producer =
        client.newProducer(Schema.BYTES)
            .topic(topic)
            .blockIfQueueFull(true)
            .maxPendingMessages(2000)
            .create()) {
      for (int i = 0; i < count; i++) {
        producer.newMessage().key("order-" + i).value(message(i, size)).sendAsync();
      }
      producer.flush();
    }
    System.out.println("BEACON-PRODUCED " + count);
  }

  static void read(PulsarClient client, String topic, int count) throws Exception {
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpuBefore = os.getProcessCpuTime();
    long started = System.nanoTime();
    long bytes = 0;
    try (Reader<byte[]> reader =
        client.newReader(Schema.BYTES)
            .topic(topic)
            .startMessageId(MessageId.earliest)
            .receiverQueueSize(1000)
            .create()) {
      for (int read = 0; read < count; read++) {
        Message<byte[]> message = reader.readNext(30, TimeUnit.SECONDS);
        if (message == null) {
          throw new IllegalStateException("no message after " + read);
        }
        bytes += message.getData().length;
      }
    }
    long elapsed = System.nanoTime() - started;
    long cpu = os.getProcessCpuTime() - cpuBefore;
    System.out.println("BEACON-READ " + count + " " + elapsed + " " + cpu + " bytes=" + bytes);
  }
}
