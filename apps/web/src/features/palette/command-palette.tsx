// The command palette's dialog (issue 33 item 1, decision 0092): one search field, a list of what
// matches, operated from the keyboard as the ARIA combobox pattern says — focus stays in the field,
// ↑/↓ move the active option (aria-activedescendant), Enter opens it, Escape closes and focus goes
// back where it was. Loaded on first use, out of the first download. An action row closes the palette
// and hands its action to the launcher, which asks for the confirmation (palette-action-runner.tsx).
import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../shared/layout/console-route.ts';
import { failureReason, returnFocus, useNavigate } from '../../shared/ui/index.ts';
import { ACTION_KINDS, type PaletteAction } from './palette-actions.ts';
import type { Target } from './palette-targets.ts';
import styles from './palette.module.css';
import { useStartSearch } from './palette-catalog.ts';
import { THROTTLE_MS, usePaletteResults } from './use-palette-results.ts';
import { useThrottledValue } from './use-throttled-value.ts';

type ActionKind = PaletteAction['kind'] | 'workbench';
type NameKind = Exclude<Target['kind'], ActionKind>;

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** Closes it once a target is chosen (the page changes: focus goes to the new page's heading). */
  onChoose: () => void;
  /** Closes it and runs `action` once it has closed (focus back where it was, then the question). */
  onAction: (action: PaletteAction) => void;
  /** What had focus when the palette opened (none after a choice): focus goes back to it. */
  focusAfterClose: () => Element | null;
  /** Called once it has closed and focus is back. */
  onClosed: () => void;
  routes: readonly ConsoleRoute[];
  roles: readonly string[];
}

export default function CommandPalette(props: CommandPaletteProps) {
  const { open, onClose, onChoose, onAction, onClosed, focusAfterClose, routes, roles } = props;
  const { t } = useTranslation();
  const field = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      // The dialog focuses itself as it opens; the field takes focus once it has.
      afterOpenChange={(opened) => {
        if (opened) field.current?.focus();
      }}
      title={t('palette.title')}
      onCancel={onClose}
      afterClose={() => {
        returnFocus(focusAfterClose());
        onClosed();
      }}
      destroyOnHidden
      width="min(640px, calc(100vw - 24px))"
      style={{ top: 72 }}
      footer={<span className={styles.hint}>{t('palette.hint')}</span>}
    >
      <PaletteBody field={field} onChoose={onChoose} onAction={onAction} routes={routes} roles={roles} />
    </Modal>
  );
}

/** The field and the list: mounted afresh on each opening, so each starts empty. */
function PaletteBody({
  field,
  onChoose,
  onAction,
  routes,
  roles,
}: Pick<CommandPaletteProps, 'routes' | 'roles' | 'onChoose' | 'onAction'> & {
  field: RefObject<InputRef | null>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [sent, offer] = useThrottledValue<string>('', THROTTLE_MS, useStartSearch());
  const { targets, answered, searching, error } = usePaletteResults(query, sent, routes, roles);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${String(index)}`;
  const activeIndex = targets.length === 0 ? -1 : Math.min(active, targets.length - 1);

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (target: Target | undefined) => {
    if (!target) return;
    if (target.action) return onAction(target.action);
    onChoose();
    if (target.href !== undefined) void navigate(target.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = targets.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(targets[activeIndex]);
    }
  };

  const status = error
    ? t('palette.failed', { reason: failureReason(error) })
    : searching && targets.length === 0
      ? t('palette.searching')
      : answered !== undefined && targets.length === 0
        ? t('palette.empty', { query: query.trim() })
        : undefined;

  return (
    <>
      <Input
        ref={field}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          offer(event.target.value.trim());
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.label')}
        role="combobox"
        aria-expanded={targets.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.status} role="status" aria-live="polite">
        {status ?? (
          <span className="beacon-visually-hidden">{t('palette.count', { count: targets.length })}</span>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('palette.results')}
        aria-busy={searching}
        data-answered={answered}
        className={styles.list}
      >
        {targets.map((target, index) => (
          // The keyboard stays in the field (aria-activedescendant); a click or a tap opens too.
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the combobox field handles Enter for the active option
          <li
            key={target.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            className={styles.option}
            onMouseMove={() => {
              if (index !== activeIndex) setActive(index);
            }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(target)}
          >
            {ACTION_KINDS.has(target.kind) ? (
              <>
                <span className={styles.label}>{t(`palette.actions.${target.kind as ActionKind}`)}</span>
                <span className={styles.kind}>{t('palette.kinds.action')}</span>
              </>
            ) : (
              <>
                <span className={styles.label}>{target.label}</span>
                <span className={styles.kind}>{t(`palette.kinds.${target.kind as NameKind}`)}</span>
              </>
            )}
            {target.detail && <span className={styles.detail}>{target.detail}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
