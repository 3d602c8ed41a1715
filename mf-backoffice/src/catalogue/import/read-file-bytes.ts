/**
 * A chosen file's bytes, unchanged: the API decides whether they are UTF-8, so the browser must
 * not decode them. FileReader rather than `Blob.arrayBuffer()`, which jsdom lacks.
 */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}
