import { PlusOutlined } from '@ant-design/icons';
import type { Permission } from '@beacon/contracts';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState, type AsyncStateProps } from './async-state.tsx';
import { EditDeleteActions, Guarded } from './edit-delete-actions.tsx';
import { ListPageHeader } from './list-page-header.tsx';
import { ListSearch } from './list-search.tsx';
import {
  listText,
  type CreateTexts,
  type EditTexts,
  type HeaderTexts,
  type ListResource,
  type RemoveTexts,
  type SearchTexts,
  type WithTexts,
} from './resource-list-texts.ts';
import { ResourceTable, type ResourceColumn, type ResourceTableProps } from './resource-table.tsx';
import type { UrlListState } from './resource-table-state.ts';
import { toast } from './toast-store.ts';
import { useConfirm, type ConfirmRequest } from './use-confirm.tsx';
import styles from './page.module.css';

/** Who may see a control: a permission-table name, checked as the server would (shared/auth/can.tsx). */
interface GuardedSpec {
  /** Not given: everyone who reaches the screen (its route already checked who may). */
  permission?: Permission;
  tenant?: string;
}

export interface ListSearchSpec<Row> {
  /** The filter, kept in the URL by the screen. */
  value: string;
  onSearch: (filter: string) => void;
  /**
   * Given: the list is searched here, in the browser, for the filter in any of a row's texts (case
   * aside); else the answer is the searched list (the server's, or the screen's own when it searches
   * before reading each row).
   */
  fields?: (row: Row) => readonly string[];
}

export interface ListCreateSpec extends GuardedSpec {
  onCreate: () => void;
}

export interface ListEditSpec<Row> extends GuardedSpec {
  onEdit: (row: Row) => void;
}

export interface ListRemoveSpec<Row> extends GuardedSpec {
  /** Deletes the row; a rejection keeps the confirmation open with the reason. */
  run: (row: Row) => Promise<unknown>;
  /** What the confirmation says; the resource's `deleteDialog.question` when not given. */
  question?: (row: Row) => ReactNode;
  /** A name to type before Delete is enabled (a non-empty resource), or undefined. */
  typedName?: (row: Row) => string | undefined;
  /** After the delete and its toast (e.g. forget what was shown about the row). */
  afterRemove?: (row: Row) => void;
}

export interface ResourceListProps<Row extends object, Answer, R extends ListResource> {
  /** The catalogue entry whose texts the list uses by their conventional names (resource-list-texts.ts). */
  resource: R;
  query: AsyncStateProps<Answer>['query'];
  rows: (answer: Answer) => readonly Row[];
  rowKey: keyof Row & string;
  /** The row's name in the action labels and the confirmation. */
  name: (row: Row) => string;
  /** Values every text of the list may name besides `name` and `filter` (a tab's `tenant`). */
  textValues?: Record<string, string>;
  columns: ResourceColumn<Row>[];
  /** A list screen's heading; a tab has none. `intro` replaces the catalogue's sentence. */
  header?: WithTexts<R, HeaderTexts, { intro?: ReactNode }>;
  /** Under the heading, above the toolbar (a notice). */
  notice?: ReactNode;
  search?: WithTexts<R, SearchTexts, ListSearchSpec<Row>>;
  create?: WithTexts<R, CreateTexts, ListCreateSpec>;
  edit?: WithTexts<R, EditTexts, ListEditSpec<Row>>;
  remove?: WithTexts<R, RemoveTexts, ListRemoveSpec<Row>>;
  /** More row actions: `first` before Edit, `beforeDelete` between Edit and Delete. */
  rowActions?: { first?: (row: Row) => ReactNode; beforeDelete?: (row: Row) => ReactNode };
  /** No Edit or Delete on this row (a built-in one). */
  fixed?: (row: Row) => boolean;
  /** What the answer says above its table (how old its figures are). */
  above?: (answer: Answer) => ReactNode;
  /** More controls in the toolbar, after the create button. */
  toolbar?: ReactNode;
  /**
   * Pages in the URL. With `total`, the answer is one page and `total` counts every match (the
   * server paged it, or the screen did before reading each row); without, the rows are cut into
   * pages here.
   */
  paging?: { list: UrlListState; total?: (answer: Answer) => number; loading?: boolean };
  /** An answer with nothing in it (and no search) is a page-wide empty state, not an empty table. */
  emptyPage?: boolean;
  /** The table's own options (a value width, expandable rows, browser pages). */
  table?: Pick<ResourceTableProps<Row>, 'style' | 'expandable' | 'pageSize'>;
  /** The screen's dialogs (create, edit). */
  children?: ReactNode;
}

