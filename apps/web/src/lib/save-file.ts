// Saves a downloaded file through the browser (the API client fetched it with the auth header).
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
