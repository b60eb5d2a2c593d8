// The part of Pulsar's binary protocol (PulsarApi.proto) the reader and the producer speak, as protobuf.js
// reflection. Field numbers, rules and defaults are those of Pulsar 4.0.7 (the LightProto classes
// generated from PulsarApi.proto in pulsar-common-4.0.7: org/apache/pulsar/common/api/proto/*.java,
// e.g. CommandSubscribe.java `_START_MESSAGE_ROLLBACK_DURATION_SEC_FIELD_NUMBER = 16`). Fields the
// reader never reads or writes are left out: protobuf skips unknown fields on decode.
import protobuf from 'protobufjs';

type Rule = 'required' | 'repeated' | 'optional';
/** [field number, protobuf type, rule, default] */
type FieldSpec = readonly [number, string, Rule?, (number | boolean | string)?];

/** A proto2 message: an optional field set to its default is still sent (explicit presence). */
function message(fields: Record<string, FieldSpec>) {
  return {
    edition: 'proto2',
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, [id, type, rule, defaultValue]]) => [
        name,
        {
          id,
          type,
          ...(rule && rule !== 'optional' ? { rule } : {}),
          ...(defaultValue === undefined ? {} : { options: { default: defaultValue } }),
        },
      ]),
    ),
  };
}

/** BaseCommand.Type: each command's field number in BaseCommand is its type's value. */
export const COMMAND = {
  CONNECT: 2,
  CONNECTED: 3,
  SUBSCRIBE: 4,
  PRODUCER: 5,
  SEND: 6,
  SEND_RECEIPT: 7,
  SEND_ERROR: 8,
  MESSAGE: 9,
  FLOW: 11,
  SUCCESS: 13,
  ERROR: 14,
  CLOSE_PRODUCER: 15,
  CLOSE_CONSUMER: 16,
  PRODUCER_SUCCESS: 17,
  PING: 18,
  PONG: 19,
  PARTITIONED_METADATA: 21,
  PARTITIONED_METADATA_RESPONSE: 22,
  LOOKUP: 23,
  LOOKUP_RESPONSE: 24,
  REACHED_END_OF_TOPIC: 27,
  SEEK: 28,
  GET_LAST_MESSAGE_ID: 29,
  GET_LAST_MESSAGE_ID_RESPONSE: 30,
  ACTIVE_CONSUMER_CHANGE: 31,
  GET_TOPICS_OF_NAMESPACE: 32,
  GET_TOPICS_OF_NAMESPACE_RESPONSE: 33,
  AUTH_CHALLENGE: 36,
  AUTH_RESPONSE: 37,
  TOPIC_MIGRATED: 68,
} as const;
export type CommandType = (typeof COMMAND)[keyof typeof COMMAND];

/** BaseCommand's field for each command type (the names PulsarApi.proto gives them). */
export const COMMAND_FIELD: Record<CommandType, string> = {
  2: 'connect',
  3: 'connected',
  4: 'subscribe',
  5: 'producer',
  6: 'send',
  7: 'send_receipt',
  8: 'send_error',
  9: 'message',
  11: 'flow',
  13: 'success',
  14: 'error',
  15: 'closeProducer',
  16: 'closeConsumer',
  17: 'producer_success',
  18: 'ping',
  19: 'pong',
  21: 'partitionMetadata',
  22: 'partitionMetadataResponse',
  23: 'lookupTopic',
  24: 'lookupTopicResponse',
  27: 'reachedEndOfTopic',
  28: 'seek',
  29: 'getLastMessageId',
  30: 'getLastMessageIdResponse',
  31: 'active_consumer_change',
  32: 'getTopicsOfNamespace',
  33: 'getTopicsOfNamespaceResponse',
  36: 'authChallenge',
  37: 'authResponse',
  68: 'topicMigrated',
};

