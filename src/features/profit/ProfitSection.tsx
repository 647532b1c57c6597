import { useCallback, useState } from 'react';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import { TEXTS } from '../../domain/texts';
import { buttonStyles } from '../../ui/buttons';
import { SectionHeading } from '../../ui/SectionHeading';
import { LoadingState, StatePanel } from '../../ui/StatePanel';
import { TabList, TabPanel } from '../../ui/TabList';
import { AnalysisTab } from './AnalysisTab';
import { OverviewTab } from './OverviewTab';
import { PROFIT_TEXTS } from './profitTexts';
import { RealizedTab } from './RealizedTab';
import { type ProfitData, useProfitReport } from './useProfitReport';
import { useReloadEvents } from './useReloadEvents';
import { useKeepValueHistory } from './useValueHistory';
import { ValueHistory } from './ValueHistory';

const PROFIT_TABS = [
  { id: 'overview', label: PROFIT_TEXTS.tabs.overview },
  { id: 'realized', label: PROFIT_TEXTS.tabs.realized },
  { id: 'analysis', label: PROFIT_TEXTS.tabs.analysis },
] as const;
type ProfitTabId = (typeof PROFIT_TABS)[number]['id'];
const ID_PREFIX = 'profit';

function ProfitTabs({
  collectionId,
  data,
  tab,
}: {
  collectionId: string;
  data: ProfitData;
  tab: ProfitTabId;
}) {
  useKeepValueHistory(collectionId, data.report.finance, data.cards, data.report.empty);
  const { report } = data;
  if (report.empty)
    return (
      <StatePanel title={PROFIT_TEXTS.empty} role="status">
        {PROFIT_TEXTS.emptyHint}
      </StatePanel>
    );
  if (tab === 'realized') return <RealizedTab report={report} />;
  if (tab === 'analysis') return <AnalysisTab report={report} />;
  return (
    <div className="flex flex-col gap-3">
      <OverviewTab report={report} />
      <ValueHistory collectionId={collectionId} />
    </div>
  );
}

function CollectionProfit({ collectionId, tab }: { collectionId: string; tab: ProfitTabId }) {
  const report = useProfitReport(collectionId);
  if (report.status === 'loading') return <LoadingState text={PROFIT_TEXTS.loading} />;
  // Part 2 §8: a failure to read the data leaves "No profit data available" (with why, here).
  if (report.status === 'error')
    return (
      <StatePanel title={PROFIT_TEXTS.empty} role="alert">
        {report.message}
      </StatePanel>
    );
  return <ProfitTabs collectionId={collectionId} data={report.data} tab={tab} />;
}

/**
 * The Profit Tracking section (part 2 §2 "Financial Performance screen") for the current collection.
 * Refresh Data and the spec's browser events read everything again (a new key remounts the reads); a
 * change of collection does so by its own key; the reads also follow every change of the local tables.
 */
export default function ProfitSection() {
  const collection = useCurrentCollection();
  const [tab, setTab] = useState<ProfitTabId>('overview');
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useReloadEvents(reload);
  return (
    <section aria-labelledby="profit-title" className="flex min-w-0 flex-col gap-3 md:gap-4">
      <SectionHeading
        id="profit-title"
        title={PROFIT_TEXTS.title}
        subtitle={PROFIT_TEXTS.subtitle}
        action={
          <button type="button" className={buttonStyles.secondary} onClick={reload}>
            {PROFIT_TEXTS.refresh}
          </button>
        }
      />
      <TabList<ProfitTabId>
        label={PROFIT_TEXTS.title}
        idPrefix={ID_PREFIX}
        tabs={PROFIT_TABS}
        selected={tab}
        onSelect={setTab}
      />
      {/* Every state sits in the selected tab's panel, so the tabs always control a panel that exists. */}
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {collection === undefined ? (
          <LoadingState text={PROFIT_TEXTS.loading} />
        ) : collection === null ? (
          <StatePanel title={TEXTS.noCollectionSelected} role="status" />
        ) : (
          <CollectionProfit key={`${collection.id}|${attempt}`} collectionId={collection.id} tab={tab} />
        )}
      </TabPanel>
    </section>
  );
}
