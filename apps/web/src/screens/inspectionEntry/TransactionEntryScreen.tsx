import { transactionEntry } from './entryScreens';
import { InspectionEntry } from './InspectionEntry';

export default function TransactionEntryScreen() {
  return <InspectionEntry screen={transactionEntry} />;
}
