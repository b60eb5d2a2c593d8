import { notFound } from './errors.ts';

// The worker's builtin connectors (ConnectorsManager): what GET /admin/v3/sources/builtinsources and
// /admin/v3/sinks/builtinsinks list (ConnectorDefinition), and each connector's config definition
// (ConfigFieldDefinition: fieldName, typeName, attributes from the config class's @FieldDoc, all
// strings). Fields follow the 4.0 connectors' config classes (pulsar-io/*/...Config.java).

export interface ConfigField {
  fieldName: string;
  typeName: string;
  attributes: { help: string; required: string; defaultValue: string; sensitive: string };
}

interface Connector {
  definition: Record<string, string>;
  sourceFields?: ConfigField[];
  sinkFields?: ConfigField[];
}

const field = (
  fieldName: string,
  typeName: string,
  help: string,
  options: { required?: boolean; defaultValue?: string; sensitive?: boolean } = {},
): ConfigField => ({
  fieldName,
  typeName,
  attributes: {
    help,
    required: String(options.required ?? false),
    defaultValue: options.defaultValue ?? '',
    sensitive: String(options.sensitive ?? false),
  },
});

const KAFKA_COMMON: ConfigField[] = [
  field(
    'bootstrapServers',
    'java.lang.String',
    'A comma-separated list of host and port pairs that are the addresses of the Kafka brokers that a Kafka client connects to initially bootstrap itself.',
    { required: true },
  ),
  field('securityProtocol', 'java.lang.String', 'Protocol used to communicate with Kafka brokers.'),
  field('saslMechanism', 'java.lang.String', 'SASL mechanism used for Kafka client connections.'),
  field('saslJaasConfig', 'java.lang.String', 'JAAS login context parameters for SASL connections.', {
    sensitive: true,
  }),
];

