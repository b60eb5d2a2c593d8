// What each dynamic broker setting of Pulsar 4.0.7 does (issue 31 item 7), written for Beacon from
// the broker's documentation of each key (the @FieldContext docs of ServiceConfiguration); no
// sentence is Pulsar's. The unit a value is counted in is a fact of the setting, not of a language:
// it is given once, in features/brokers/broker-config/setting-units.ts; only its name is here.
export const brokerSettingHelp = {
  unit: 'Unit',
  unitLine: 'Unit: {{unit}}',
  brokerKey: 'Key in broker.conf',
  units: {
    seconds: 'seconds',
    milliseconds: 'milliseconds',
    minutes: 'minutes',
    bytes: 'bytes',
    megabytes: 'megabytes (MB)',
    bytesPerSecond: 'bytes per second',
    megabytesPerSecond: 'megabytes per second',
    messages: 'messages',
    messagesPerSecond: 'messages per second',
    entries: 'entries',
    percent: 'percent (0–100)',
    fraction: 'fraction (0 to 1)',
    multiplier: 'times as much',
    weight: 'relative weight',
    times: 'consecutive checks',
    tenants: 'tenants',
    namespaces: 'namespaces',
    topics: 'topics',
    partitions: 'partitions',
    bundles: 'bundles',
    brokers: 'brokers',
    subscriptions: 'subscriptions',
    clients: 'producers and consumers',
    requests: 'requests',
  },
  settings: {
    allowAutoSubscriptionCreation:
      'Lets a consumer create its subscription just by subscribing to a name that does not exist yet. Turn it off to have every subscription created through the admin API first.',
    allowAutoTopicCreation:
      'Lets producers and consumers create a topic just by using a name that does not exist yet. Turn it off so that topics come only from the admin API and a misspelt name creates nothing.',
    allowAutoTopicCreationType:
      'Whether a topic created automatically is partitioned or not; a partitioned one gets defaultNumPartitions partitions.',
    allowOverrideEntryFilters:
      'Lets a topic’s own entry filter policy replace the filters set on the broker. Leave it off to run the same filters on every topic.',
    autoSkipNonRecoverableData:
      'Lets a topic move past ledgers BookKeeper can no longer read, instead of leaving its subscriptions stuck on them. The skipped messages are lost: turn it on only to recover from damaged or lost ledgers.',
    bookkeeperUseV2WireProtocol:
      'Talks to the bookies with BookKeeper’s older binary protocol (v2), which costs the broker less than the protobuf-based v3. Turn it off only when something you use needs v3.',
    brokerClientAuthenticationParameters:
      'The credentials the broker presents when it calls other brokers (geo-replication, forwarded admin calls), written the way the plugin in brokerClientAuthenticationPlugin reads them.',
    brokerClientAuthenticationPlugin:
      'The authentication plugin class the broker uses when it calls other brokers, of this cluster or a remote one. The default sends no credentials.',
    brokerClientTlsEnabled:
      'Makes the broker use TLS when it calls other brokers: admin calls inside the cluster and geo-replication to other clusters.',
    brokerDeleteInactivePartitionedTopicMetadataEnabled:
      'When inactive topics are deleted, also removes a partitioned topic’s metadata once all its partitions are gone. With automatic topic creation on, a client may then bring the name back as a non-partitioned topic.',
    brokerDeleteInactiveTopicsEnabled:
      'Lets the broker delete topics nobody has used for a while (what counts as unused: brokerDeleteInactiveTopicsMode). Turn it off to keep every topic until someone deletes it.',
    brokerDeleteInactiveTopicsFrequencySeconds:
      'How often the broker looks for inactive topics to delete. It is also how long a topic must be idle when brokerDeleteInactiveTopicsMaxInactiveDurationSeconds is not set.',
    brokerDeleteInactiveTopicsMaxInactiveDurationSeconds:
      'How long a topic must stay inactive before it may be deleted. Empty: the check interval, brokerDeleteInactiveTopicsFrequencySeconds, is used.',
    brokerDeleteInactiveTopicsMode:
      'What makes a topic inactive: delete_when_no_subscriptions deletes a topic without subscriptions or producers; delete_when_subscriptions_caught_up also deletes one whose subscriptions have read everything and have no client connected.',
    brokerPublisherThrottlingMaxByteRate:
      'Caps the bytes per second all producers together may publish to this broker. 0 means no limit.',
    brokerPublisherThrottlingMaxMessageRate:
      'Caps the messages per second all producers together may publish to this broker. 0 means no limit.',
    brokerPublisherThrottlingTickTimeMillis:
      'How often the broker checks its broker-wide publish limits. Shorter is more precise and costs more CPU; 0 turns broker-wide publish throttling off.',
    brokerShutdownTimeoutMs:
      'How long a graceful shutdown of the broker may take; after that the process is stopped outright.',
    clientLibraryVersionCheckEnabled:
      'Makes the broker refuse requests from client libraries too old to be compatible, such as early C++ clients that do not send their version. Leave it off unless such clients must be kept out.',
    configurationMetadataSyncEventTopic:
      'The topic through which this cluster exchanges changes of its configuration metadata store with a Pulsar cluster on another platform. Empty: no such exchange.',
    defaultNamespaceBundleSplitAlgorithm:
      'How a bundle is split when the request names no algorithm: range_equally_divide halves its hash range, topic_count_equally_divide gives both halves about as many topics, flow_or_qps_equally_divide about as much traffic.',
    defaultNumPartitions:
      'How many partitions a topic created automatically gets when allowAutoTopicCreationType is partitioned.',
    defaultNumberOfNamespaceBundles:
      'How many bundles a new namespace starts with when its creator does not say. More bundles spread a busy namespace over more brokers from the start.',
    dispatchThrottlingOnBatchMessageEnabled:
      'Counts a whole batch as one message when applying dispatch rate limits, instead of each message in it.',
    dispatchThrottlingOnNonBacklogConsumerEnabled:
      'Applies dispatch rate limits to consumers that are caught up too. Turn it off to throttle only consumers that are reading a backlog.',
    dispatchThrottlingRateInByte:
      'Caps the bytes per second this broker delivers to consumers over all its topics. 0 means no limit.',
    dispatchThrottlingRateInMsg:
      'Caps the messages per second this broker delivers to consumers over all its topics. 0 means no limit.',
    dispatchThrottlingRatePerReplicatorInByte:
      'Default cap on the bytes per second each geo-replicator sends to its remote cluster, where no policy sets one. 0 means no limit.',
    dispatchThrottlingRatePerReplicatorInMsg:
      'Default cap on the messages per second each geo-replicator sends to its remote cluster, where no policy sets one. 0 means no limit.',
    dispatchThrottlingRatePerSubscriptionInByte:
      'Default cap on the bytes per second delivered to each subscription, where no namespace or topic policy sets one. 0 means no limit.',
    dispatchThrottlingRatePerSubscriptionInMsg:
      'Default cap on the messages per second delivered to each subscription, where no namespace or topic policy sets one. 0 means no limit.',
    dispatchThrottlingRatePerTopicInByte:
      'Default cap on the bytes per second each topic delivers to its consumers, where no namespace or topic policy sets one. 0 means no limit.',
    dispatchThrottlingRatePerTopicInMsg:
      'Default cap on the messages per second each topic delivers to its consumers, where no namespace or topic policy sets one. 0 means no limit.',
    dispatchThrottlingRateRelativeToPublishRate:
      'Makes dispatch limits follow the publish rate: a topic may deliver as fast as it is being published to, plus the configured dispatch rate.',
    dispatcherDispatchMessagesInSubscriptionThread:
      'Delivers messages and runs broker-side entry filters on a thread of each subscription instead of the thread that read them from storage, so slow filtering on one subscription does not hold up the others.',
    dispatcherEntryFilterRescheduledMessageDelay:
      'How long the broker waits before delivering again a message that an entry filter asked to reschedule.',
    dispatcherMaxReadBatchSize:
      'The most entries a dispatcher reads from storage at once. Bigger reads drain large backlogs faster; smaller ones keep memory use and latency down.',
    dispatcherMaxReadSizeBytes:
      'The most bytes a dispatcher reads from storage at once; a read stops at this size or at dispatcherMaxReadBatchSize entries, whichever comes first.',
    dispatcherMaxRoundRobinBatchSize:
      'The most entries a Shared subscription gives one consumer before turning to the next, which sets how evenly messages spread over the consumers.',
    dispatcherMinReadBatchSize:
      'The smallest read a dispatcher falls back to after reads from storage fail; it grows its reads again once they succeed.',
    dispatcherPauseOnAckStatePersistentEnabled:
      'Stops delivering to a subscription while its acknowledgement state is too large to be stored in full, so a broker restart does not redeliver many messages that were already acknowledged.',
    dispatcherReadFailureBackoffInitialTimeInMs:
      'The first wait before a dispatcher retries a failed read from storage; each further failure waits longer, up to dispatcherReadFailureBackoffMaxTimeInMs.',
    dispatcherReadFailureBackoffMandatoryStopTimeInMs:
      'A deadline, counted from the first failed read, by which the dispatcher retries at the latest: one wait is shortened to meet it. 0 means no deadline.',
    dispatcherReadFailureBackoffMaxTimeInMs:
      'The longest a dispatcher waits between retries after reads from storage keep failing.',
    entryFilterNames:
      'The entry filters the broker runs, in this order, to decide which messages reach consumers. Each must be a filter found in entryFiltersDirectory.',
    entryFiltersDirectory:
      'The directory on the broker’s machine where it looks for entry filter packages (NAR files).',
    exposeBundlesMetricsInPrometheus:
      'Adds metrics per bundle to the broker’s Prometheus endpoint: useful to study load balancing, at the cost of more series to scrape.',
    failureDomainsEnabled:
      'Makes the load manager take the cluster’s failure domains (named groups of brokers) into account when placing bundles, so that bundles of one anti-affinity group land in different domains.',
    flowOrQpsDifferenceThresholdPercentage:
      'For the flow_or_qps_equally_divide split: how far above the bundle limits on message rate or throughput a bundle must go, in percent, before it is split.',
    forceDeleteNamespaceAllowed:
      'Allows deleting a namespace by force, its topics and their data with it. Leave it off so a namespace must be emptied before it can be deleted.',
    forceDeleteTenantAllowed:
      'Allows deleting a tenant by force, its namespaces, topics and data with it. Leave it off so a tenant must be emptied before it can be deleted.',
    httpRequestsFailOnUnknownPropertiesEnabled:
      'Makes the admin REST API refuse a request body with fields it does not know instead of ignoring them, so a misspelt field is noticed.',
    isAllowAutoUpdateSchemaEnabled:
      'Lets a producer add a new, compatible version of a topic’s schema just by connecting with it. A namespace policy can say otherwise; turn it off to have schemas changed only through the admin API.',
    keySharedLookAheadMsgInReplayThresholdPerConsumer:
      'Key_Shared subscriptions: while the broker reads past messages held back for blocked keys, how many of them it keeps waiting per connected consumer. 0 drops this per-consumer limit.',
    keySharedLookAheadMsgInReplayThresholdPerSubscription:
      'Key_Shared subscriptions: the most messages held back for blocked keys in a whole subscription while the broker reads ahead; the lower of this and the per-consumer limit applies. 0 drops this limit.',
    keySharedUnblockingIntervalMs:
      'Key_Shared subscriptions: how long the broker waits after a key is unblocked before redelivering, so that several unblocked keys are handled in one pass.',
    loadBalanceSheddingDelayInSeconds:
      'Extensible load manager (TransferShedder): how long to wait after unloading before the next round, giving brokers time to report their new load.',
    loadBalancerAutoBundleSplitEnabled:
      'Lets the load balancer split bundles that outgrow the bundle limits on topics, sessions, message rate or bandwidth.',
    loadBalancerAutoUnloadSplitBundlesEnabled:
      'After an automatic split, unloads the new bundles so other brokers can take them; off, they stay on the broker that split them.',
    loadBalancerAverageResourceUsageDifferenceThresholdPercentage:
      'LeastResourceUsageWithWeight placement: a broker is a preferred target when its weighted resource usage is at least this many points below the brokers’ average.',
    loadBalancerAvgShedderHighThreshold:
      'AvgShedder: a load gap between the busiest and the least busy broker above this many points moves bundles after loadBalancerAvgShedderHitCountHighThreshold consecutive checks.',
    loadBalancerAvgShedderHitCountHighThreshold:
      'AvgShedder: how many consecutive checks must find the gap above loadBalancerAvgShedderHighThreshold before bundles move.',
    loadBalancerAvgShedderHitCountLowThreshold:
      'AvgShedder: how many consecutive checks must find the gap above loadBalancerAvgShedderLowThreshold before bundles move.',
    loadBalancerAvgShedderLowThreshold:
      'AvgShedder: the smaller load gap between the busiest and the least busy broker, which moves bundles only after loadBalancerAvgShedderHitCountLowThreshold consecutive checks.',
    loadBalancerBandwidthInResourceWeight:
      'How much incoming network traffic counts in a broker’s load, next to the other resource weights. 0 leaves it out.',
    loadBalancerBandwidthOutResourceWeight:
      'How much outgoing network traffic counts in a broker’s load, next to the other resource weights. 0 leaves it out.',
    loadBalancerBandwithInResourceWeight:
      'The old, misspelt name of loadBalancerBandwidthInResourceWeight, read only while the new one keeps its default. Use the new name.',
    loadBalancerBandwithOutResourceWeight:
      'The old, misspelt name of loadBalancerBandwidthOutResourceWeight, read only while the new one keeps its default. Use the new name.',
    loadBalancerBrokerLoadDataTTLInSeconds:
      'Extensible load manager: load reports older than this are ignored, so a broker that stopped reporting is left out of balancing. Keep it well above loadBalancerReportUpdateMaxIntervalMinutes.',
    loadBalancerBrokerLoadTargetStd:
      'TransferShedder: the spread of load between brokers (standard deviation, 1.0 being full use) it tries to stay under. A smaller target balances more tightly and moves bundles more often.',
    loadBalancerBrokerMaxTopics:
      'A broker already serving more topics than this gets no new bundles, unless every broker is past it.',
    loadBalancerBrokerOverloadedThresholdPercentage:
      'Resource usage (the highest of CPU, memory and network) above which a broker is overloaded: OverloadShedder moves bundles off it and new bundles avoid it.',
    loadBalancerBrokerThresholdShedderPercentage:
      'ThresholdShedder: a broker whose load is more than this many points above the cluster’s average has bundles moved off it.',
    loadBalancerBundleUnloadMinThroughputThreshold:
      'ThresholdShedder: when a broker would shed less traffic than this, moving bundles is not worth it and nothing moves.',
    loadBalancerCPUResourceWeight:
      'How much CPU usage counts in a broker’s load, next to the other resource weights. 0 leaves it out.',
    loadBalancerDebugModeEnabled:
      'Makes the extensible load manager log its load data and decisions in detail. Turn it on while looking into balancing, then off again.',
    loadBalancerDirectMemoryResourceWeight:
      'How much direct memory usage counts in a broker’s load. It says little about real load, hence 0 by default.',
    loadBalancerDistributeBundlesEvenlyEnabled:
      'When placing a bundle, prefers the brokers holding the fewest bundles of its namespace, spreading each namespace over the cluster.',
    loadBalancerHistoryResourcePercentage:
      'How much past usage weighs against a new sample when the balancer smooths a broker’s load (0.9: 90 % history, 10 % new sample). Lower it to react faster to changes.',
    loadBalancerHostUsageCheckIntervalMinutes:
      'How often the broker measures its machine’s CPU, memory and network use for the load balancer.',
    loadBalancerLoadSheddingStrategy:
      'The class that picks the bundles to move off busy brokers, such as ThresholdShedder, OverloadShedder, UniformLoadShedder or AvgShedder. A change takes effect only after the brokers restart.',
    loadBalancerMaxNumberOfBrokerSheddingPerCycle:
      'TransferShedder: the most brokers it moves load off in one round.',
    loadBalancerMaxNumberOfBundlesInBundleLoadReport:
      'How many of its busiest bundles each broker lists in its load report: more gives the balancer more choice and makes reports bigger. -1 lists them all (modular load manager only).',
    loadBalancerMaxNumberOfBundlesToSplitPerCycle:
      'Extensible load manager: the most bundles it splits in one round.',
    loadBalancerMemoryResourceWeight:
      'No longer used: memory stopped counting in a broker’s load in Pulsar 3.0.',
    loadBalancerMsgRateDifferenceShedderThreshold:
      'UniformLoadShedder: when the busiest broker’s message rate exceeds the least busy one’s by more than this percentage, bundles move between them.',
    loadBalancerMsgThroughputMultiplierDifferenceShedderThreshold:
      'UniformLoadShedder: when the busiest broker’s throughput is more than this many times the least busy one’s, bundles move between them.',
    loadBalancerNamespaceBundleMaxBandwidthMbytes:
      'A bundle whose traffic in and out together exceeds this is split, when automatic splitting is on.',
    loadBalancerNamespaceBundleMaxMsgRate:
      'A bundle whose message rate in and out together exceeds this is split, when automatic splitting is on.',
    loadBalancerNamespaceBundleMaxSessions:
      'A bundle with more producers and consumers than this is split, when automatic splitting is on. -1 turns this check off.',
    loadBalancerNamespaceBundleMaxTopics:
      'A bundle with more topics than this is split, when automatic splitting is on.',
    loadBalancerNamespaceBundleSplitConditionHitCountThreshold:
      'Extensible load manager: how many consecutive checks must find a bundle over its limits before it is split.',
    loadBalancerNamespaceMaximumBundles:
      'The most bundles a namespace may have; automatic splitting stops there.',
    loadBalancerReportUpdateMaxIntervalMinutes:
      'The longest a broker goes without publishing a load report, even when its load has not changed.',
    loadBalancerReportUpdateMinIntervalMillis:
      'How often the broker checks whether to publish a new load report, and so the shortest time between two reports, however fast its load changes.',
    loadBalancerReportUpdateThresholdPercentage:
      'How much a broker’s load must change, in percent, for it to publish a new load report before the longest interval is up.',
    loadBalancerServiceUnitStateMaxConcurrentOverrides:
      'Extensible load manager: how many bundles left without an owner (their broker went away) the leader reassigns at the same time.',
    loadBalancerServiceUnitTableViewSyncer:
      'While moving the extensible load manager’s bundle states between the metadata store and a system topic, copies them in the chosen direction. Choose it before the migration and set None once it is done.',
    loadBalancerSheddingBundlesWithPoliciesEnabled:
      'Lets the extensible load manager move bundles bound by isolation or anti-affinity policies; few brokers can take them, so they stay put by default.',
    loadBalancerSheddingConditionHitCountThreshold:
      'TransferShedder: how many consecutive checks must find a broker over the target before its bundles move. Higher means fewer, surer moves.',
    loadBalancerSheddingEnabled:
      'Lets the load balancer move bundles off busy brokers to others. Turn it off to freeze where bundles are, for example during maintenance.',
    loadBalancerSheddingGracePeriodMinutes:
      'After a bundle has moved, how long it is kept from moving again, so bundles do not bounce between brokers.',
    loadBalancerSheddingIntervalMinutes:
      'How often the load balancer looks for busy brokers to move bundles off.',
    loadBalancerTransferEnabled:
      'TransferShedder: on, a bundle moved off a busy broker goes straight to a chosen lighter one; off, it is only unloaded and the next lookup decides its broker.',
    loadManagerClassName:
      'The load manager the brokers run, such as ModularLoadManagerImpl or ExtensibleLoadManagerImpl. The broker checks that the class exists; switching a running cluster is a migration to plan.',
    managedLedgerCacheEvictionTimeThresholdMillis:
      'Entries that have been in the broker’s read cache longer than this are evicted.',
    managedLedgerCacheEvictionWatermark:
      'When the read cache is full, eviction frees entries until the cache is down to this share of its size (0.9: 90 %).',
    managedLedgerCacheSizeMB:
      'Direct memory the broker spends caching recent entries for reads, shared by all its topics; a fifth of the direct memory by default. A bigger cache answers more reads without asking the bookies.',
    managedLedgerCursorResetLedgerCloseTimestampMaxClockSkewMillis:
      'When a subscription is reset to a point in time, the broker narrows the search by the ledgers’ close times, allowing this much difference between broker and client clocks. -1: search without the close times.',
    managedLedgerForceRecovery:
      'Opens a topic even when part of its storage metadata cannot be recovered, leaving out what failed. Data may be lost: use it only to bring a broken topic back.',
    managedLedgerInactiveLedgerRolloverTimeSeconds:
      'Closes a topic’s current ledger and starts a new one after this long without a publish, so idle topics do not keep ledgers open. 0 turns this off.',
    managedLedgerInactiveOffloadedLedgerEvictionTimeSeconds:
      'How long an offloaded ledger may stay open without being read before the broker closes it and frees what it holds. 0 keeps such ledgers open.',
    managedLedgerMaxBacklogBetweenCursorsForCaching:
      'Backlog caching helps only cursors reading close to each other: this is the widest gap between them, in entries, for which entries are kept for reuse.',
    managedLedgerMinimumBacklogCursorsForCaching:
      'How many subscriptions must be reading a backlog before the broker caches backlog reads for them to share. 0 turns backlog caching off.',
    managedLedgerMinimumBacklogEntriesForCaching:
      'How far behind a subscription must be, in entries, to count as reading a backlog for backlog caching.',
    managedLedgerTraceTaskExecution:
      'Records how long the managed ledger’s tasks take, for diagnosis. Turning it off saves a little overhead.',
    maxConcurrentLookupRequest:
      'The most topic lookups the broker handles at once; further lookups are refused and the clients retry. Lower it to shield a broker from lookup storms.',
    maxConcurrentTopicLoadRequest:
      'The most topics the broker loads at once, which limits the load on the metadata store when many topics open together, after a restart for example.',
    maxMessagePublishBufferSizeInMB:
      'Memory for messages received from producers but not yet stored; when it is full the broker stops reading from producer connections until some is freed. Half the direct memory by default; -1 removes the limit.',
    maxNamespacesPerTenant:
      'The most namespaces one tenant may create. 0 means no limit. Not exact: namespaces created at the same moment can exceed it.',
    maxNumPartitionsPerPartitionedTopic:
      'The most partitions a partitioned topic may be created or grown to. 0 or less means no limit.',
    maxPublishRatePerTopicInBytes:
      'Caps the bytes per second producers may publish to each topic of this broker. 0 means no limit.',
    maxPublishRatePerTopicInMessages:
      'Caps the messages per second producers may publish to each topic of this broker. 0 means no limit.',
    maxTenants:
      'The most tenants the cluster may have. 0 means no limit. Not exact: tenants created at the same moment can exceed it.',
    maxTopicsPerNamespace:
      'The most topics a namespace may hold, those created automatically included; past it, new topics are refused. 0 means no limit.',
    maxUnloadBundleNumPerShedding:
      'UniformLoadShedder: the most bundles it unloads in one round. -1 means no limit.',
    maxUnloadPercentage:
      'UniformLoadShedder and AvgShedder: the share of the load gap between two brokers moved in one round (0.2: 20 %). For AvgShedder, 0.5 evens the two brokers out.',
    metadataSyncEventTopic:
      'The topic through which this cluster exchanges changes of its local metadata store with a Pulsar cluster on another platform. Empty: no such exchange.',
    minUnloadMessage:
      'UniformLoadShedder and AvgShedder: a gap in message rate between brokers below this is not worth moving bundles for.',
    minUnloadMessageThroughput:
      'UniformLoadShedder and AvgShedder: a gap in throughput between brokers below this is not worth moving bundles for.',
    namespaceBundleUnloadingTimeoutMs: 'How long the unloading of one bundle may take before it is given up.',
    preciseDispatcherFlowControl:
      'Sizes reads for a consumer’s permits by how many messages the topic’s entries have held so far, instead of counting one message per entry; helps topics of batched messages.',
    preferLaterVersions:
      'With the modular load manager, places bundles only on brokers running the newest version, which keeps bundles on upgraded brokers during a rolling upgrade.',
    replicationProducerQueueSize:
      'How many messages a geo-replicator may have on their way to the remote cluster at once. A change applies to replicators started afterwards.',
    replicationStartAt:
      'Where geo-replication of a topic begins: latest copies only new messages, earliest also what the topic already holds.',
    resourceUsageTransportPublishIntervalInSecs:
      'How often the broker publishes its resource group usage reports, when a usage transport is set up.',
    schemaLedgerForceRecovery:
      'Loads a topic even when its schema storage cannot be read, leaving out what failed. Schema versions may be lost: use it only to bring a broken topic back.',
    skipBrokerShutdownOnOOM:
      'Keeps the broker running after an out-of-memory error instead of shutting it down. The broker may then misbehave; leave it off without a good reason.',
    strictlyVerifySubscriptionName:
      'Refuses new subscriptions whose names hold characters other than letters, digits and - = : . _ (a / would break admin API paths). Existing subscriptions are not affected.',
    subscribeRatePeriodPerConsumerInSecond:
      'The window over which subscribeThrottlingRatePerConsumer is counted.',
    subscribeThrottlingRatePerConsumer:
      'The most subscribe requests one consumer may make per window (subscribeRatePeriodPerConsumerInSecond): each one can make the broker rewind and reread from the bookies. 0 means no limit.',
    subscriptionKeySharedEnable:
      'The old switch for Key_Shared subscriptions, replaced by subscriptionTypesEnabled; Key_Shared works only when both allow it.',
    subscriptionKeySharedUseClassicPersistentImplementation:
      'Runs persistent Key_Shared subscriptions with the implementation from before Pulsar 4.0 (PIP-379), as a fallback if the new one troubles your consumers.',
    subscriptionRedeliveryTrackerEnabled:
      'Counts how often each message has been redelivered and tells the consumer, which dead letter policies rely on. Turn it off only if no client uses the count.',
    subscriptionSharedUseClassicPersistentImplementation:
      'Runs persistent Shared subscriptions with the implementation from before Pulsar 4.0, as a fallback if the new one troubles your consumers.',
    subscriptionTypesEnabled:
      'The subscription types clients may use, among Exclusive, Shared, Failover and Key_Shared; a subscribe request with another type is refused.',
    superUserRoles:
      'Roles that may do anything: every admin operation, and producing and consuming on every topic. Keep the list short.',
    supportedNamespaceBundleSplitAlgorithms:
      'The split algorithms a bundle split may use: range_equally_divide, topic_count_equally_divide, specified_positions_divide and flow_or_qps_equally_divide.',
    topicFactoryClassName:
      'A plugin class that creates the broker’s topic objects, for topics with custom behaviour. Empty: Pulsar’s own topics.',
    topicNameCacheMaxCapacity:
      'How many parsed topic names the broker keeps in memory. -1 means no limit; 0 empties the cache at every periodic clean-up, names are still cached in between.',
    topicPublisherThrottlingTickTimeMillis:
      'How often the broker checks the publish limits of each topic. Shorter is more precise and costs more CPU; 0 turns per-topic publish throttling off.',
    transactionLogBatchedWriteEnabled:
      'Groups several records of the transaction coordinator’s log into one BookKeeper entry, which makes transactions cheaper under load.',
    transactionPendingAckBatchedWriteEnabled:
      'Groups several records of the transactions’ pending-acknowledgement log into one BookKeeper entry, which makes transactions cheaper under load.',
    unblockStuckSubscriptionEnabled:
      'Makes the broker look regularly for subscriptions whose delivery has stalled and start it again.',
  },
};
