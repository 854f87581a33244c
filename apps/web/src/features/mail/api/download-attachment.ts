import { downloadFile } from '@/lib/download-file';

/** `GET /mail/:id/attachments/:index` (admin): one attachment of a message, saved as a file. */
export function downloadMailAttachment(input: { id: string; index: number; filename: string }) {
  return downloadFile(
    `/mail/${encodeURIComponent(input.id)}/attachments/${input.index}`,
    input.filename,
  );
}
