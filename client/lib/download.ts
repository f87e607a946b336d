/** Saves bytes as a file through a temporary object URL and an `<a download>` click. */
export function downloadBytes(bytes: Uint8Array, filename: string, type = "application/octet-stream"): void {
  downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), filename);
}

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
