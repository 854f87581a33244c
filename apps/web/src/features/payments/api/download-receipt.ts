import { downloadFile } from '@/lib/download-file';

/** `GET /payments/:id/receipt.pdf` (the payer, or an admin): the e-mailed PDF receipt, saved. */
export function downloadReceipt(paymentId: string): Promise<string> {
  return downloadFile(`/payments/${encodeURIComponent(paymentId)}/receipt.pdf`, 'receipt.pdf');
}
