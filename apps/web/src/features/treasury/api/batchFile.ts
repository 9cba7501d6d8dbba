import { fetchPaymentBatchFile } from './paymentsApi';

/**
 * Saves the batch's SEPA credit-transfer file on the device as `<orderReference>.xml`, the file the
 * treasurer reads into internet banking. The file is fetched with the session's token, so it cannot be a
 * plain link; it is handed to the browser as a download of its own.
 */
export async function downloadBatchFile(batchId: number, orderReference: string): Promise<void> {
  const xml = await fetchPaymentBatchFile(batchId);
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${orderReference.replace(/[^\w.-]+/g, '_')}.xml`;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
