// A file the page made or fetched, handed to the browser as a download (an export of messages, a
// policy document).

/** How long the Blob's address outlives the click: a browser may start saving after the click returns. */
const KEEP_BLOB_URL_MS = 60_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_BLOB_URL_MS);
}
