import { inspectionEntry } from './entryScreens';
import { InspectionEntry } from './InspectionEntry';

export default function InspectionEntryScreen() {
  return <InspectionEntry screen={inspectionEntry} />;
}
