export { type EInvoiceBill, EInvoicePanel } from './EInvoicePanel';
