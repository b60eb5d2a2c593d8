package dev.beacon.pulsar;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.pulsar.client.api.AuthenticationFactory;
import org.apache.pulsar.client.api.ClientBuilder;
import org.apache.pulsar.client.api.CompressionType;
import org.apache.pulsar.client.api.MessageId;
import org.apache.pulsar.client.api.Producer;
import org.apache.pulsar.client.api.PulsarClient;
import org.apache.pulsar.client.api.Schema;

/**
 * Publishes messages with Pulsar's own Java client, so that Beacon's reader is tested on entries a
 * real producer wrote: batches, and each compression codec. One JVM serves several topics, since
 * starting one costs seconds.
 *
 * <pre>ProduceFixture &lt;serviceUrl&gt; (&lt;topic&gt; &lt;count&gt; &lt;NONE|LZ4|ZLIB|ZSTD|SNAPPY&gt; &lt;batch size, 0 = no batching&gt;)...</pre>
 *
 * <p>Message i (from 0) of a topic is the JSON {"orderId":i,"note":"…"}, key "order-i", property
 * index=i. A token in the environment variable PULSAR_TOKEN authenticates the client. Prints each
 * message's id as "topic ledger:entry:partition:batchIndex", one a line, in the order sent, then
 * "BEACON-PRODUCED n" with the number of messages in all.
 */
public final class ProduceFixture {
  private ProduceFixture() {}

  public static void main(String[] args) throws Exception {
    ClientBuilder builder = PulsarClient.builder().serviceUrl(args[0]);
    String token = System.getenv("PULSAR_TOKEN");
    if (token != null && !token.isEmpty()) {
      builder.authentication(AuthenticationFactory.token(token));
    }
    int produced = 0;
    try (PulsarClient client = builder.build()) {
      for (int group = 1; group + 3 < args.length; group += 4) {
        produced += produce(client, args[group], Integer.parseInt(args[group + 1]),
            CompressionType.valueOf(args[group + 2]), Integer.parseInt(args[group + 3]));
      }
    }
    System.out.println("BEACON-PRODUCED " + produced);
  }

  private static int produce(PulsarClient client, String topic, int count, CompressionType compression,
      int batchSize) throws Exception {
    try (Producer<String> producer = client.newProducer(Schema.STRING)
        .topic(topic)
        .compressionType(compression)
        .enableBatching(batchSize > 0)
        .batchingMaxMessages(Math.max(batchSize, 1))
        .batchingMaxPublishDelay(1, TimeUnit.SECONDS)
        .create()) {
      List<CompletableFuture<MessageId>> sent = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        sent.add(producer.newMessage()
            .key("order-" + i)
            .property("index", Integer.toString(i))
            .value("{\"orderId\":" + i + ",\"note\":\"" + "x".repeat(64) + "\"}")
            .sendAsync());
      }
      producer.flush();
      for (CompletableFuture<MessageId> future : sent) {
        System.out.println(topic + " " + idText(future.get()));
      }
    }
    return count;
  }

  private static String idText(MessageId id) {
    // MessageIdImpl's toString is ledger:entry:partition, BatchMessageIdImpl's adds the batch index.
    String text = id.toString();
    return text.split(":").length == 3 ? text + ":-1" : text;
  }
}
