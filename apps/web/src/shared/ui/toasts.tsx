import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, use, type ReactNode } from 'react';

const ToastContext = createContext<MessageInstance | undefined>(undefined);

/**
 * Short-lived messages (antd `message`) rendered inside the app's ConfigProvider, so they follow
 * its theme and locale. Used instead of antd's <App>, which would also pull modal and
 * notification code into the first download.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, toastHolder] = message.useMessage();
  return (
    <ToastContext value={toasts}>
      {toastHolder}
      {children}
    </ToastContext>
  );
}

export function useToasts(): MessageInstance {
  const toasts = use(ToastContext);
  if (!toasts) throw new Error('useToasts() needs a <ToastProvider> above it');
  return toasts;
}
