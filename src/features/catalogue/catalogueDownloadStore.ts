import { create } from 'zustand';

/** The download on screen: what it is doing, how far, and what went wrong (session state, not the catalogue). */
export interface CatalogueDownloadState {
  phase: 'idle' | 'asking' | 'downloading' | 'saving' | 'failed';
  fraction: number;
  error: string | null;
}

export const useCatalogueDownload = create<CatalogueDownloadState>(() => ({
  phase: 'idle',
  fraction: 0,
  error: null,
}));