/**
 * A list screen from its descriptor (issue 29 item 3): heading, search, create, the read's states,
 * the table, each row's Edit and Delete, Delete confirmed in the one ConfirmHost and followed by a
 * toast; each control shown only to whom its permission allows.
 */
export function ResourceList<Row extends object, Answer, R extends ListResource>(
  props: ResourceListProps<Row, Answer, R>,
) {
  const { resource, query, rows, rowKey, columns, header, notice, search, create } = props;
  const { paging, emptyPage = false, table, toolbar, above, textValues, children } = props;
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, string>) =>
    listText(t, resource, key, { ...textValues, ...values });
  const filter = search?.value ?? '';
  const needle = filter.trim().toLowerCase();
  const actions = useRowActions(props, text);

  function tableOf(answer: Answer) {
    const all = rows(answer);
    const fields = search?.fields;
    const shown =
      fields && needle !== ''
        ? all.filter((row) => fields(row).some((text) => text.toLowerCase().includes(needle)))
        : all;
    const serverTotal = paging?.total?.(answer);
    const { page, size } = paging?.list.state ?? { page: 1, size: shown.length };
    const pageRows =
      paging && serverTotal === undefined ? shown.slice((page - 1) * size, page * size) : shown;
    const nothingAtAll = (serverTotal ?? all.length) === 0 && (needle === '' || search?.fields);
    return (
      <>
        {above?.(answer)}
        <ResourceTable<Row>
          {...table}
          rowKey={rowKey}
          columns={actions ? [...columns, actions] : columns}
          rows={pageRows}
          list={paging?.list}
          total={serverTotal ?? shown.length}
          loading={paging?.loading}
          emptyText={nothingAtAll ? text('list.empty') : text('list.noMatch', { filter })}
        />
      </>
    );
  }

  const createButton = create && (
    <Guarded permission={create.permission} tenant={create.tenant}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create.onCreate}>
        {text('actions.new')}
      </Button>
    </Guarded>
  );
  const total = (answer: Answer) => paging?.total?.(answer) ?? rows(answer).length;

  return (
    <div className={styles.page}>
      {header && <ListPageHeader title={text('list.title')} intro={header.intro ?? text('list.intro')} />}
      {notice}
      {(search || createButton || toolbar) && (
        <div className={styles.toolbar}>
          {search && (
            <ListSearch placeholder={text('list.search')} value={filter} onSearch={search.onSearch} />
          )}
          {createButton}
          {toolbar}
        </div>
      )}
      <AsyncState
        query={query}
        errorTitle={text('list.loadFailed')}
        forbiddenTitle={text('list.forbidden')}
        isEmpty={emptyPage ? (answer) => total(answer) === 0 && filter === '' : undefined}
        empty={<Empty description={text('list.empty')} />}
      >
        {tableOf}
      </AsyncState>
      {children}
    </div>
  );
}

type Text = (key: string, values?: Record<string, string>) => string;

/** The actions column: the extra actions, then Edit and Delete, Delete asked in the ConfirmHost. */
function useRowActions<Row extends object, Answer, R extends ListResource>(
  { name, edit, remove, rowActions, fixed }: ResourceListProps<Row, Answer, R>,
  text: Text,
): ResourceColumn<Row> | undefined {
  const confirm = useConfirm();
  if (!edit && !remove && !rowActions) return undefined;

  function askToRemove(spec: ListRemoveSpec<Row>, row: Row) {
    const named = { name: name(row) };
    const request: ConfirmRequest = {
      danger: true,
      title: text('deleteDialog.title', named),
      description: spec.question?.(row) ?? text('deleteDialog.question', named),
      confirmLabel: text('actions.delete'),
      typedName: spec.typedName?.(row),
      onConfirm: async () => {
        await spec.run(row);
        toast.success(text('messages.deleted'));
        spec.afterRemove?.(row);
      },
    };
    void confirm(request);
  }

  return {
    key: 'actions',
    title: text('columns.actions'),
    render: (_, row) => (
      <EditDeleteActions
        text={{
          edit: edit ? text('actions.edit') : '',
          editNamed: edit ? text('actions.editNamed', { name: name(row) }) : '',
          delete: remove ? text('actions.delete') : '',
          deleteNamed: remove ? text('actions.deleteNamed', { name: name(row) }) : '',
        }}
        first={rowActions?.first?.(row)}
        beforeDelete={rowActions?.beforeDelete?.(row)}
        onEdit={edit && !fixed?.(row) ? () => edit.onEdit(row) : undefined}
        editPermission={edit?.permission}
        tenant={edit?.tenant ?? remove?.tenant}
        onDelete={remove && !fixed?.(row) ? () => askToRemove(remove, row) : undefined}
        deletePermission={remove?.permission}
      />
    ),
  };
}
