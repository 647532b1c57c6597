/**
 * Hands `content` to the browser as a download named `name` (a backup, an export), made on the device,
 * offline too.
 */
export function downloadFile(name: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is no longer needed once it is read.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
