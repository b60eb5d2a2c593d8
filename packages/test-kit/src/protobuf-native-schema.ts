// A PROTOBUF_NATIVE schema as Pulsar's admin API takes it (ProtobufNativeSchemaData), built from a
// protobufjs JSON description: the FileDescriptorSet (base64), the root message's full name and the
// root file's name. The broker builds the descriptors with protobuf-java and refuses a set whose
// root file or message it cannot find; protobufjs names a package's file after the package
// (`shop` → `shop.proto`), which is what a real broker accepts.
import protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor.js';

export function protobufNativeSchema(
  description: protobuf.INamespace,
  rootMessageTypeName: string,
  rootFileDescriptorName = `${rootMessageTypeName.split('.')[0] ?? ''}.proto`,
): string {
  const root = protobuf.Root.fromJSON(description);
  const set = (root as unknown as { toDescriptor(syntax: string): protobuf.Message }).toDescriptor('proto3');
  return JSON.stringify({
    fileDescriptorSet: Buffer.from(descriptor.FileDescriptorSet.encode(set).finish()).toString('base64'),
    rootMessageTypeName,
    rootFileDescriptorName,
  });
}
