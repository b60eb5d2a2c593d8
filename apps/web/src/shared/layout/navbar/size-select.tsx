import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../ui/console-link.tsx';
import { UI_SIZES, setUiSize, useUiSize, type UiSize } from '../../lib/ui-size.ts';
import { toast } from '../../ui/toast-store.ts';
import { redirectPathFor } from '../redirect-page.tsx';
import { useVisitedViewsStore } from '../tags-view/visited-views.ts';
import { useCurrentRoute } from '../use-current-route.ts';

/**
 * Spec 4: medium, small or mini; the current size is disabled. The page in front is re-rendered
 * at the new size by forgetting kept-alive pages and replacing the route through /redirect.
 */
export function SizeSelect() {
  const { t } = useTranslation();
  const size = useUiSize();
  const views = useVisitedViewsStore();
  const navigate = useNavigate();
  const { fullPath } = useCurrentRoute();

  function choose(next: UiSize) {
    setUiSize(next);
    toast.success(t('layout.size.switched'));
    views.forgetAll();
    void navigate(redirectPathFor(fullPath), { replace: true });
  }

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: UI_SIZES.map((option) => ({
          key: option,
          label: t(`layout.size.${option}`),
          disabled: option === size,
        })),
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => choose(key as UiSize),
      }}
    >
      <Tooltip title={t('layout.size.label')}>
        <Button type="text" icon={<ColumnHeightOutlined aria-hidden />} aria-label={t('layout.size.label')} />
      </Tooltip>
    </Dropdown>
  );
}
