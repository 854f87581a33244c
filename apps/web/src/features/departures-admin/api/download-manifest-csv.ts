import { downloadFile } from '@/lib/download-file';

/** `GET /departures/:id/manifest` as CSV (`Accept: text/csv`), saved under the server's name. */
export function downloadManifestCsv(departureId: string): Promise<string> {
  return downloadFile(`/departures/${encodeURIComponent(departureId)}/manifest`, 'manifest.csv', {
    accept: 'text/csv',
  });
}
