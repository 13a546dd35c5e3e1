export { EInvoicePanel } from './EInvoicePanel';