const CONNECTORS: readonly Connector[] = [
  {
    definition: {
      name: 'cassandra',
      description: 'Writes data into Cassandra',
      sinkClass: 'org.apache.pulsar.io.cassandra.CassandraStringSink',
      sinkConfigClass: 'org.apache.pulsar.io.cassandra.CassandraSinkConfig',
    },
    sinkFields: [
      field('roots', 'java.lang.String', 'A comma-separated list of Cassandra hosts to connect to.', {
        required: true,
      }),
      field('keyspace', 'java.lang.String', 'The key space used for writing pulsar messages to.', {
        required: true,
      }),
      field('keyname', 'java.lang.String', 'The key name of the Cassandra column family.', {
        required: true,
      }),
      field('columnFamily', 'java.lang.String', 'The Cassandra column family name.', { required: true }),
      field('columnName', 'java.lang.String', 'The column name of the Cassandra column family.', {
        required: true,
      }),
    ],
  },
  {
    definition: {
      name: 'data-generator',
      description: 'Test data generator source',
      sourceClass: 'org.apache.pulsar.io.datagenerator.DataGeneratorSource',
      sourceConfigClass: 'org.apache.pulsar.io.datagenerator.DataGeneratorSourceConfig',
      sinkClass: 'org.apache.pulsar.io.datagenerator.DataGeneratorPrintSink',
    },
    sourceFields: [
      field('sleepBetweenMessages', 'long', 'How long to sleep between emitting messages', {
        defaultValue: '50',
      }),
    ],
    sinkFields: [],
  },
  {
    definition: {
      name: 'elastic_search',
      description: 'Writes data into Elastic Search',
      sinkClass: 'org.apache.pulsar.io.elasticsearch.ElasticSearchSink',
      sinkConfigClass: 'org.apache.pulsar.io.elasticsearch.ElasticSearchConfig',
    },
    sinkFields: [
      field(
        'elasticSearchUrl',
        'java.lang.String',
        'The url of elastic search cluster that the connector connects to. ',
        { required: true },
      ),
      field('indexName', 'java.lang.String', 'The index name that the connector writes messages to'),
      field('typeName', 'java.lang.String', 'The type name that the connector writes messages to', {
        defaultValue: '_doc',
      }),
      field('indexNumberOfShards', 'int', 'The number of shards of the index', { defaultValue: '1' }),
      field('indexNumberOfReplicas', 'int', 'The number of replicas of the index', { defaultValue: '1' }),
      field(
        'username',
        'java.lang.String',
        'The username used by the connector to connect to the elastic search cluster.',
        { sensitive: true },
      ),
      field(
        'password',
        'java.lang.String',
        'The password used by the connector to connect to the elastic search cluster.',
        { sensitive: true },
      ),
      field('bulkEnabled', 'boolean', 'Enable the elasticsearch bulk processor', { defaultValue: 'false' }),
    ],
  },
  {
    definition: {
      name: 'jdbc-postgres',
      description: 'JDBC sink for PostgreSQL',
      sinkClass: 'org.apache.pulsar.io.jdbc.PostgresJdbcAutoSchemaSink',
      sinkConfigClass: 'org.apache.pulsar.io.jdbc.JdbcSinkConfig',
    },
    sinkFields: [
      field(
        'userName',
        'java.lang.String',
        'Username used to connect to the database specified by `jdbcUrl`',
        {
          sensitive: true,
        },
      ),
      field(
        'password',
        'java.lang.String',
        'Password used to connect to the database specified by `jdbcUrl`',
        {
          sensitive: true,
        },
      ),
      field('jdbcUrl', 'java.lang.String', 'The JDBC url of the database this connector connects to', {
        required: true,
      }),
      field('tableName', 'java.lang.String', 'The name of the table this connector writes messages to', {
        required: true,
      }),
      field(
        'key',
        'java.lang.String',
        'Fields used in where condition of update and delete Events. A comma-separated list.',
      ),
      field('nonKey', 'java.lang.String', 'Fields used in update events. A comma-separated list.'),
      field(
        'timeoutMs',
        'int',
        'Enable batch mode by time. After timeoutMs milliseconds the operations queue will be flushed.',
        {
          defaultValue: '500',
        },
      ),
      field(
        'batchSize',
        'int',
        'Enable batch mode by number of operations. This value is the max number of operations batched in the same transaction/batch.',
        {
          defaultValue: '200',
        },
      ),
      field(
        'insertMode',
        'org.apache.pulsar.io.jdbc.JdbcSinkConfig$InsertMode',
        'If it is configured as UPSERT, the sink will use upsert semantics rather than plain INSERT/UPDATE statements.',
        {
          defaultValue: 'INSERT',
        },
      ),
      field('useTransactions', 'boolean', 'Enable transactions of the database.', { defaultValue: 'true' }),
    ],
  },
  {
    definition: {
      name: 'kafka',
      description: 'Kafka source and sink connector',
      sourceClass: 'org.apache.pulsar.io.kafka.KafkaBytesSource',
      sourceConfigClass: 'org.apache.pulsar.io.kafka.KafkaSourceConfig',
      sinkClass: 'org.apache.pulsar.io.kafka.KafkaBytesSink',
      sinkConfigClass: 'org.apache.pulsar.io.kafka.KafkaSinkConfig',
    },
    sourceFields: [
      ...KAFKA_COMMON,
      field(
        'groupId',
        'java.lang.String',
        'A string that uniquely identifies the group of consumer processes to which this consumer belongs.',
        { required: true },
      ),
      field('topic', 'java.lang.String', 'The Kafka topic that sends messages to Pulsar.', {
        required: true,
      }),
      field('fetchMinBytes', 'long', 'The minimum byte expected for each fetch response.', {
        defaultValue: '1',
      }),
      field(
        'autoCommitEnabled',
        'boolean',
        "If true, the consumer's offset is periodically committed in the background.",
        {
          defaultValue: 'true',
        },
      ),
      field('autoOffsetReset', 'java.lang.String', 'The default offset reset policy.', {
        defaultValue: 'earliest',
      }),
    ],
    sinkFields: [
      ...KAFKA_COMMON,
      field(
        'acks',
        'java.lang.String',
        'The number of acknowledgments the producer requires the leader to have received before considering a request complete.',
        {
          required: true,
        },
      ),
      field(
        'batchSize',
        'long',
        'The batch size that Kafka producer will attempt to batch records together.',
        {
          defaultValue: '16384',
        },
      ),
      field('maxRequestSize', 'long', 'The maximum size of a Kafka request in bytes.', {
        defaultValue: '1048576',
      }),
      field('topic', 'java.lang.String', 'The Kafka topic that is used for Pulsar moving messages to.', {
        required: true,
      }),
    ],
  },
  {
    definition: {
      name: 'netty',
      description: 'Netty source connector',
      sourceClass: 'org.apache.pulsar.io.netty.NettySource',
      sourceConfigClass: 'org.apache.pulsar.io.netty.NettySourceConfig',
    },
    sourceFields: [
      field('type', 'java.lang.String', 'The tcp, udp or http network protocol', { defaultValue: 'tcp' }),
      field('host', 'java.lang.String', 'The host name or address that the source instance to listen on', {
        defaultValue: '127.0.0.1',
      }),
      field('port', 'int', 'The port that the source instance to listen on', { defaultValue: '10999' }),
      field('numberOfThreads', 'int', 'The number of threads of Netty Tcp Server', { defaultValue: '1' }),
    ],
  },
];

export type ConnectorKind = 'source' | 'sink';

/** ConnectorDefinitions: every connector (`all`), or those with a source or a sink class. */
export function builtinConnectors(kind: ConnectorKind | 'all'): Record<string, string>[] {
  return CONNECTORS.filter(
    ({ definition }) =>
      kind === 'all' || (kind === 'source' ? definition.sourceClass : definition.sinkClass) !== undefined,
  ).map(({ definition }) => ({ ...definition }));
}

/** The connector a `builtin://name` archive names, if the worker has it for this kind. */
export function builtinConnector(kind: ConnectorKind, name: string): Record<string, string> | undefined {
  return builtinConnectors(kind).find((connector) => connector.name === name);
}

/** SourcesImpl/SinksImpl.get{Source,Sink}ConfigDefinition: 404 "builtin source does not exist". */
export function connectorConfigDefinition(kind: ConnectorKind, name: string): ConfigField[] {
  const connector = CONNECTORS.find(
    ({ definition }) =>
      definition.name === name &&
      (kind === 'source' ? definition.sourceClass : definition.sinkClass) !== undefined,
  );
  if (!connector) throw notFound(`builtin ${kind} does not exist`);
  return (kind === 'source' ? connector.sourceFields : connector.sinkFields) ?? [];
}
