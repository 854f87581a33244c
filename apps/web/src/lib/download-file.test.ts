import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './download-file';

describe('attachmentFileName', () => {
  it("takes the server's plain file name", () => {
    expect(attachmentFileName('attachment; filename="receipt-WF-000001.pdf"', 'x.pdf')).toBe(
      'receipt-WF-000001.pdf',
    );
  });

  it('falls back for no name, a path or a name a file system reads specially', () => {
    expect(attachmentFileName(null, 'receipt.pdf')).toBe('receipt.pdf');
    expect(attachmentFileName('attachment; filename="../../etc/passwd"', 'r.pdf')).toBe('r.pdf');
    expect(attachmentFileName('attachment; filename=".bashrc"', 'r.pdf')).toBe('r.pdf');
  });
});
