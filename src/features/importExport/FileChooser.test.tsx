// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import { importSizeProblem } from '../../domain/importExport/parsePeerCsv';
import { IMPORT_MAX_BYTES } from '../../domain/limits';
import { FileChooser } from './FileChooser';

afterEach(cleanup);

function choose(file: File) {
  const onFile = vi.fn();
  const onRefused = vi.fn();
  render(<FileChooser onFile={onFile} onRefused={onRefused} />);
  fireEvent.change(screen.getByLabelText(/Choose a CSV file/), { target: { files: [file] } });
  return { onFile, onRefused };
}

describe('FileChooser', () => {
  it("hands a chosen file's text to the import", async () => {
    const { onFile, onRefused } = choose(new File(['Count,Name\n1,Opt\n'], 'moxfield.csv'));
    await waitFor(() => expect(onFile).toHaveBeenCalledWith('moxfield.csv', 'Count,Name\n1,Opt\n'));
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses a file past the size limit before reading it', async () => {
    const huge = new File(['x'], 'huge.csv');
    Object.defineProperty(huge, 'size', { value: IMPORT_MAX_BYTES + 1 });
    const text = vi.spyOn(huge, 'text');
    const { onFile, onRefused } = choose(huge);
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('huge.csv', importSizeProblem(huge.size)));
    expect(text).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('says so when the browser can no longer read the file', async () => {
    const gone = new File(['Count,Name'], 'gone.csv');
    vi.spyOn(gone, 'text').mockRejectedValue(
      new DOMException('The file could not be read', 'NotReadableError'),
    );
    const { onFile, onRefused } = choose(gone);
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('gone.csv', IMPORT_TEXTS.unreadable));
    expect(onFile).not.toHaveBeenCalled();
  });
});
