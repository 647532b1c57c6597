import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

describe('readSettings', () => {
  it('has working defaults', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      cardDbUrl: 'https://api.scryfall.com',
      scryptLogN: 15,
      trustProxy: false,
      exchangeRatesUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
    });
  });

  it('reads EXCHANGE_RATES_URL and refuses one that is not a web address', () => {
    const feed = 'http://127.0.0.1:9999/rates.xml';
    expect(readSettings({ EXCHANGE_RATES_URL: feed }).exchangeRatesUrl).toBe(feed);
    expect(() => readSettings({ EXCHANGE_RATES_URL: 'rates.xml' })).toThrow(/EXCHANGE_RATES_URL/);
    expect(() => readSettings({ EXCHANGE_RATES_URL: 'file:///etc/rates.xml' })).toThrow(/EXCHANGE_RATES_URL/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(readSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(readSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('drops a trailing slash of CARD_DB_URL and refuses bad numbers', () => {
    expect(readSettings({ CARD_DB_URL: 'http://127.0.0.1:9999/' }).cardDbUrl).toBe('http://127.0.0.1:9999');
    expect(() => readSettings({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readSettings({ SCRYPT_LOG_N: '4' })).toThrow(/SCRYPT_LOG_N/);
  });
});
