// Pulsar Manager's list envelope. Its back end accepted page_num and page_size and ignored them,
// answering every row with isPage false; its views read `data` (or `topics`) and `total`.
export interface UnpagedList<Row> {
  isPage: false;
  total: number;
  data: Row[];
  pageNum: 1;
  pageSize: number;
}

export function unpaged<Row>(rows: Row[]): UnpagedList<Row> {
  return { isPage: false, total: rows.length, data: rows, pageNum: 1, pageSize: rows.length };
}
