import { NoticePage } from '../notice/NoticePage';

/**
 * The spec's placeholder page (002 §2.2), shown at /underdevelopment and at every route of the
 * spec's route table whose screen is not built yet.
 */
export default function UnderDevelopmentScreen() {
  return (
    <NoticePage
      title="Page Under Development"
      text="This screen is part of Quaybook but is not built yet."
    />
  );
}
