import type { bookies as source } from '../en/bookies.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const bookies: TranslationShape<typeof source> = {
  columns: { bookie: 'Bookie', state: '状态', free: '可用磁盘', total: '磁盘总量' },
  state: { rw: '读写', ro: '只读' },
  list: {
    loadFailed: '无法加载 Bookie',
    empty: 'Bookie 地址没有返回任何 Bookie',
  },
};
