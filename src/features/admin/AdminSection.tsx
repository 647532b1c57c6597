import { useState } from 'react';
import { focusRing } from '../../ui/buttons';
import { ImportExportPanel } from '../importExport/ImportExportPanel';
import { ProductManagement } from './products/ProductManagement';

/** The Admin tab's four tabs (part 2 §2), in the spec's order. */
const ADMIN_TABS = [
  { id: 'data', label: 'Data Management' },
  { id: 'products', label: 'Product Management' },
  { id: 'prices', label: 'Price Management' },
  { id: 'account', label: 'Account Management' },
  { id: 'importExport', label: 'Import & Export' },
] as const;
type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** A tab whose issue is not done yet says so plainly. */
function NotYet({ label }: { label: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center text-text-secondary">
      {label} is not available yet: it comes in its own issue.
    </p>
  );
}

/**
 * Admin Management (part 2 §2). Opens on Product Management, the tab that works today; the other three
 * say they are not there yet.
 */
export default function AdminSection() {
  const [tab, setTab] = useState<AdminTabId>('products');
  return (
    <section aria-labelledby="admin-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="admin-title" className="text-xl font-bold text-text md:text-2xl">
        Admin Management
      </h1>
      <div role="tablist" aria-label="Admin" className="flex gap-1 overflow-x-auto border-b border-border">
        {ADMIN_TABS.map((item) => (
          <button
            key={item.id}
            id={`admin-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`admin-panel-${item.id}`}
            onClick={() => setTab(item.id)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold ${focusRing} ${
              tab === item.id
                ? 'border-primary text-primary'
                : 'border-transparent text-text-secondary hover:text-text'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      {ADMIN_TABS.filter((item) => item.id === tab).map((item) => (
        <div
          key={item.id}
          id={`admin-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`admin-tab-${item.id}`}
        >
          {item.id === 'products' ? (
            <ProductManagement />
          ) : item.id === 'importExport' ? (
            <ImportExportPanel />
          ) : (
            <NotYet label={item.label} />
          )}
        </div>
      ))}
    </section>
  );
}