export const COMPRESSION = { NONE: 0, LZ4: 1, ZLIB: 2, ZSTD: 3, SNAPPY: 4 } as const;
export const SUB_TYPE = { Exclusive: 0, Shared: 1, Failover: 2, Key_Shared: 3 } as const;
export const INITIAL_POSITION = { Latest: 0, Earliest: 1 } as const;
export const LOOKUP_TYPE = { Redirect: 0, Connect: 1, Failed: 2 } as const;

/** ServerError (PulsarApi.proto, 4.0.7), for the reader's messages. */
export const SERVER_ERROR: Record<number, string> = {
  0: 'UnknownError',
  1: 'MetadataError',
  2: 'PersistenceError',
  3: 'AuthenticationError',
  4: 'AuthorizationError',
  5: 'ConsumerBusy',
  6: 'ServiceNotReady',
  7: 'ProducerBlockedQuotaExceededError',
  8: 'ProducerBlockedQuotaExceededException',
  9: 'ChecksumError',
  10: 'UnsupportedVersionError',
  11: 'TopicNotFound',
  12: 'SubscriptionNotFound',
  13: 'ConsumerNotFound',
  14: 'TooManyRequests',
  15: 'TopicTerminatedError',
  16: 'ProducerBusy',
  17: 'InvalidTopicName',
  18: 'IncompatibleSchema',
  19: 'ConsumerAssignError',
  20: 'TransactionCoordinatorNotFound',
  21: 'InvalidTxnStatus',
  22: 'NotAllowedError',
  23: 'TransactionConflict',
  24: 'TransactionNotFound',
  25: 'ProducerFenced',
};

/**
 * Schema.Type (Schema$Type in pulsar-common 4.0.7, `ProtobufNative_VALUE = 20`): the number of each
 * schema type a PRODUCER names, as the admin API names the type. The broker maps it to its SchemaType
 * by number (Commands.getSchemaType).
 */
export const SCHEMA_TYPE: Readonly<Record<string, number>> = {
  NONE: 0,
  STRING: 1,
  JSON: 2,
  PROTOBUF: 3,
  AVRO: 4,
  BOOLEAN: 5,
  INT8: 6,
  INT16: 7,
  INT32: 8,
  INT64: 9,
  FLOAT: 10,
  DOUBLE: 11,
  DATE: 12,
  TIME: 13,
  TIMESTAMP: 14,
  KEY_VALUE: 15,
  INSTANT: 16,
  LOCAL_DATE: 17,
  LOCAL_TIME: 18,
  LOCAL_DATE_TIME: 19,
  PROTOBUF_NATIVE: 20,
};

/** The newest protocol version of Pulsar 4.0.7 (ProtocolVersion.v21). */
export const PROTOCOL_VERSION = 21;

/**
 * -1 in an unsigned 64-bit field (a ledger or entry id), as Pulsar's Java code writes it: 2^64 - 1.
 * Given as the number -1, protobufjs would write 0.
 */
export const UINT64_MINUS_ONE = '18446744073709551615';

const KeyValue = message({ key: [1, 'string', 'required'], value: [2, 'string', 'required'] });

const MessageIdData = message({
  ledgerId: [1, 'uint64', 'required'],
  entryId: [2, 'uint64', 'required'],
  partition: [3, 'int32', 'optional', -1],
  batch_index: [4, 'int32', 'optional', -1],
  batch_size: [6, 'int32'],
});

