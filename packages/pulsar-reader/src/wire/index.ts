// The wire format alone (frames, PulsarApi descriptors), for the simulator's broker side of the
// protocol: one set of protobuf definitions for both ends.
export {
  FrameSplitter,
  ProtocolError,
  decodeCommand,
  encodeCommand,
  encodePayloadCommand,
  type Command,
  type Frame,
  type PayloadPart,
} from './frames.ts';
export {
  COMMAND,
  COMPRESSION,
  INITIAL_POSITION,
  LOOKUP_TYPE,
  PROTOCOL_VERSION,
  SCHEMA_TYPE,
  SERVER_ERROR,
  SUB_TYPE,
  UINT64_MINUS_ONE,
  type CommandType,
} from './pulsar-api.ts';
export { batchPayloadOf, type BatchedMessage } from './entries.ts';
