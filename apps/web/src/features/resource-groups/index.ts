export { NamespaceResourceGroup } from './namespace-resource-group.tsx';
