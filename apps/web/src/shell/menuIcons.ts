import {
  type Icon,
  IconArrowsExchange,
  IconBuildingBank,
  IconDatabase,
  IconFileAnalytics,
  IconPoint,
  IconReceipt,
  IconUpload,
} from '@tabler/icons-react';

// The server names icons; the names the menu seed uses map to these, anything else to a dot.
const ICONS: Record<string, Icon> = {
  database: IconDatabase,
  upload: IconUpload,
  'arrows-exchange': IconArrowsExchange,
  report: IconFileAnalytics,
  receipt: IconReceipt,
  'building-bank': IconBuildingBank,
};

export function menuIcon(name: string): Icon {
  return ICONS[name] ?? IconPoint;
}
