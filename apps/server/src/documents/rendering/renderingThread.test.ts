import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { invoiceOf } from '../writers/taxInvoice.fixtures';
import { renderOnThread, stopRenderingThread } from './renderingThread';

const textOf = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('the rendering thread', () => {
  it('renders a bill’s tax invoice with its annexure of containers', async () => {
    const invoice = invoiceOf('intra', { containers: 60, billNo: 'SB/26-27/00321' });
    const text = textOf(await renderOnThread('taxInvoice', invoice));
    expect(text).toContain('SB/26-27/00321');
    expect(text).toContain(invoice.containers[59]?.containerNumber);
  });

  it('answers a document it cannot render with an error, and renders the next', async () => {
    await expect(renderOnThread('taxInvoice', null)).rejects.toThrow(
      'The document could not be rendered',
    );
    const text = textOf(await renderOnThread('taxInvoice', invoiceOf('inter')));
    expect(text).toContain('SB/26-27/00017');
  });

  it('fails a render cut off by the server’s stop, and starts again for the next', async () => {
    const cutOff = expect(
      renderOnThread('taxInvoice', invoiceOf('intra', { containers: 3000 })),
    ).rejects.toThrow('The server stopped while a document was being rendered');
    await stopRenderingThread();
    await cutOff;
    const text = textOf(await renderOnThread('taxInvoice', invoiceOf('intra')));
    expect(text).toContain('SB/26-27/00017');
  });
});
