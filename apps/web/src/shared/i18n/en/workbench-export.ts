// Exporting a workbench read (issue 30 item 5): the same read downloaded as JSON lines or CSV.
export const workbenchExport = {
  open: 'Export…',
  openHint: 'Start a read first: the export reads the same messages again',
  title: 'Export messages',
  ok: 'Download',
  intro:
    'Reads again what the last read asked for and downloads it. Masked fields stay masked. A live tail is exported up to the messages there are when the export starts.',
  format: 'Format',
  formatJsonl: 'JSON lines (every field)',
  formatCsv: 'CSV (chosen columns)',
  columns: 'Columns',
  columnsHelp:
    'In order: id, topic, publishTime, eventTime, key, producer, size, value, value.<path>, properties.<name>',
  downloaded: 'Export downloaded',
  failed: 'The export was refused',
  issues: {
    columns: 'Name at least one column; each is a message field, value.<path> or properties.<name>',
  },
};
