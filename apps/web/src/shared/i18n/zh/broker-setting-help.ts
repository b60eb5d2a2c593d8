import type { brokerSettingHelp as source } from '../en/broker-setting-help.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const brokerSettingHelp: TranslationShape<typeof source> = {
  unit: '单位',
  unitLine: '单位：{{unit}}',
  brokerKey: 'broker.conf 中的键',
  units: {
    seconds: '秒',
    milliseconds: '毫秒',
    minutes: '分钟',
    bytes: '字节',
    megabytes: '兆字节（MB）',
    bytesPerSecond: '字节/秒',
    megabytesPerSecond: '兆字节/秒',
    messages: '条消息',
    messagesPerSecond: '条消息/秒',
    entries: '个 Entry',
    percent: '百分比（0–100）',
    fraction: '比例（0 到 1）',
    multiplier: '倍',
    weight: '相对权重',
    times: '次连续检查',
    tenants: '个租户',
    namespaces: '个命名空间',
    topics: '个主题',
    partitions: '个分区',
    bundles: '个 Bundle',
    brokers: '个 Broker',
    subscriptions: '个订阅',
    clients: '个生产者和消费者',
    requests: '个请求',
  },
  settings: {
    allowAutoSubscriptionCreation:
      '消费者订阅一个尚不存在的订阅名时，自动创建该订阅。关闭后，每个订阅都须先通过管理 API 创建。',
    allowAutoTopicCreation:
      '生产者或消费者使用一个尚不存在的主题名时，自动创建该主题。关闭后主题只能通过管理 API 创建，拼错的名字也不会凭空生成主题。',
    allowAutoTopicCreationType: '自动创建的主题是否为分区主题；分区主题的分区数取 defaultNumPartitions。',
    allowOverrideEntryFilters:
      '允许主题自身的 Entry 过滤器策略取代 Broker 上配置的过滤器。保持关闭则所有主题运行同一组过滤器。',
    autoSkipNonRecoverableData:
      '让主题越过 BookKeeper 已无法读取的 Ledger，而不是让订阅一直卡在那里。被越过的消息会丢失，只应在 Ledger 损坏或丢失、需要恢复服务时开启。',
    bookkeeperUseV2WireProtocol:
      '与 Bookie 通信时使用 BookKeeper 较早的二进制协议（v2），它比基于 protobuf 的 v3 更省 Broker 的资源。只有所用功能需要 v3 时才关闭。',
    brokerClientAuthenticationParameters:
      'Broker 调用其他 Broker（跨地域复制、转发的管理请求）时出示的凭据，格式由 brokerClientAuthenticationPlugin 中的插件决定。',
    brokerClientAuthenticationPlugin:
      'Broker 调用本集群或其他集群的 Broker 时使用的认证插件类。默认值不发送任何凭据。',
    brokerClientTlsEnabled:
      '让 Broker 调用其他 Broker 时使用 TLS，包括集群内部的管理请求和到其他集群的跨地域复制。',
    brokerDeleteInactivePartitionedTopicMetadataEnabled:
      '删除不活跃主题时，若分区主题的所有分区都已删除，一并删除该分区主题的元数据。如果同时开启了自动创建主题，客户端之后可能把这个名字重新创建为非分区主题。',
    brokerDeleteInactiveTopicsEnabled:
      '允许 Broker 删除一段时间无人使用的主题（如何判定见 brokerDeleteInactiveTopicsMode）。关闭后，主题会一直保留，直到有人删除。',
    brokerDeleteInactiveTopicsFrequencySeconds:
      'Broker 查找并删除不活跃主题的间隔。未设置 brokerDeleteInactiveTopicsMaxInactiveDurationSeconds 时，它同时是主题须闲置的时长。',
    brokerDeleteInactiveTopicsMaxInactiveDurationSeconds:
      '主题须持续不活跃多久才可被删除。留空则使用检查间隔 brokerDeleteInactiveTopicsFrequencySeconds。',
    brokerDeleteInactiveTopicsMode:
      '如何判定主题不活跃：delete_when_no_subscriptions 删除既无订阅也无生产者的主题；delete_when_subscriptions_caught_up 还会删除订阅已全部读完、且没有客户端连接的主题。',
    brokerPublisherThrottlingMaxByteRate: '限制所有生产者向该 Broker 发布的总字节速率。0 表示不限制。',
    brokerPublisherThrottlingMaxMessageRate: '限制所有生产者向该 Broker 发布的总消息速率。0 表示不限制。',
    brokerPublisherThrottlingTickTimeMillis:
      'Broker 检查整机发布限额的间隔。间隔越短越精确，但更耗 CPU；0 表示关闭 Broker 级发布限流。',
    brokerShutdownTimeoutMs: 'Broker 优雅关闭最多可用的时间，超时后进程将被直接终止。',
    clientLibraryVersionCheckEnabled:
      '让 Broker 拒绝过旧、不兼容的客户端库发来的请求，例如不报告自身版本的早期 C++ 客户端。除非需要把这类客户端挡在外面，否则保持关闭。',
    configurationMetadataSyncEventTopic:
      '本集群与另一平台上的 Pulsar 集群交换配置元数据存储变更所用的主题。留空表示不做这种交换。',
    defaultNamespaceBundleSplitAlgorithm:
      '拆分请求未指定算法时拆分 Bundle 的方式：range_equally_divide 把哈希范围一分为二，topic_count_equally_divide 使两半的主题数大致相同，flow_or_qps_equally_divide 使两半的流量大致相同。',
    defaultNumPartitions: 'allowAutoTopicCreationType 为 partitioned 时，自动创建的主题所含的分区数。',
    defaultNumberOfNamespaceBundles:
      '创建命名空间时未指定 Bundle 数量则使用的初始数量。Bundle 越多，繁忙的命名空间从一开始就能分散到更多 Broker 上。',
    dispatchThrottlingOnBatchMessageEnabled:
      '执行分发限流时把整个批次计为一条消息，而不是按批内每条消息计数。',
    dispatchThrottlingOnNonBacklogConsumerEnabled:
      '对已追上最新消息的消费者也执行分发限流。关闭后只对正在读取积压的消费者限流。',
    dispatchThrottlingRateInByte: '限制该 Broker 在所有主题上向消费者投递的总字节速率。0 表示不限制。',
    dispatchThrottlingRateInMsg: '限制该 Broker 在所有主题上向消费者投递的总消息速率。0 表示不限制。',
    dispatchThrottlingRatePerReplicatorInByte:
      '每个跨地域复制器向远程集群发送的默认字节速率上限，用于没有策略另行设置的地方。0 表示不限制。',
    dispatchThrottlingRatePerReplicatorInMsg:
      '每个跨地域复制器向远程集群发送的默认消息速率上限，用于没有策略另行设置的地方。0 表示不限制。',
    dispatchThrottlingRatePerSubscriptionInByte:
      '向每个订阅投递的默认字节速率上限，用于命名空间和主题策略都未设置的地方。0 表示不限制。',
    dispatchThrottlingRatePerSubscriptionInMsg:
      '向每个订阅投递的默认消息速率上限，用于命名空间和主题策略都未设置的地方。0 表示不限制。',
    dispatchThrottlingRatePerTopicInByte:
      '每个主题向其消费者投递的默认字节速率上限，用于命名空间和主题策略都未设置的地方。0 表示不限制。',
    dispatchThrottlingRatePerTopicInMsg:
      '每个主题向其消费者投递的默认消息速率上限，用于命名空间和主题策略都未设置的地方。0 表示不限制。',
    dispatchThrottlingRateRelativeToPublishRate:
      '让分发限额跟随发布速率：主题可投递的速率等于它当前被发布的速率加上配置的分发速率。',
    dispatcherDispatchMessagesInSubscriptionThread:
      '在每个订阅自己的线程上投递消息并运行 Broker 端的 Entry 过滤器，而不是在从存储读取数据的线程上，这样一个订阅过滤得慢不会拖累其他订阅。',
    dispatcherEntryFilterRescheduledMessageDelay:
      'Entry 过滤器要求重新调度某条消息后，Broker 等待多久再次投递它。',
    dispatcherMaxReadBatchSize:
      '分发器一次从存储读取的最多 Entry 数。读得多，清理大量积压更快；读得少，内存占用和延迟更低。',
    dispatcherMaxReadSizeBytes:
      '分发器一次从存储读取的最多字节数；读取在达到这个大小或 dispatcherMaxReadBatchSize 个 Entry 时停止，以先到者为准。',
    dispatcherMaxRoundRobinBatchSize:
      'Shared 订阅在转向下一个消费者之前，一次最多交给同一个消费者的 Entry 数，决定消息在消费者之间分布得有多均匀。',
    dispatcherMinReadBatchSize: '从存储读取失败后，分发器退回使用的最小读取量；读取恢复成功后再逐步增大。',
    dispatcherPauseOnAckStatePersistentEnabled:
      '当订阅的确认状态大到无法完整保存时，暂停向该订阅投递，以免 Broker 重启后重复投递大量已确认的消息。',
    dispatcherReadFailureBackoffInitialTimeInMs:
      '分发器从存储读取失败后，第一次重试前的等待时间；之后每失败一次等得更久，最长为 dispatcherReadFailureBackoffMaxTimeInMs。',
    dispatcherReadFailureBackoffMandatoryStopTimeInMs:
      '从第一次读取失败算起，分发器最迟必须重试的时限：必要时会缩短一次等待以赶上它。0 表示没有时限。',
    dispatcherReadFailureBackoffMaxTimeInMs: '从存储读取持续失败时，分发器两次重试之间最长的等待时间。',
    entryFilterNames:
      'Broker 按此顺序运行的 Entry 过滤器，用来决定哪些消息能到达消费者。每个名称都须是 entryFiltersDirectory 中的过滤器。',
    entryFiltersDirectory: 'Broker 所在机器上查找 Entry 过滤器包（NAR 文件）的目录。',
    exposeBundlesMetricsInPrometheus:
      '在 Broker 的 Prometheus 端点中增加按 Bundle 统计的指标：便于分析负载均衡，但要采集的时间序列会变多。',
    failureDomainsEnabled:
      '让负载管理器在放置 Bundle 时考虑集群的故障域（按名称划分的 Broker 分组），使同一反亲和组的 Bundle 落在不同的故障域中。',
    flowOrQpsDifferenceThresholdPercentage:
      '用于 flow_or_qps_equally_divide 拆分：Bundle 的消息速率或吞吐量须超出 Bundle 上限多少百分比才会被拆分。',
    forceDeleteNamespaceAllowed:
      '允许强制删除命名空间，其中的主题及数据一并删除。保持关闭则命名空间须先清空才能删除。',
    forceDeleteTenantAllowed:
      '允许强制删除租户，其命名空间、主题及数据一并删除。保持关闭则租户须先清空才能删除。',
    httpRequestsFailOnUnknownPropertiesEnabled:
      '让管理 REST API 拒绝含有未知字段的请求体，而不是忽略这些字段，这样拼错的字段能被及时发现。',
    isAllowAutoUpdateSchemaEnabled:
      '允许生产者带着一个兼容的新 schema 连接时，自动为主题添加该 schema 的新版本。命名空间策略可另作规定；关闭后 schema 只能通过管理 API 修改。',
    keySharedLookAheadMsgInReplayThresholdPerConsumer:
      'Key_Shared 订阅：Broker 越过因 key 被阻塞而暂缓投递的消息继续向前读取时，按每个已连接消费者计算的暂缓消息上限。0 表示取消这一按消费者计算的上限。',
    keySharedLookAheadMsgInReplayThresholdPerSubscription:
      'Key_Shared 订阅：向前读取时，整个订阅中因 key 被阻塞而暂缓投递的消息上限；与按消费者计算的上限取较小者。0 表示取消此上限。',
    keySharedUnblockingIntervalMs:
      'Key_Shared 订阅：某个 key 解除阻塞后，Broker 等待多久再重新投递，以便把多个解除阻塞的 key 合并处理。',
    loadBalanceSheddingDelayInSeconds:
      '可扩展负载管理器（TransferShedder）：卸载之后等待多久再开始下一轮，让各 Broker 有时间上报新的负载。',
    loadBalancerAutoBundleSplitEnabled:
      '允许负载均衡器拆分在主题数、会话数、消息速率或带宽上超出 Bundle 上限的 Bundle。',
    loadBalancerAutoUnloadSplitBundlesEnabled:
      '自动拆分后卸载新生成的 Bundle，让其他 Broker 可以接手；关闭则它们留在执行拆分的 Broker 上。',
    loadBalancerAverageResourceUsageDifferenceThresholdPercentage:
      'LeastResourceUsageWithWeight 放置策略：Broker 的加权资源使用率比所有 Broker 的平均值至少低这么多个百分点时，才是优先的目标。',
    loadBalancerAvgShedderHighThreshold:
      'AvgShedder：最忙与最闲 Broker 之间的负载差距超过这么多个百分点，并连续 loadBalancerAvgShedderHitCountHighThreshold 次检查都如此时，迁移 Bundle。',
    loadBalancerAvgShedderHitCountHighThreshold:
      'AvgShedder：须连续多少次检查发现差距超过 loadBalancerAvgShedderHighThreshold，才迁移 Bundle。',
    loadBalancerAvgShedderHitCountLowThreshold:
      'AvgShedder：须连续多少次检查发现差距超过 loadBalancerAvgShedderLowThreshold，才迁移 Bundle。',
    loadBalancerAvgShedderLowThreshold:
      'AvgShedder：最忙与最闲 Broker 之间较小的负载差距，只有连续 loadBalancerAvgShedderHitCountLowThreshold 次检查都超过它时才迁移 Bundle。',
    loadBalancerBandwidthInResourceWeight:
      '入站网络流量在 Broker 负载中所占的权重（相对于其他资源的权重）。0 表示不计入。',
    loadBalancerBandwidthOutResourceWeight:
      '出站网络流量在 Broker 负载中所占的权重（相对于其他资源的权重）。0 表示不计入。',
    loadBalancerBandwithInResourceWeight:
      'loadBalancerBandwidthInResourceWeight 拼错的旧名称，仅在新名称保持默认值时才被读取。请改用新名称。',
    loadBalancerBandwithOutResourceWeight:
      'loadBalancerBandwidthOutResourceWeight 拼错的旧名称，仅在新名称保持默认值时才被读取。请改用新名称。',
    loadBalancerBrokerLoadDataTTLInSeconds:
      '可扩展负载管理器：早于此时长的负载报告会被忽略，停止上报的 Broker 因此不参与均衡。应明显大于 loadBalancerReportUpdateMaxIntervalMinutes。',
    loadBalancerBrokerLoadTargetStd:
      'TransferShedder：希望各 Broker 负载的标准差保持在此值以下（1.0 表示满负荷）。目标越小，负载越均衡，Bundle 迁移也越频繁。',
    loadBalancerBrokerMaxTopics:
      '已承载的主题数超过此值的 Broker 不再分到新的 Bundle，除非所有 Broker 都已超过。',
    loadBalancerBrokerOverloadedThresholdPercentage:
      '资源使用率（CPU、内存、网络中的最高者）超过此值的 Broker 视为过载：OverloadShedder 会把 Bundle 从它上面迁走，新的 Bundle 也会避开它。',
    loadBalancerBrokerThresholdShedderPercentage:
      'ThresholdShedder：负载比集群平均值高出这么多个百分点以上的 Broker，会有 Bundle 被迁走。',
    loadBalancerBundleUnloadMinThroughputThreshold:
      'ThresholdShedder：当某个 Broker 需要卸下的流量低于此值时，不值得迁移，什么都不动。',
    loadBalancerCPUResourceWeight:
      'CPU 使用率在 Broker 负载中所占的权重（相对于其他资源的权重）。0 表示不计入。',
    loadBalancerDebugModeEnabled:
      '让可扩展负载管理器详细记录其负载数据和决策。排查负载均衡问题时开启，结束后关闭。',
    loadBalancerDirectMemoryResourceWeight:
      '直接内存使用量在 Broker 负载中所占的权重。它很难反映真实负载，因此默认为 0。',
    loadBalancerDistributeBundlesEvenlyEnabled:
      '放置 Bundle 时，优先选择持有该命名空间 Bundle 最少的 Broker，使每个命名空间分散到整个集群。',
    loadBalancerHistoryResourcePercentage:
      '平滑 Broker 负载时，历史使用率相对新样本所占的比重（0.9 表示历史占 90%，新样本占 10%）。调低可更快响应负载变化。',
    loadBalancerHostUsageCheckIntervalMinutes:
      'Broker 为负载均衡器测量所在机器 CPU、内存和网络使用情况的间隔。',
    loadBalancerLoadSheddingStrategy:
      '选择要从繁忙 Broker 迁走哪些 Bundle 的类，例如 ThresholdShedder、OverloadShedder、UniformLoadShedder 或 AvgShedder。修改后须重启 Broker 才生效。',
    loadBalancerMaxNumberOfBrokerSheddingPerCycle: 'TransferShedder：每一轮最多从多少个 Broker 上迁走负载。',
    loadBalancerMaxNumberOfBundlesInBundleLoadReport:
      '每个 Broker 在负载报告中列出多少个最繁忙的 Bundle：越多，均衡器可选的越多，报告也越大。-1 表示全部列出（仅限模块化负载管理器）。',
    loadBalancerMaxNumberOfBundlesToSplitPerCycle: '可扩展负载管理器：每一轮最多拆分多少个 Bundle。',
    loadBalancerMemoryResourceWeight: '已不再使用：自 Pulsar 3.0 起，内存不再计入 Broker 的负载。',
    loadBalancerMsgRateDifferenceShedderThreshold:
      'UniformLoadShedder：最忙 Broker 的消息速率比最闲 Broker 高出这个百分比以上时，在两者之间迁移 Bundle。',
    loadBalancerMsgThroughputMultiplierDifferenceShedderThreshold:
      'UniformLoadShedder：最忙 Broker 的吞吐量超过最闲 Broker 的这么多倍时，在两者之间迁移 Bundle。',
    loadBalancerNamespaceBundleMaxBandwidthMbytes: '开启自动拆分时，进出流量之和超过此值的 Bundle 会被拆分。',
    loadBalancerNamespaceBundleMaxMsgRate: '开启自动拆分时，进出消息速率之和超过此值的 Bundle 会被拆分。',
    loadBalancerNamespaceBundleMaxSessions:
      '开启自动拆分时，生产者和消费者总数超过此值的 Bundle 会被拆分。-1 表示关闭这项检查。',
    loadBalancerNamespaceBundleMaxTopics: '开启自动拆分时，主题数超过此值的 Bundle 会被拆分。',
    loadBalancerNamespaceBundleSplitConditionHitCountThreshold:
      '可扩展负载管理器：须连续多少次检查发现 Bundle 超出上限，才会拆分它。',
    loadBalancerNamespaceMaximumBundles: '一个命名空间最多可有的 Bundle 数；达到后自动拆分停止。',
    loadBalancerReportUpdateMaxIntervalMinutes: '即使负载没有变化，Broker 发布负载报告的最长间隔。',
    loadBalancerReportUpdateMinIntervalMillis:
      'Broker 检查是否需要发布新负载报告的间隔，因而也是两次报告之间的最短间隔，无论负载变化多快。',
    loadBalancerReportUpdateThresholdPercentage:
      'Broker 负载变化超过这个百分比时，不等最长间隔到期就发布新的负载报告。',
    loadBalancerServiceUnitStateMaxConcurrentOverrides:
      '可扩展负载管理器：Leader 同时为多少个失去所有者（其 Broker 已离开）的 Bundle 重新分配所有者。',
    loadBalancerServiceUnitTableViewSyncer:
      '在元数据存储与系统主题之间迁移可扩展负载管理器的 Bundle 状态时，按所选方向复制这些状态。迁移前选定方向，完成后改回 None。',
    loadBalancerSheddingBundlesWithPoliciesEnabled:
      '允许可扩展负载管理器迁移受隔离或反亲和策略约束的 Bundle；能接手它们的 Broker 很少，所以默认不动它们。',
    loadBalancerSheddingConditionHitCountThreshold:
      'TransferShedder：须连续多少次检查发现某个 Broker 超出目标，才迁移它的 Bundle。值越大，迁移越少、越有把握。',
    loadBalancerSheddingEnabled:
      '允许负载均衡器把 Bundle 从繁忙的 Broker 迁到其他 Broker。关闭可冻结 Bundle 的位置，例如在维护期间。',
    loadBalancerSheddingGracePeriodMinutes:
      'Bundle 迁移后在多长时间内不会再次被迁移，避免 Bundle 在 Broker 之间来回跳动。',
    loadBalancerSheddingIntervalMinutes: '负载均衡器查找繁忙 Broker 并迁走 Bundle 的间隔。',
    loadBalancerTransferEnabled:
      'TransferShedder：开启时，从繁忙 Broker 迁走的 Bundle 直接转到选定的较空闲 Broker；关闭时只做卸载，由下一次查找决定它的 Broker。',
    loadManagerClassName:
      'Broker 运行的负载管理器，例如 ModularLoadManagerImpl 或 ExtensibleLoadManagerImpl。Broker 会检查该类是否存在；在运行中的集群上切换属于需要规划的迁移。',
    managedLedgerCacheEvictionTimeThresholdMillis: '在 Broker 读缓存中停留超过此时长的 Entry 会被逐出。',
    managedLedgerCacheEvictionWatermark:
      '读缓存满时，逐出 Entry 直到缓存降到其容量的这个比例（0.9 即 90%）。',
    managedLedgerCacheSizeMB:
      'Broker 用于缓存近期 Entry 以供读取的直接内存，由其所有主题共享；默认为直接内存的五分之一。缓存越大，越多读取无需访问 Bookie。',
    managedLedgerCursorResetLedgerCloseTimestampMaxClockSkewMillis:
      '把订阅重置到某个时间点时，Broker 借助 Ledger 的关闭时间缩小查找范围，并容许 Broker 与客户端时钟相差这么多。-1 表示查找时不使用关闭时间。',
    managedLedgerForceRecovery:
      '即使主题的部分存储元数据无法恢复，也跳过失败的部分强行打开主题。可能丢失数据，只应用于挽救损坏的主题。',
    managedLedgerInactiveLedgerRolloverTimeSeconds:
      '主题在这么长时间内没有任何发布时，关闭其当前 Ledger 并新建一个，避免闲置主题一直占着打开的 Ledger。0 表示关闭此功能。',
    managedLedgerInactiveOffloadedLedgerEvictionTimeSeconds:
      '已转存到分层存储的 Ledger 在无人读取的情况下可保持打开多久，之后 Broker 将其关闭并释放占用的资源。0 表示一直保持打开。',
    managedLedgerMaxBacklogBetweenCursorsForCaching:
      '积压缓存只对彼此接近的游标有用：这是游标之间最大的差距（按 Entry 计），在此范围内读到的 Entry 会被留下来复用。',
    managedLedgerMinimumBacklogCursorsForCaching:
      '至少有多少个订阅在读取积压时，Broker 才缓存积压读取的结果供它们共享。0 表示关闭积压缓存。',
    managedLedgerMinimumBacklogEntriesForCaching:
      '订阅至少落后多少个 Entry，才算作在读取积压（用于积压缓存）。',
    managedLedgerTraceTaskExecution: '记录 Managed Ledger 各项任务的耗时，便于诊断。关闭可省下少量开销。',
    maxConcurrentLookupRequest:
      'Broker 同时处理的主题查找请求上限；超出的请求会被拒绝，由客户端重试。调低可保护 Broker 免受查找风暴冲击。',
    maxConcurrentTopicLoadRequest:
      'Broker 同时加载主题的上限，用于在大量主题同时打开时（例如重启后）限制元数据存储的压力。',
    maxMessagePublishBufferSizeInMB:
      '存放已从生产者收到、尚未写入存储的消息的内存；用满时 Broker 暂停读取生产者连接，直到有空间释放。默认为直接内存的一半；-1 表示不限制。',
    maxNamespacesPerTenant:
      '每个租户最多可创建的命名空间数。0 表示不限制。此限制并不精确：同时创建时可能超出。',
    maxNumPartitionsPerPartitionedTopic: '分区主题在创建或扩容时最多可有的分区数。0 或负数表示不限制。',
    maxPublishRatePerTopicInBytes: '限制生产者向该 Broker 上每个主题发布的字节速率。0 表示不限制。',
    maxPublishRatePerTopicInMessages: '限制生产者向该 Broker 上每个主题发布的消息速率。0 表示不限制。',
    maxTenants: '集群最多可有的租户数。0 表示不限制。此限制并不精确：同时创建时可能超出。',
    maxTopicsPerNamespace:
      '每个命名空间最多可容纳的主题数，包括自动创建的主题；超出后新主题会被拒绝。0 表示不限制。',
    maxUnloadBundleNumPerShedding: 'UniformLoadShedder：每一轮最多卸载多少个 Bundle。-1 表示不限制。',
    maxUnloadPercentage:
      'UniformLoadShedder 和 AvgShedder：每一轮迁移两个 Broker 之间负载差距的多大比例（0.2 即 20%）。对 AvgShedder，0.5 可使两个 Broker 持平。',
    metadataSyncEventTopic:
      '本集群与另一平台上的 Pulsar 集群交换本地元数据存储变更所用的主题。留空表示不做这种交换。',
    minUnloadMessage:
      'UniformLoadShedder 和 AvgShedder：Broker 之间的消息速率差距低于此值时，不值得迁移 Bundle。',
    minUnloadMessageThroughput:
      'UniformLoadShedder 和 AvgShedder：Broker 之间的吞吐量差距低于此值时，不值得迁移 Bundle。',
    namespaceBundleUnloadingTimeoutMs: '卸载一个 Bundle 最多可用的时间，超时则放弃。',
    preciseDispatcherFlowControl:
      '根据主题中 Entry 迄今实际包含的消息数来决定为消费者的许可读取多少，而不是按每个 Entry 一条消息计算；对批量发送的主题有帮助。',
    preferLaterVersions:
      '使用模块化负载管理器时，只把 Bundle 放到运行最新版本的 Broker 上，滚动升级期间可让 Bundle 留在已升级的 Broker 上。',
    replicationProducerQueueSize:
      '跨地域复制器同时发往远程集群、尚未得到确认的消息上限。修改后只对之后启动的复制器生效。',
    replicationStartAt:
      '主题的跨地域复制从哪里开始：latest 只复制新消息，earliest 还会复制主题中已有的消息。',
    resourceUsageTransportPublishIntervalInSecs: '配置了资源用量传输时，Broker 发布资源组用量报告的间隔。',
    schemaLedgerForceRecovery:
      '即使主题的 schema 存储无法读取，也跳过失败的部分加载主题。可能丢失 schema 版本，只应用于挽救损坏的主题。',
    skipBrokerShutdownOnOOM:
      '发生内存溢出错误后让 Broker 继续运行，而不是关闭它。此后 Broker 可能运行异常；没有充分理由请保持关闭。',
    strictlyVerifySubscriptionName:
      '拒绝名称中含有字母、数字和 - = : . _ 以外字符的新订阅（/ 会破坏管理 API 的路径）。已有订阅不受影响。',
    subscribeRatePeriodPerConsumerInSecond: '统计 subscribeThrottlingRatePerConsumer 所用的时间窗口。',
    subscribeThrottlingRatePerConsumer:
      '每个消费者在每个时间窗口（subscribeRatePeriodPerConsumerInSecond）内最多可发出的订阅请求数：每次订阅都可能让 Broker 回退游标并重新从 Bookie 读取。0 表示不限制。',
    subscriptionKeySharedEnable:
      'Key_Shared 订阅的旧开关，已由 subscriptionTypesEnabled 取代；两者都允许时 Key_Shared 才能使用。',
    subscriptionKeySharedUseClassicPersistentImplementation:
      '让持久化的 Key_Shared 订阅使用 Pulsar 4.0 之前的实现（PIP-379 之前），作为新实现给消费者带来问题时的退路。',
    subscriptionRedeliveryTrackerEnabled:
      '统计每条消息被重新投递的次数并告知消费者，死信策略依赖这个次数。只有在没有客户端使用它时才关闭。',
    subscriptionSharedUseClassicPersistentImplementation:
      '让持久化的 Shared 订阅使用 Pulsar 4.0 之前的实现，作为新实现给消费者带来问题时的退路。',
    subscriptionTypesEnabled:
      '客户端可使用的订阅类型，取自 Exclusive、Shared、Failover 和 Key_Shared；使用其他类型的订阅请求会被拒绝。',
    superUserRoles:
      '拥有全部权限的角色：可执行所有管理操作，并可在所有主题上生产和消费。请让这个列表尽量短。',
    supportedNamespaceBundleSplitAlgorithms:
      'Bundle 拆分可使用的算法：range_equally_divide、topic_count_equally_divide、specified_positions_divide 和 flow_or_qps_equally_divide。',
    topicFactoryClassName:
      '创建 Broker 主题对象的插件类，用于实现自定义行为的主题。留空则使用 Pulsar 自身的主题。',
    topicNameCacheMaxCapacity:
      'Broker 在内存中保留的已解析主题名数量。-1 表示不限制；0 表示每次定期清理时清空缓存，但两次清理之间仍会缓存。',
    topicPublisherThrottlingTickTimeMillis:
      'Broker 检查各主题发布限额的间隔。间隔越短越精确，但更耗 CPU；0 表示关闭主题级发布限流。',
    transactionLogBatchedWriteEnabled:
      '把事务协调器日志的多条记录合并写入一个 BookKeeper Entry，使事务在高负载下开销更小。',
    transactionPendingAckBatchedWriteEnabled:
      '把事务待确认日志的多条记录合并写入一个 BookKeeper Entry，使事务在高负载下开销更小。',
    unblockStuckSubscriptionEnabled: '让 Broker 定期查找投递已停滞的订阅，并让投递重新开始。',
  },
};
