import { NoticePage } from '../notice/NoticePage';

export default function NotFoundScreen() {
  return (
    <NoticePage title="Page not found" text="No screen has this address; it may be mistyped." />
  );
}
