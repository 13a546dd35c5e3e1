import { UPLOAD_SCREENS, type UploadScreenKind } from './kinds/uploadScreens';
import { UploadPanel } from './UploadPanel';

/** An upload screen by the kind its route names (Upload Content is 'advance'). */
export default function UploadScreen({ kind }: { kind: UploadScreenKind }) {
  // A new kind is a new form: nothing typed or staged on one screen carries to another.
  return <UploadPanel key={kind} declaration={UPLOAD_SCREENS[kind]} />;
}
