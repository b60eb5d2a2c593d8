// An export of the workbench (decision 0073): POST /workbench/export through the console's HTTP
// client (its session and CSRF headers, its refusals in the server's words), the answer read into a
// Blob and handed to the browser as a download under the name the server gave it.
import {
  API_PREFIX,
  EXPORT_CONTENT_TYPES,
  WORKBENCH_EXPORT_PATH,
  type WorkbenchExportRequest,
} from '@beacon/contracts';
import { requestStream } from '../../shared/api/index.ts';
import { downloadBlob } from '../../shared/lib/download.ts';

/** The file name of `attachment; filename="…"`, or undefined. */
export function attachmentName(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

export async function downloadExport(request: WorkbenchExportRequest): Promise<{ fileName: string }> {
  const response = await requestStream(WORKBENCH_EXPORT_PATH.slice(API_PREFIX.length), {
    method: 'POST',
    json: request,
    accept: EXPORT_CONTENT_TYPES[request.format],
    // The dialog shows the server's reason where the export was asked for.
    reportErrors: false,
  });
  const blob = await response.blob();
  const fileName =
    attachmentName(response.headers.get('content-disposition')) ?? `messages.${request.format}`;
  downloadBlob(blob, fileName);
  return { fileName };
}
