import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingState } from '../../ui/StatePanel';
import { TabList, TabPanel } from '../../ui/TabList';
import { ImportExportPanel } from '../importExport/ImportExportPanel';
import { AccountManagement } from './account/AccountManagement';
import { DataManagement } from './data/DataManagement';
import { ExportAllDataButton } from './data/ExportAllDataButton';
import { PriceManagement } from './prices/PriceManagement';
import { ProductManagement } from './products/ProductManagement';
import { StoragePanel } from './storage/StoragePanel';

/** The Admin tab's four tabs in the spec's order (part 2 §2), then Import & Export (issue 16), Storage (issue 30), Locations (issue 25). */
const ADMIN_TABS = [
  { id: 'data', label: 'Data Management' },
  { id: 'products', label: 'Product Management' },
  { id: 'prices', label: 'Price Management' },
  { id: 'account', label: 'Account Management' },
  { id: 'importExport', label: 'Import & Export' },
  { id: 'storage', label: 'Storage' },
  { id: 'locations', label: 'Locations' },
  { id: 'wants', label: 'Want list' },
  { id: 'sharing', label: 'Share links' },
] as const;
// Issue 25: its code loads when the tab is first opened.
const LocationsPanel = lazy(() => import('../locations/LocationsPanel'));
// Issue 26: the want list, likewise.
const WantListPanel = lazy(() => import('../wants/WantListPanel'));
const SharePanel = lazy(() => import('../sharing/SharePanel'));

type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

const PANELS: Record<AdminTabId, () => ReactNode> = {
  data: () => <DataManagement />,
  products: () => <ProductManagement />,
  prices: () => <PriceManagement />,
  account: () => <AccountManagement exportData={<ExportAllDataButton />} />,
  importExport: () => <ImportExportPanel />,
  storage: () => <StoragePanel />,
  locations: () => (
    <Suspense fallback={<LoadingState text="Loading locations…" />}>
      <LocationsPanel />
    </Suspense>
  ),
  wants: () => (
    <Suspense fallback={<LoadingState text="Loading the want list…" />}>
      <WantListPanel />
    </Suspense>
  ),
  sharing: () => (
    <Suspense fallback={<LoadingState text="Loading share links…" />}>
      <SharePanel />
    </Suspense>
  ),
};

/** Admin Management (part 2 §2). Opens on Data Management, the spec's first tab. */
export default function AdminSection() {
  const [tab, setTab] = useState<AdminTabId>('data');
  return (
    <section aria-labelledby="admin-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="admin-title" className="text-xl font-bold text-text md:text-2xl">
        Admin Management
      </h1>
      <TabList<AdminTabId>
        label="Admin"
        idPrefix="admin"
        tabs={ADMIN_TABS}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel idPrefix="admin" id={tab}>
        {PANELS[tab]()}
      </TabPanel>
    </section>
  );
}