const descriptor = {
  nested: {
    pulsar: {
      nested: {
        KeyValue,
        MessageIdData,
        AuthData: message({ auth_method_name: [1, 'string'], auth_data: [2, 'bytes'] }),
        FeatureFlags: message({
          supports_auth_refresh: [1, 'bool', 'optional', false],
          supports_broker_entry_metadata: [2, 'bool', 'optional', false],
        }),
        CommandConnect: message({
          client_version: [1, 'string', 'required'],
          auth_data: [3, 'bytes'],
          protocol_version: [4, 'int32', 'optional', 0],
          auth_method_name: [5, 'string'],
          proxy_to_broker_url: [6, 'string'],
          feature_flags: [10, 'FeatureFlags'],
        }),
        CommandConnected: message({
          server_version: [1, 'string', 'required'],
          protocol_version: [2, 'int32', 'optional', 0],
          max_message_size: [3, 'int32'],
        }),
        CommandAuthChallenge: message({
          server_version: [1, 'string'],
          challenge: [2, 'AuthData'],
          protocol_version: [3, 'int32', 'optional', 0],
        }),
        CommandAuthResponse: message({
          client_version: [1, 'string'],
          response: [2, 'AuthData'],
          protocol_version: [3, 'int32', 'optional', 0],
        }),
        CommandLookupTopic: message({
          topic: [1, 'string', 'required'],
          request_id: [2, 'uint64', 'required'],
          authoritative: [3, 'bool', 'optional', false],
        }),
        CommandLookupTopicResponse: message({
          brokerServiceUrl: [1, 'string'],
          brokerServiceUrlTls: [2, 'string'],
          response: [3, 'int32'],
          request_id: [4, 'uint64', 'required'],
          authoritative: [5, 'bool', 'optional', false],
          error: [6, 'int32'],
          message: [7, 'string'],
          proxy_through_service_url: [8, 'bool', 'optional', false],
        }),
        CommandPartitionedTopicMetadata: message({
          topic: [1, 'string', 'required'],
          request_id: [2, 'uint64', 'required'],
          metadata_auto_creation_enabled: [6, 'bool', 'optional', true],
        }),
        CommandPartitionedTopicMetadataResponse: message({
          partitions: [1, 'uint32'],
          request_id: [2, 'uint64', 'required'],
          response: [3, 'int32'],
          error: [4, 'int32'],
          message: [5, 'string'],
        }),
        CommandSubscribe: message({
          topic: [1, 'string', 'required'],
          subscription: [2, 'string', 'required'],
          subType: [3, 'int32', 'required'],
          consumer_id: [4, 'uint64', 'required'],
          request_id: [5, 'uint64', 'required'],
          consumer_name: [6, 'string'],
          durable: [8, 'bool', 'optional', true],
          start_message_id: [9, 'MessageIdData'],
          read_compacted: [11, 'bool'],
          initialPosition: [13, 'int32', 'optional', 0],
          force_topic_creation: [15, 'bool', 'optional', true],
          start_message_rollback_duration_sec: [16, 'uint64', 'optional', 0],
        }),
        // The producer's commands (CommandProducer.java, CommandSend.java, CommandSendReceipt.java,
        // CommandSendError.java, CommandProducerSuccess.java in pulsar-common 4.0.7, e.g.
        // CommandProducer `_PRODUCER_ACCESS_MODE_FIELD_NUMBER = 10`).
        // The schema a producer brings (Schema.java in pulsar-common 4.0.7: `_NAME_FIELD_NUMBER = 1`,
        // `_SCHEMA_DATA_FIELD_NUMBER = 3`, `_TYPE_FIELD_NUMBER = 4`, `_PROPERTIES_FIELD_NUMBER = 5`).
        Schema: message({
          name: [1, 'string', 'required'],
          schema_data: [3, 'bytes', 'required'],
          type: [4, 'int32', 'required'],
          properties: [5, 'KeyValue', 'repeated'],
        }),
        CommandProducer: message({
          topic: [1, 'string', 'required'],
          producer_id: [2, 'uint64', 'required'],
          request_id: [3, 'uint64', 'required'],
          producer_name: [4, 'string'],
          encrypted: [5, 'bool', 'optional', false],
          metadata: [6, 'KeyValue', 'repeated'],
          schema: [7, 'Schema'],
          epoch: [8, 'uint64', 'optional', 0],
          user_provided_producer_name: [9, 'bool', 'optional', true],
          producer_access_mode: [10, 'int32', 'optional', 0],
        }),
        CommandProducerSuccess: message({
          request_id: [1, 'uint64', 'required'],
          producer_name: [2, 'string', 'required'],
          last_sequence_id: [3, 'int64', 'optional', -1],
          schema_version: [4, 'bytes'],
          producer_ready: [6, 'bool', 'optional', true],
        }),
        CommandSend: message({
          producer_id: [1, 'uint64', 'required'],
          sequence_id: [2, 'uint64', 'required'],
          num_messages: [3, 'int32', 'optional', 1],
        }),
        CommandSendReceipt: message({
          producer_id: [1, 'uint64', 'required'],
          sequence_id: [2, 'uint64', 'required'],
          message_id: [3, 'MessageIdData'],
        }),
        CommandSendError: message({
          producer_id: [1, 'uint64', 'required'],
          sequence_id: [2, 'uint64', 'required'],
          error: [3, 'int32', 'required'],
          message: [4, 'string', 'required'],
        }),
        CommandFlow: message({
          consumer_id: [1, 'uint64', 'required'],
          messagePermits: [2, 'uint32', 'required'],
        }),
        CommandMessage: message({
          consumer_id: [1, 'uint64', 'required'],
          message_id: [2, 'MessageIdData', 'required'],
          redelivery_count: [3, 'uint32', 'optional', 0],
        }),
        CommandSeek: message({
          consumer_id: [1, 'uint64', 'required'],
          request_id: [2, 'uint64', 'required'],
          message_id: [3, 'MessageIdData'],
          message_publish_time: [4, 'uint64'],
        }),
        CommandCloseConsumer: message({
          consumer_id: [1, 'uint64', 'required'],
          request_id: [2, 'uint64', 'required'],
        }),
        CommandCloseProducer: message({
          producer_id: [1, 'uint64', 'required'],
          request_id: [2, 'uint64', 'required'],
        }),
        CommandSuccess: message({ request_id: [1, 'uint64', 'required'] }),
        CommandError: message({
          request_id: [1, 'uint64', 'required'],
          error: [2, 'int32', 'required'],
          message: [3, 'string', 'required'],
        }),
        CommandPing: message({}),
        CommandPong: message({}),
        CommandReachedEndOfTopic: message({ consumer_id: [1, 'uint64', 'required'] }),
        CommandActiveConsumerChange: message({
          consumer_id: [1, 'uint64', 'required'],
          is_active: [2, 'bool', 'optional', false],
        }),
        CommandGetLastMessageId: message({
          consumer_id: [1, 'uint64', 'required'],
          request_id: [2, 'uint64', 'required'],
        }),
        CommandGetLastMessageIdResponse: message({
          last_message_id: [1, 'MessageIdData', 'required'],
          request_id: [2, 'uint64', 'required'],
        }),
        CommandGetTopicsOfNamespace: message({
          request_id: [1, 'uint64', 'required'],
          namespace: [2, 'string', 'required'],
          mode: [3, 'int32', 'optional', 0],
        }),
        CommandGetTopicsOfNamespaceResponse: message({
          request_id: [1, 'uint64', 'required'],
          topics: [2, 'string', 'repeated'],
        }),
        CommandTopicMigrated: message({
          resource_id: [1, 'uint64', 'required'],
          resource_type: [2, 'int32', 'required'],
          brokerServiceUrl: [3, 'string'],
          brokerServiceUrlTls: [4, 'string'],
        }),
        BaseCommand: message({
          type: [1, 'int32', 'required'],
          connect: [2, 'CommandConnect'],
          connected: [3, 'CommandConnected'],
          subscribe: [4, 'CommandSubscribe'],
          producer: [5, 'CommandProducer'],
          send: [6, 'CommandSend'],
          send_receipt: [7, 'CommandSendReceipt'],
          send_error: [8, 'CommandSendError'],
          message: [9, 'CommandMessage'],
          flow: [11, 'CommandFlow'],
          success: [13, 'CommandSuccess'],
          error: [14, 'CommandError'],
          closeProducer: [15, 'CommandCloseProducer'],
          closeConsumer: [16, 'CommandCloseConsumer'],
          producer_success: [17, 'CommandProducerSuccess'],
          ping: [18, 'CommandPing'],
          pong: [19, 'CommandPong'],
          partitionMetadata: [21, 'CommandPartitionedTopicMetadata'],
          partitionMetadataResponse: [22, 'CommandPartitionedTopicMetadataResponse'],
          lookupTopic: [23, 'CommandLookupTopic'],
          lookupTopicResponse: [24, 'CommandLookupTopicResponse'],
          reachedEndOfTopic: [27, 'CommandReachedEndOfTopic'],
          seek: [28, 'CommandSeek'],
          getLastMessageId: [29, 'CommandGetLastMessageId'],
          getLastMessageIdResponse: [30, 'CommandGetLastMessageIdResponse'],
          active_consumer_change: [31, 'CommandActiveConsumerChange'],
          getTopicsOfNamespace: [32, 'CommandGetTopicsOfNamespace'],
          getTopicsOfNamespaceResponse: [33, 'CommandGetTopicsOfNamespaceResponse'],
          authChallenge: [36, 'CommandAuthChallenge'],
          authResponse: [37, 'CommandAuthResponse'],
          topicMigrated: [68, 'CommandTopicMigrated'],
        }),
        MessageMetadata: message({
          producer_name: [1, 'string', 'required'],
          sequence_id: [2, 'uint64', 'required'],
          publish_time: [3, 'uint64', 'required'],
          properties: [4, 'KeyValue', 'repeated'],
          replicated_from: [5, 'string'],
          partition_key: [6, 'string'],
          compression: [8, 'int32', 'optional', 0],
          uncompressed_size: [9, 'uint32', 'optional', 0],
          num_messages_in_batch: [11, 'int32', 'optional', 1],
          event_time: [12, 'uint64', 'optional', 0],
          encryption_algo: [14, 'string'],
          schema_version: [16, 'bytes'],
          partition_key_b64_encoded: [17, 'bool', 'optional', false],
          ordering_key: [18, 'bytes'],
          deliver_at_time: [19, 'int64'],
          marker_type: [20, 'int32'],
          null_value: [25, 'bool', 'optional', false],
          uuid: [26, 'string'],
          num_chunks_from_msg: [27, 'int32'],
          total_chunk_msg_size: [28, 'int32'],
          chunk_id: [29, 'int32'],
        }),
        SingleMessageMetadata: message({
          properties: [1, 'KeyValue', 'repeated'],
          partition_key: [2, 'string'],
          payload_size: [3, 'int32', 'required'],
          compacted_out: [4, 'bool', 'optional', false],
          event_time: [5, 'uint64', 'optional', 0],
          partition_key_b64_encoded: [6, 'bool', 'optional', false],
          ordering_key: [7, 'bytes'],
          sequence_id: [8, 'uint64'],
          null_value: [9, 'bool', 'optional', false],
        }),
        BrokerEntryMetadata: message({ broker_timestamp: [1, 'uint64'], index: [2, 'uint64'] }),
      },
    },
  },
};

const root = protobuf.Root.fromJSON(descriptor);
const typeOf = (name: string) => root.lookupType(`pulsar.${name}`);

export const BaseCommand = typeOf('BaseCommand');
export const MessageMetadataType = typeOf('MessageMetadata');
export const SingleMessageMetadataType = typeOf('SingleMessageMetadata');
export const BrokerEntryMetadataType = typeOf('BrokerEntryMetadata');

/** protobuf.js decodes 64-bit integers as Long objects; the reader's are all below 2^53. */
export const DECODE_OPTIONS: protobuf.IConversionOptions = {
  longs: Number,
  defaults: true,
  arrays: true,
};

/** As DECODE_OPTIONS, but an absent optional field stays absent. */
export const PRESENT_FIELDS_ONLY: protobuf.IConversionOptions = { longs: Number, arrays: true };
