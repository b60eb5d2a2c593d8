// Reading Pulsar topics over the binary protocol without a durable subscription (issue 30,
// decision 0067): the wire format, a connection, lookup, and a reader of one topic; and a producer
// of one topic, for replays.
export {
  BinaryPortUnreachable,
  Connection,
  PulsarServerError,
  type ConnectionOptions,
  type ServiceAddress,
} from './connection.ts';
export { lookupTopic, partitionsOf } from './lookup.ts';
export {
  MergedReader,
  TooManyPartitions,
  topicsMatching,
  type MergedReaderOptions,
  type MessageSource,
  type PartitionSource,
  type TopicMessage,
} from './merged-reader.ts';
export { partitionOfKey } from './partition-of-key.ts';
export { TopicProducer, type OutgoingMessage, type TopicProducerOptions } from './producer.ts';
export { TopicReader, type StartPosition, type TopicReaderOptions } from './topic-reader.ts';
export type { MessageId, ReadMessage } from './wire/entries.ts';
export { messagesOfRestEntry, type RestEntryHeaders } from './wire/rest-entry.ts';
export { decodeValue, type DecodedValue, type SchemaInfo } from './schema/decode-value.ts';
export { JSON_ENCODED_SCHEMA_TYPES, ValueRefused, encodeValue } from './schema/encode-value.ts';
export { ProtocolError } from './wire/frames.ts';
