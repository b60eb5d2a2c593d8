// The SCHEMA and MESSAGES tabs are separate features with their own code; they are loaded only
// when their tab is opened, so the topic page does not pay for an editor or a message browser.
import { lazy, type ComponentType } from 'react';
import type { TopicName } from '../topic-name.ts';

export interface OtherTab {
  key: 'schema' | 'messages';
  Component: ComponentType<{ topic: TopicName }>;
}

export const OTHER_TABS: OtherTab[] = [
  {
    key: 'schema',
    Component: lazy(async () => ({
      default: (await import('../schema/topic-schema-tab.tsx')).TopicSchemaTab,
    })),
  },
  {
    key: 'messages',
    Component: lazy(async () => ({
      default: (await import('../messages/topic-messages-tab.tsx')).TopicMessagesTab,
    })),
  },
];
