import { create } from 'zustand';
import type { SectionId, TabId } from './sections';

interface NavigationState {
  tab: TabId;
  section: SectionId;
  showTab(tab: TabId): void;
  showSection(section: SectionId): void;
  /** A transaction whose detail the Transactions section opens (set from Profit Tracking's realized rows). */
  transactionId: string | null;
  showTransaction(id: string): void;
  clearTransaction(): void;
}

/** Which tab and section are shown: small UI state of the one main view (no URL routes, part 1 §2). */
export const useNavigation = create<NavigationState>()((set) => ({
  tab: 'collection',
  section: 'cards',
  showTab: (tab) => set({ tab }),
  showSection: (section) => set({ tab: 'collection', section }),
  transactionId: null,
  showTransaction: (id) => set({ tab: 'collection', section: 'transactions', transactionId: id }),
  clearTransaction: () => set({ transactionId: null }),
}));
