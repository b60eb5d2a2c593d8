import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import screenfull from 'screenfull';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(listener: () => void): () => void {
  if (!screenfull.isEnabled) return () => undefined;
  screenfull.on('change', listener);
  return () => screenfull.off('change', listener);
}

const isFullScreen = () => screenfull.isEnabled && screenfull.isFullscreen;

/** Spec 1: full screen on and off; left out where the browser does not allow it. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const fullScreen = useSyncExternalStore(subscribe, isFullScreen, isFullScreen);
  if (!screenfull.isEnabled) return null;
  const label = t(fullScreen ? 'layout.fullScreen.exit' : 'layout.fullScreen.enter');

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={fullScreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
        aria-label={label}
        aria-pressed={fullScreen}
        onClick={() => void screenfull.toggle()}
      />
    </Tooltip>
  );
}
