/** The want list's import and export (issue 26). */
export const WANT_FILE_TEXTS = {
  unreadableLine: 'Cannot read this line: write it as "4 Lightning Bolt" or "4 Lightning Bolt (LEA) 161"',
  fixLines: (count: number) =>
    `${count} ${count === 1 ? 'line' : 'lines'} cannot be imported; nothing was added. Fix ${count === 1 ? 'it' : 'them'} and import again`,
  noWants: 'The file holds no wants',
  line: (line: number, message: string) => `Line ${line}: ${message}`,
  exportDecklist: 'Export decklist',
  exportMoxfield: 'Export Moxfield CSV',
  importFile: 'Import a want list (decklist, Moxfield or Cardfolio CSV)',
  imported: (count: number) => `Added ${count} ${count === 1 ? 'want' : 'wants'}`,
} as const;
