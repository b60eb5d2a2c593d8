import { isOperation, type Operation } from '../backlog/backlog-panel.tsx';

export type SubscriptionTab = 'consumers' | 'backlog' | 'properties' | 'doctor' | 'trends';

export interface RequestedView {
  tab: SubscriptionTab;
  operation: Operation;
}

/**
 * Pulsar Manager's query for the same page (inventory 1.12): `topTab=consumers|backlogOperation`
 * and `leftTab=skip|expire|clear|reset|peek`. Bookmarks and scripts built on its links keep working.
 */
export const PULSAR_MANAGER_PARAMS = ['topTab', 'leftTab'] as const;

/**
 * Which tab and backlog operation the address asks for. Beacon's own `tab`/`operation` win; Pulsar
 * Manager's `topTab`/`leftTab` are read when they are absent. An operation alone opens the backlog.
 */
export function requestedView(query: URLSearchParams): RequestedView {
  const ownOperation = query.get('operation');
  if (ownOperation !== null || query.has('tab')) {
    const operation: Operation = isOperation(ownOperation) ? ownOperation : 'skip';
    const backlog = query.get('tab') === 'backlog' || isOperation(ownOperation);
    const other = query.get('tab');
    if (!backlog && (other === 'properties' || other === 'doctor' || other === 'trends'))
      return { tab: other, operation };
    return { tab: backlog ? 'backlog' : 'consumers', operation };
  }
  const leftTab = query.get('leftTab');
  const operation: Operation = isOperation(leftTab) ? leftTab : 'skip';
  // Pulsar Manager opened CONSUMERS unless told otherwise, whatever leftTab said.
  return { tab: query.get('topTab') === 'backlogOperation' ? 'backlog' : 'consumers', operation };
}
