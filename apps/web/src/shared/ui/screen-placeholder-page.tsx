import { ClockCircleOutlined } from '@ant-design/icons';
import { Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { use } from 'react';
import { UNSAFE_RouteContext, useParams } from 'react-router';
import { isRouteHandle } from '../layout/route-handle.ts';

/**
 * Stands in for a screen that a later issue builds: it names the screen (from the route's title)
 * and the objects in its path, and says plainly that the screen is still to come.
 */
export function ScreenPlaceholderPage() {
  const { t } = useTranslation();
  const params = Object.entries(useParams()).filter(([name]) => name !== '*');
  // This page's own route, not the router's current one: a kept-alive page hidden behind another
  // tab must keep its own title.
  const ownHandle = use(UNSAFE_RouteContext).matches.at(-1)?.route.handle as unknown;
  const titleKey = isRouteHandle(ownHandle) ? ownHandle.title : undefined;
  const screen = titleKey ? t(titleKey) : '';

  return (
    <Result
      icon={<ClockCircleOutlined aria-hidden />}
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {screen}
        </Typography.Title>
      }
      subTitle={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {t('common.placeholder.arrives', { screen })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('common.placeholder.meanwhile')}</Typography.Paragraph>
        </>
      }
      extra={
        params.length > 0 && (
          <Descriptions
            title={t('common.placeholder.parameters')}
            size="small"
            column={1}
            bordered
            style={{ maxWidth: 480, margin: '0 auto', textAlign: 'start' }}
            items={params.map(([name, value]) => ({ key: name, label: name, children: value }))}
          />
        )
      }
    />
  );
}
