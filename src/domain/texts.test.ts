import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGES, TEXTS } from './texts';

describe('fixed texts', () => {
  it('quotes the spec word for word', () => {
    expect(TEXTS.updatePrompt).toBe('New version available! Reload to update?');
    expect(TEXTS.tagline).toBe('Manage your card collection with ease');
    expect(TEXTS.searchPlaceholder).toBe('Search cards, sealed products, transactions...');
    expect(TEXTS.defaultCollectionFailed).toBe(
      'Unable to create default collection. Please try refreshing the page.',
    );
    expect(TEXTS.definitionExists).toBe('A product definition with this name, set, and type already exists.');
    expect(TEXTS.definitionNotFound).toBe('Product definition not found.');
  });

  it('has a fallback message for every call, each starting as the spec words them', () => {
    const messages = Object.values(FALLBACK_MESSAGES);
    for (const message of messages) expect(message).toMatch(/^(Failed to|Login failed)/);
    expect(FALLBACK_MESSAGES.fetchPrintings).toBe('Failed to fetch card printings');
    expect(FALLBACK_MESSAGES.loadFinance).toBe('Failed to load finance data');
    expect(FALLBACK_MESSAGES.loadTransactions).toBe('Failed to load transactions');
  });
});
