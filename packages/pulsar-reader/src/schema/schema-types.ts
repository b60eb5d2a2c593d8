// The types Pulsar's schema data describes, built one way for both directions: decode-value reads
// payloads with them, encode-value writes JSON values with them. AVRO (and JSON's definition) is an
// Avro schema as JSON text; PROTOBUF_NATIVE is JSON naming a FileDescriptorSet (base64) and the root
// message type (ProtobufNativeSchemaData in pulsar-common 4.0.7: fileDescriptorSet,
// rootMessageTypeName, rootFileDescriptorName).
import avro from 'avsc';
import protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor.js';
import type { SchemaInfo } from './decode-value.ts';

/** The Avro type of an AVRO schema; unions unwrapped, so a union's value is the branch's own value. */
export function avroTypeOf(schema: SchemaInfo): avro.Type {
  return avro.Type.forSchema(JSON.parse(schema.data) as avro.Schema, { wrapUnions: false });
}

interface ProtobufNativeData {
  fileDescriptorSet: string;
  rootMessageTypeName: string;
}

/** The root message type of a PROTOBUF_NATIVE schema, its fields named as the .proto names them. */
export function protobufTypeOf(schema: SchemaInfo): protobuf.Type {
  const data = JSON.parse(schema.data) as ProtobufNativeData;
  const set = descriptor.FileDescriptorSet.decode(Buffer.from(data.fileDescriptorSet, 'base64'));
  // keepCase: fields as the .proto names them, as the operator knows them.
  const root = (
    protobuf.Root as unknown as {
      fromDescriptor(set: unknown, options: { keepCase: boolean }): protobuf.Root;
    }
  ).fromDescriptor(set, { keepCase: true });
  return root.lookupType(data.rootMessageTypeName);
}
