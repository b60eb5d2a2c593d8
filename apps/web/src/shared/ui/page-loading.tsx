import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page or its data loads; announced to screen readers as busy. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} role="status" aria-busy="true">
      <Spin size="large" description={t('common.states.loading')} />
    </Flex>
  );
}
