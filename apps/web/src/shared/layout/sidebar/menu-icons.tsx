import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  DashboardOutlined,
  ClusterOutlined,
  DatabaseOutlined,
  ExportOutlined,
  FolderOutlined,
  FunctionOutlined,
  ImportOutlined,
  KeyOutlined,
  LinkOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuIcon } from '../route-handle.ts';

export const MENU_ICONS: Record<MenuIcon, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  management: AppstoreOutlined,
  cluster: ClusterOutlined,
  tenant: TeamOutlined,
  namespace: FolderOutlined,
  topic: ApiOutlined,
  function: FunctionOutlined,
  source: ImportOutlined,
  sink: ExportOutlined,
  bookie: DatabaseOutlined,
  token: KeyOutlined,
  role: SafetyCertificateOutlined,
  audit: AuditOutlined,
  overview: DashboardOutlined,
  external: LinkOutlined,
};
