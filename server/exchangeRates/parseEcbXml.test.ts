import { describe, expect, it } from 'vitest';
import { ExchangeRatesFeedError, parseEcbXml } from './parseEcbXml';

/** The ECB's daily file as it publishes it (rates cut to four currencies). */
const DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='2026-11-26'>
\t\t\t<Cube currency='USD' rate='1.1000'/>
\t\t\t<Cube currency='JPY' rate='163.45'/>
\t\t\t<Cube currency='GBP' rate='0.86010'/>
\t\t\t<Cube currency='CHF' rate='0.9378'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

describe("the ECB's reference-rate feed", () => {
  it('reads the daily file: one day, every currency per euro', () => {
    expect(parseEcbXml(DAILY)).toEqual([
      { date: '2026-11-26', perEuro: { USD: 1.1, JPY: 163.45, GBP: 0.8601, CHF: 0.9378 } },
    ]);
  });

  it('reads the 90-day file, newest first in the feed, oldest first in the answer', () => {
    const feed = `<Cube>
      <Cube time="2026-11-26"><Cube currency="USD" rate="1.1"/></Cube>
      <Cube time="2026-11-25"><Cube currency="USD" rate="1.09"/><Cube currency="GBP" rate="0.86"/></Cube>
    </Cube>`;
    expect(parseEcbXml(feed)).toEqual([
      { date: '2026-11-25', perEuro: { USD: 1.09, GBP: 0.86 } },
      { date: '2026-11-26', perEuro: { USD: 1.1 } },
    ]);
  });

  it('leaves out a rate that does not read, and a day left with none', () => {
    const feed = `<Cube>
      <Cube time='2026-11-26'><Cube currency='USD' rate='1.1'/><Cube currency='XX' rate='2'/><Cube currency='GBP' rate='0'/></Cube>
      <Cube time='2026-11-25'><Cube currency='USD' rate='n/a'/></Cube>
    </Cube>`;
    expect(parseEcbXml(feed)).toEqual([{ date: '2026-11-26', perEuro: { USD: 1.1 } }]);
  });

  it('refuses an answer with no rates at all (an error page, an empty body)', () => {
    expect(() => parseEcbXml('<html><body>Service unavailable</body></html>')).toThrow(
      ExchangeRatesFeedError,
    );
    expect(() => parseEcbXml('')).toThrow('holds no day of rates');
  });
});
