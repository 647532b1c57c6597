/** Every text the import and export panel shows or throws (one source; tests import these). */
export const IMPORT_TEXTS = {
  emptyFile: 'The file is empty.',
  binaryFile: 'This is not a CSV file: it holds binary data.',
  unreadable: 'The file could not be read. It may have been moved or deleted: choose it again.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB: split it and import the parts.`,
  tooManyRows: (rows: number) => `The file has more than ${rows.toLocaleString('en-US')} rows: split it.`,
  unknownHeader:
    'The header row matches no format we know. Choose the format, or check that the file is a collection export.',
  missingColumns: (format: string, columns: string[]) =>
    `This is not a ${format} file: it lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
  badQuote: (line: number) => `Line ${line}: a quoted field is never closed (the file may be cut short).`,
  noRows: 'The file has a header but no cards.',
  badQuantity: (line: number, text: string) => `Line ${line}: the quantity "${text}" is not a whole number.`,
  badPrice: (line: number, text: string) => `Line ${line}: the price "${text}" is not a number.`,
  quantityTooLarge: (line: number, text: string, max: number) =>
    `Line ${line}: the quantity ${text} is more than one record holds (${max.toLocaleString('en-US')}).`,
  priceTooLarge: (line: number, text: string, max: number) =>
    `Line ${line}: the price ${text} is more than a price may be (${max.toLocaleString('en-US')}).`,
  badCondition: (line: number, text: string) => `Line ${line}: the condition "${text}" is not one we know.`,
  badFinish: (line: number, text: string) => `Line ${line}: the finish "${text}" is not one we know.`,
  noName: (line: number) => `Line ${line}: the row names no card.`,
  duplicate: (date: string) =>
    `This file was already imported on ${date}. Importing it again adds its cards a second time.`,
  cardmarketIds:
    'Cardmarket names this card only by its product id, which the card catalogue on this device does not hold: choose the card by search.',
  notFound: 'No printing of this card is known: choose one by search, or skip the row.',
  ambiguous: 'Several printings fit: choose one.',
  tooManyLines: (lines: number) =>
    `One import brings in at most ${lines.toLocaleString('en-US')} rows: split the file and import the parts.`,
  cardmarketLeftOut: (count: number, written: number) =>
    written === 0
      ? 'No card could be written to the Cardmarket file: none has a Cardmarket product id in the card catalogue on this device. Download the catalogue, or choose another format.'
      : `${count.toLocaleString('en-US')} row${count === 1 ? ' was' : 's were'} left out of the Cardmarket file: ${count === 1 ? 'its card has' : 'their cards have'} no Cardmarket product id in the card catalogue on this device.`,
  noCatalogue:
    'The card catalogue is not on this device yet: it downloads once the device is online. Skip the row, or import the file again later.',
  nothingFound: (query: string) => `No card in the catalogue on this device matches "${query}".`,
  nothingToExport: 'There is no card to export: the collection is empty.',
  wantsLeftOut: (count: number, format: string) =>
    `${count.toLocaleString('en-US')} want-list row${count === 1 ? ' was' : 's were'} left out: a ${format} file has no want list, and its importer would count ${count === 1 ? 'it' : 'them'} as owned. The Cardfolio CSV keeps the want list.`,
  stillOpen: (rows: number) =>
    `${rows.toLocaleString('en-US')} row${rows === 1 ? ' still needs' : 's still need'} a printing: importing now leaves ${rows === 1 ? 'it' : 'them'} out. Choose one, or skip ${rows === 1 ? 'it' : 'them'}.`,
  nothingToImport: 'No row is ready to import: choose a printing for a row, or import another file.',
} as const;
